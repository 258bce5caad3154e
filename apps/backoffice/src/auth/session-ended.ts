/**
 * Why the last session ended (the server's 6005/6006/6003 message), shown once by the login page:
 * react-admin only notifies a refusal while the session still looks valid, and by then it is gone.
 */
const ENDED_KEY = 'bnw.backoffice.ended';

export function rememberSessionEnd(message: string): void {
  try {
    window.sessionStorage.setItem(ENDED_KEY, message);
  } catch {
    // Without storage the login page simply shows no reason.
  }
}

export function readSessionEnd(): string | null {
  try {
    return window.sessionStorage.getItem(ENDED_KEY);
  } catch {
    return null;
  }
}

/** Once shown (or made moot by a new attempt), the reason is forgotten. */
export function forgetSessionEnd(): void {
  try {
    window.sessionStorage.removeItem(ENDED_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
