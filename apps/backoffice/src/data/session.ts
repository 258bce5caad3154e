/**
 * The staff session id lives in sessionStorage: it ends with the browser tab, and a second tab
 * logs in on its own. The server ends it anyway after 30 idle minutes or 8 hours.
 */
const SID_KEY = 'bnw.backoffice.sid';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSid(): string | null {
  return storage()?.getItem(SID_KEY) ?? null;
}

export function storeSid(sid: string): void {
  storage()?.setItem(SID_KEY, sid);
}

export function clearSid(): void {
  storage()?.removeItem(SID_KEY);
}
