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

/**
 * Our studio's game pages run inside the play page's frame. A navigation decided outside React
 * (the maintenance screen, the login page after a session ended) is the whole site's, not the
 * game's: the framed page hands it to our own play page (same origin only) instead of opening the
 * site inside the frame. The play page follows it (features/play, useGameLeaveMessages).
 */
export const FRAME_LEAVE_MESSAGE = { source: 'bnw-game', event: 'leave' } as const;

function isFramed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (isFramed()) {
    window.parent.postMessage({ ...FRAME_LEAVE_MESSAGE, to }, window.location.origin);
    return;
  }
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
