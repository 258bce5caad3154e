import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type RouteFlags, decideNavigation, readGuardSnapshot } from '@/lib/navigation-guard';
import { STORAGE_KEYS, writeItem } from '@/lib/storage';

function GuardRedirect({ to, returnUrl }: { to: string; returnUrl: string | undefined }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (returnUrl !== undefined) writeItem(STORAGE_KEYS.returnUrl, returnUrl);
    void navigate(to, { replace: true });
  }, [navigate, to, returnUrl]);
  return null;
}

/**
 * Applies the navigation guard (lib/navigation-guard.ts) to every page before it renders.
 * A component rather than a loader because loaders never see the URL's hash, and the
 * return address must be the full path (pathname + search + hash). The redirect replaces the
 * refused entry, as a router guard would.
 */
export function RouteGuard({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const location = useLocation();
  const decision = decideNavigation(location, flags, readGuardSnapshot());
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} returnUrl={decision.returnUrl} />;
  return children;
}
