import { paths } from '@/config/paths';
import { isMaintenanceFlagSet } from '@/lib/maintenance-flag';
import { type PageLocation, fullPath, readStoredReturnUrl, returnUrlAfterLogin } from '@/lib/session/return-url';
import { hasStoredLogin } from '@/lib/session/stored-session';
import type { KeyValueStorage } from '@/lib/storage';
import { useAppStore } from '@/stores/app-store';

/** What a route declares about itself (section 2). */
export interface RouteFlags {
  /** The maintenance redirect applies (every route but /maintenance and /maintenance-control). */
  checkMaintenance: boolean;
  /** Only with a stored session or auth record. */
  requiresAuth: boolean;
  /** Only for visitors (/login, /register): a logged-in player goes where a login would take them. */
  guestOnly?: boolean;
}

/** What the guard knows about the browser's storage. */
export interface GuardSnapshot {
  underMaintenance: boolean;
  /** A stored session or auth record (section 4 asks only whether one exists). */
  hasStoredLogin: boolean;
  /** The app's state: a stored profile and session made it a logged-in player. */
  isLoggedIn: boolean;
  /** `returnUrl` as stored. */
  returnUrl: string | null;
}

export type GuardDecision =
  | { kind: 'continue' }
  /** `returnUrl`: store it before going (rule 3); `forgetReturnUrl`: it has been followed (rule 4). */
  | { kind: 'redirect'; to: string; returnUrl?: string; forgetReturnUrl?: boolean };

/**
 * The navigation guard of section 4, as a pure function, in this order:
 * 1. flagged route while the maintenance flag is set -> /maintenance;
 * 2. /home -> / (search and hash kept);
 * 3. login-required route without a stored session or auth record -> /login, remembering the full target;
 * 4. (ours, hardening) /login or /register for a logged-in player -> where a login goes: the
 *    stored return address, or /.
 */
export function decideNavigation(target: PageLocation, flags: RouteFlags, snapshot: GuardSnapshot): GuardDecision {
  if (flags.checkMaintenance && snapshot.underMaintenance) {
    return { kind: 'redirect', to: paths.maintenance.getHref() };
  }
  if (target.pathname === paths.homeAlias.path || target.pathname === `${paths.homeAlias.path}/`) {
    return { kind: 'redirect', to: `${paths.home.getHref()}${target.search}${target.hash}` };
  }
  if (flags.requiresAuth && !snapshot.hasStoredLogin) {
    return { kind: 'redirect', to: paths.login.getHref(), returnUrl: fullPath(target) };
  }
  if (flags.guestOnly && snapshot.isLoggedIn) {
    return { kind: 'redirect', to: returnUrlAfterLogin(snapshot.returnUrl), forgetReturnUrl: true };
  }
  return { kind: 'continue' };
}

export function readGuardSnapshot(storage?: KeyValueStorage | null): GuardSnapshot {
  return {
    underMaintenance: isMaintenanceFlagSet(storage),
    hasStoredLogin: hasStoredLogin(storage),
    isLoggedIn: useAppStore.getState().isLoggedIn,
    returnUrl: readStoredReturnUrl(storage),
  };
}
