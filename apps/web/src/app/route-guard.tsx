import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { LoadingMessage } from '@/components/ui/status-message';
import { forgetReturnUrl, storeReturnUrl } from '@/lib/session/return-url';
import { useAppStore } from '@/stores/app-store';
import { type RouteFlags, decideNavigation, readGuardSnapshot } from './navigation-guard';

function GuardRedirect({ to, returnUrl, forget }: { to: string; returnUrl: string | undefined; forget: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (returnUrl !== undefined) storeReturnUrl(returnUrl);
    if (forget) forgetReturnUrl();
    void navigate(to, { replace: true });
  }, [navigate, to, returnUrl, forget]);
  return null;
}

/**
 * A login-required page follows the session while it is open. The guard lets a stored auth
 * record through (the spec's rule): while its session refresh runs the page waits, and when
 * no session comes of it, or the session ended on this page, it offers the login instead of
 * a page without data (the login comes back here).
 */
function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const refreshing = useAppStore((state) => state.sessionRefreshing);
  if (isLoggedIn) return children;
  if (refreshing) return <LoadingMessage text={t('session.checking')} />;
  return (
    <LoginPrompt title={t('session.requiredTitle')} text={t('session.requiredText')} loginLabel={t('session.login')} />
  );
}

/**
 * The one gate of every page: the navigation guard (navigation-guard.ts) when the page is
 * entered, then, on login-required pages, the session. A component rather than a loader
 * because loaders never see the URL's hash, and the return address must be the full path
 * (pathname + search + hash). The redirect replaces the refused entry, as a router guard would.
 * The guard reads storage and the login state when the page renders and does not follow the
 * store: a logout on a private page must not turn into a redirect to /login that remembers the
 * page, and a login on /login is taken to its return address by the login itself.
 */
export function RouteGuard({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const location = useLocation();
  const decision = decideNavigation(location, flags, readGuardSnapshot());
  if (decision.kind === 'redirect') {
    return <GuardRedirect to={decision.to} returnUrl={decision.returnUrl} forget={decision.forgetReturnUrl === true} />;
  }
  return flags.requiresAuth ? <SessionGate>{children}</SessionGate> : children;
}
