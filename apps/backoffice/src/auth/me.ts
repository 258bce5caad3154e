import type { BackofficeMethodOutput } from '@bnw/contract/backoffice';
import { callBackoffice } from '../data/rpc';
import { readSid } from '../data/session';

export type Me = BackofficeMethodOutput<'bo_auth.me'>;

/**
 * `bo_auth.me`: who the staff member is and which calls the role allows (the menu shows only
 * those; the server checks every call anyway). Kept for a minute at most within a session, as an
 * administrator may change the role meanwhile; forgotten on login, logout and a refused call.
 */
let cached: { sid: string; me: Promise<Me>; at: number } | null = null;
const ME_FRESH_MS = 60_000;
/** Who signed in last in this tab: the renewal dialog fills it in (the session behind it is gone). */
let lastUsername: string | null = null;

export function loadMe(): Promise<Me> {
  const sid = readSid();
  if (!sid) return Promise.reject(new Error('no session'));
  if (cached?.sid !== sid || Date.now() - cached.at > ME_FRESH_MS) {
    const me = callBackoffice('bo_auth.me', {});
    cached = { sid, me, at: Date.now() };
    me.then(
      (answer) => {
        lastUsername = answer.staff.username;
      },
      () => {
        if (cached?.me === me) cached = null;
      },
    );
  }
  return cached.me;
}

export function forgetMe(): void {
  cached = null;
}

export function lastSignedInUsername(): string | null {
  return lastUsername;
}

/** A logout forgets who it was, too. */
export function forgetSignedInUsername(): void {
  lastUsername = null;
}
