import { paths } from '@/config/paths';
import { isMaintenanceFlagSet } from '@/lib/maintenance-flag';
import { type PageLocation, fullPath } from '@/lib/session/return-url';
import { hasStoredLogin } from '@/lib/session/stored-session';
import type { KeyValueStorage } from '@/lib/storage';

/** What a route declares about itself (section 2). */
export interface RouteFlags {
  /** The maintenance redirect applies (every route but /maintenance and /maintenance-control). */
  checkMaintenance: boolean;
  /** Only with a stored session or auth record. */
  requiresAuth: boolean;
}

/** What the guard knows about the browser's storage. */
export interface GuardSnapshot {
  underMaintenance: boolean;
  /** A stored session or auth record (section 4 asks only whether one exists). */
  hasStoredLogin: boolean;
}

export type GuardDecision =
  | { kind: 'continue' }
  /** `returnUrl`: store it before going (rule 3). */
  | { kind: 'redirect'; to: string; returnUrl?: string };

/**
 * The navigation guard of section 4, as a pure function, in this order:
 * 1. flagged route while the maintenance flag is set -> /maintenance;
 * 2. /home -> / (search and hash kept);
 * 3. login-required route without a stored session or auth record -> /login, remembering the full target.
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
  return { kind: 'continue' };
}

export function readGuardSnapshot(storage?: KeyValueStorage | null): GuardSnapshot {
  return { underMaintenance: isMaintenanceFlagSet(storage), hasStoredLogin: hasStoredLogin(storage) };
}
