import { prefetchBalance } from '@/features/finance/api/check-balance';
import { runMaintenanceCheck } from '@/features/maintenance/api/check-status';
import { clearMaintenanceFlag } from '@/lib/maintenance-flag';
import { currentPathname, navigateTo } from '@/lib/navigation';
import { watchSessionExpiry } from '@/lib/session/expiry';
import { refreshSession } from '@/lib/session/refresh';
import { announceSessionEnded } from '@/lib/session/session-end';
import { loadSiteSettings } from '@/lib/site-settings';
import { STORAGE_KEYS, writeItem } from '@/lib/storage';
import { paths } from '@/config/paths';
import { type StoredLoginState, useAppStore } from '@/stores/app-store';

/** What `prepareStart` found in storage; `runStartChecks` acts on it. */
let storedLogin: StoredLoginState = 'none';

/**
 * App start, part one (section 4), before the router exists so that its first guard sees the
 * cleared flag: modal status 1, maintenance flag removed, auth initialised from storage
 * (local reads only, so it is done here rather than after the calls of part two): a stored
 * profile and session log the player in; an auth record alone waits for the session refresh;
 * anything else (or an expired stored login) is cleared. From then on the stored login ends by
 * itself when its hour is up.
 */
export function prepareStart(): void {
  writeItem(STORAGE_KEYS.modalStatus, '1');
  clearMaintenanceFlag();
  storedLogin = useAppStore.getState().initAuth();
  // A player coming back after the hour is told why they are logged out (hardening 22).
  if (storedLogin === 'expired') announceSessionEnded();
  watchSessionExpiry();
}

/**
 * The balance check of section 4's start, for a logged-in player.
 * MONEY ISSUE HOOK: the balance call (finance.check_balance) goes here.
 */
async function runBalanceCheck(): Promise<void> {
  // Into the query cache the header reads; no loading bar, no notice (section 7).
  await prefetchBalance();
}

/**
 * App start, part two: the maintenance check (false: flag and maintenance screen; true: flag
 * cleared), then the player's calls: a stored session gets its balance check; stored
 * credentials alone get the session refresh (the profile), then the balance check. Startup
 * errors are only logged (section 8).
 */
export async function runStartChecks(): Promise<void> {
  try {
    const status = await runMaintenanceCheck();
    if (status === 'down') {
      if (currentPathname() !== paths.maintenance.path) navigateTo(paths.maintenance.getHref(), { replace: true });
      return;
    }
  } catch (error) {
    console.error('Startup maintenance check failed', error);
  }
  // The demo banner's answer; its failure only keeps the banner hidden.
  void loadSiteSettings();
  try {
    if (storedLogin === 'credentials') {
      if (await refreshSession()) await runBalanceCheck();
    } else if (storedLogin === 'loggedIn') {
      await runBalanceCheck();
    }
  } catch (error) {
    console.error('Startup session check failed', error);
  }
}
