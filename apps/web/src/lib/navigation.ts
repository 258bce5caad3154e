/**
 * A door from code outside React (the API client, the start sequence) to the router.
 * The app registers the router's navigate once it exists; before that, navigation is
 * remembered and replayed on registration.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;
let pending: { to: string; replace: boolean } | null = null;

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
  if (pending) {
    const { to, replace } = pending;
    pending = null;
    navigate(to, { replace });
  }
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, { replace: options.replace ?? false });
  else pending = { to, replace: options.replace ?? false };
}

/** Current path of the page, for "am I already there" checks. */
export function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** The page with its query and hash, as a return address keeps it. */
export function currentFullPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
