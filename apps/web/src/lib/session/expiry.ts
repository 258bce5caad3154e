import { useAppStore } from '@/stores/app-store';
import { endSession } from './session-end';
import { storedLoginExpiresAt } from './stored-session';

/** setTimeout holds at most 2^31-1 ms; a stored login lives an hour. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/**
 * Section 4: a stored login expires 3600 s after the login. A page left open ends it at that
 * moment (and says so, like any ended session) instead of waiting for the server to refuse a
 * call. Follows the app's state from now on: every login or refresh schedules the end anew, a
 * logout cancels it. Answers the function that stops watching (tests).
 */
export function watchSessionExpiry(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const expiresAt = storedLoginExpiresAt();
    if (!useAppStore.getState().isLoggedIn || expiresAt === null) return;
    const delayMs = Math.min(Math.max(0, expiresAt - Date.now()), LONGEST_TIMEOUT_MS);
    timer = setTimeout(() => endSession({ removeAuth: true }), delayMs);
  };
  schedule();
  const unsubscribe = useAppStore.subscribe((state, previous) => {
    if (state.user !== previous.user || state.isLoggedIn !== previous.isLoggedIn) schedule();
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}
