import { paths } from '@/config/paths';
import { STORAGE_KEYS, type KeyValueStorage, hasItem, writeItem } from './storage';
import { isMaintenanceFlagSet } from './maintenance-flag';

/** What a route declares about itself (section 2). */
export interface RouteFlags {
  /** The maintenance redirect applies (every route but /maintenance and /maintenance-control). */
  checkMaintenance: boolean;
  /** Only with a stored session or auth record. */
  requiresAuth: boolean;
}

export interface GuardTarget {
  pathname: string;
  search: string;
  hash: string;
}

/** What the guard knows about the browser's storage. */
export interface GuardSnapshot {
  underMaintenance: boolean;
  hasSession: boolean;
  hasAuth: boolean;
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
export function decideNavigation(target: GuardTarget, flags: RouteFlags, snapshot: GuardSnapshot): GuardDecision {
  if (flags.checkMaintenance && snapshot.underMaintenance) {
    return { kind: 'redirect', to: paths.maintenance.getHref() };
  }
  if (target.pathname === paths.homeAlias.path || target.pathname === `${paths.homeAlias.path}/`) {
    return { kind: 'redirect', to: `${paths.home.getHref()}${target.search}${target.hash}` };
  }
  if (flags.requiresAuth && !snapshot.hasSession && !snapshot.hasAuth) {
    return {
      kind: 'redirect',
      to: paths.login.getHref(),
      returnUrl: `${target.pathname}${target.search}${target.hash}`,
    };
  }
  return { kind: 'continue' };
}

export function readGuardSnapshot(storage?: KeyValueStorage | null): GuardSnapshot {
  return {
    underMaintenance: isMaintenanceFlagSet(storage),
    hasSession: hasItem(STORAGE_KEYS.userSession, storage),
    hasAuth: hasItem(STORAGE_KEYS.userAuth, storage),
  };
}

/** Applies a decision's side effect (the return URL) and says where to go, or null to stay. */
export function applyGuard(target: GuardTarget, flags: RouteFlags, storage?: KeyValueStorage | null): string | null {
  const decision = decideNavigation(target, flags, readGuardSnapshot(storage));
  if (decision.kind === 'continue') return null;
  if (decision.returnUrl !== undefined) writeItem(STORAGE_KEYS.returnUrl, decision.returnUrl, storage);
  return decision.to;
}
