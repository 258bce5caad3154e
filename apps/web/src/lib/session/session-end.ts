import { i18n } from '@/i18n';
import { currentFullPath } from '@/lib/navigation';
import { type Notifier, notify } from '@/lib/notify';
import { useAppStore } from '@/stores/app-store';
import { storeReturnUrl } from './return-url';

/** One notice about the session at a time: the logout's own notice replaces a "session ended". */
export const SESSION_NOTICE_ID = 'session';

export interface SessionEndDeps {
  notifier?: Notifier;
  /** The page the player is on (pathname + search + hash). */
  currentPath?: () => string;
}

/**
 * Hardening 22: a session that ends without the player's logout (its hour is up, it was ended
 * on another device, the server no longer accepts it) is said in a notice instead of silently,
 * and the page is kept as the return address, so that the next login comes back to it.
 */
export function announceSessionEnded(deps: SessionEndDeps = {}): void {
  storeReturnUrl((deps.currentPath ?? currentFullPath)());
  (deps.notifier ?? notify).negative(i18n.t('session.ended'), { id: SESSION_NOTICE_ID });
}

/**
 * Drops the local session (section 4's clearing rules; `removeAuth` also drops the auth record)
 * and, when it was a logged-in player's, says so. A login or a code step that is refused was
 * no session yet: nothing to announce.
 */
export function endSession(options: { removeAuth: boolean }, deps: SessionEndDeps = {}): void {
  const wasLoggedIn = useAppStore.getState().isLoggedIn;
  useAppStore.getState().clearSession(options);
  if (wasLoggedIn) announceSessionEnded(deps);
}
