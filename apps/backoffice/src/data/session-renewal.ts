/**
 * A staff session that ends while someone works (30 idle minutes, 8 hours, a logout elsewhere) is
 * renewed in place: the failed call waits while the app asks for the login over the page, then
 * runs again with the new session, so a form being saved keeps everything typed into it.
 */

/** Answers a new login cures: no session, an expired one. A locked account (6003) it does not. */
export const RENEWABLE_CODES: readonly number[] = [6005, 6006];

/** Asks for a new login with the server's reason; true once signed in, false when the user gives up. */
export type SessionRenewer = (reason: string) => Promise<boolean>;

let renewer: SessionRenewer | null = null;
let pending: Promise<boolean> | null = null;

/** The app's login dialog offers itself while it is mounted; without it a session end goes to the login page. */
export function offerSessionRenewal(next: SessionRenewer): () => void {
  renewer = next;
  return () => {
    if (renewer === next) renewer = null;
  };
}

/**
 * One login for every call the session end stopped: calls failing together wait for the same
 * dialog. False at once when nothing can ask (the login page, a unit test).
 */
export function renewSession(reason: string): Promise<boolean> {
  if (!renewer) return Promise.resolve(false);
  pending ??= renewer(reason).finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * What a login in the dialog leads to. The same staff member: the waiting calls run again. Someone
 * else: the page starts afresh for them, because what is on it (a form half filled in, a list
 * narrowed) was the previous person's, and saving it would put their work under another name in
 * the audit.
 */
export function afterRenewal(previousUsername: string | null, signedInUsername: string): 'retry' | 'restart' {
  return previousUsername === null || previousUsername === signedInUsername ? 'retry' : 'restart';
}
