import type { RpcResponse } from '@bnw/contract/constants';
import { NO_PERMISSION_CODE, PANEL_HEADER, RPC_PATH } from '@bnw/contract/constants';
import {
  type BackofficeMethodInput,
  type BackofficeMethodName,
  type BackofficeMethodOutput,
  PANEL_BACKOFFICE,
} from '@bnw/contract/backoffice';
import { currentLanguage, staticText } from '../i18n/language';
import { clearSid, readSid } from './session';
import { RENEWABLE_CODES, renewSession } from './session-renewal';

/** The answers that mean "no staff session": missing, expired, locked. The app returns to its login page. */
export const SESSION_ENDED_CODES: readonly number[] = [6003, 6005, 6006];

/** How long one call may take before the back office gives up on it (an external call always has a timeout). */
export const CALL_TIMEOUT_MS = 30_000;

/** A call the server refused (`result: false`), or one that never got an answer. */
export class BackofficeError extends Error {
  constructor(
    message: string,
    /** The server's message code (6xxx, or a common one); 0 when no envelope came back. */
    readonly code: number,
    /** The server's short hint (field names of a validation error), never shown as the message. */
    readonly debug: string | null = null,
  ) {
    super(message);
    this.name = 'BackofficeError';
  }

  /** True when the staff session is gone and only a new login helps. */
  get endsSession(): boolean {
    return SESSION_ENDED_CODES.includes(this.code);
  }
}

/** Listeners told when the server refused a call for the role (it may have changed since the menu was drawn). */
const permissionRefusedListeners = new Set<() => void>();

export function onPermissionRefused(listener: () => void): () => void {
  permissionRefusedListeners.add(listener);
  return () => permissionRefusedListeners.delete(listener);
}

/** Listeners told when an answer ended the session (the auth provider sends the user to login). */
const sessionEndedListeners = new Set<(error: BackofficeError) => void>();

export function onSessionEnded(listener: (error: BackofficeError) => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

function isEnvelope(value: unknown): value is RpcResponse<unknown> {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.result === 'boolean' && typeof candidate.message === 'string' && typeof candidate.code === 'number';
}

async function post(body: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS);
  try {
    return await fetch(RPC_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [PANEL_HEADER]: PANEL_BACKOFFICE },
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    throw new BackofficeError(staticText('network'), 0);
  } finally {
    clearTimeout(timer);
  }
}

/** Input without `Lang`: the client adds the interface's language. */
export type CallInput<M extends BackofficeMethodName> = Omit<BackofficeMethodInput<M>, 'Lang'>;

/** How many times one call may be retried after a new login (each login is the user's own act). */
const MAX_RENEWALS = 3;

/**
 * One back-office call: the player site's envelope (`api`, `data` with `Lang`, `user.sid`) with the
 * `panel: backoffice` header and the staff sid. Resolves with `data`; rejects with BackofficeError
 * carrying the server's message in the interface's language. A session that ended under a call
 * (not a login's own calls) is renewed in place and the call made again, so what was being saved
 * is saved; only when the user gives up does the session end here.
 */
export async function callBackoffice<M extends BackofficeMethodName>(
  method: M,
  input: CallInput<M>,
): Promise<BackofficeMethodOutput<M>> {
  for (let renewals = 0; ; renewals += 1) {
    const sid = readSid();
    try {
      return await callOnce(method, input, sid);
    } catch (error) {
      if (!(error instanceof BackofficeError) || !error.endsSession) throw error;
      if (sid !== null && readSid() !== sid) continue; // another call has already signed in again
      const renewable = sid !== null && !method.startsWith('bo_auth.') && RENEWABLE_CODES.includes(error.code);
      if (renewable && renewals < MAX_RENEWALS && (await renewSession(error.message))) continue;
      endSession(error);
      throw error;
    }
  }
}

/** The session is gone for good: forgotten here, and the listeners send the user to the login page. */
function endSession(error: BackofficeError): void {
  clearSid();
  for (const listener of sessionEndedListeners) listener(error);
}

async function callOnce<M extends BackofficeMethodName>(
  method: M,
  input: CallInput<M>,
  sid: string | null,
): Promise<BackofficeMethodOutput<M>> {
  const dot = method.indexOf('.');
  const lang = currentLanguage();
  const body = JSON.stringify({
    api: { class: method.slice(0, dot), method: method.slice(dot + 1) },
    data: { ...input, Lang: lang },
    user: { sid, lang },
  });
  const response = await post(body);
  if (response.status >= 500) throw new BackofficeError(staticText('serverProblem'), 0);
  let envelope: unknown = null;
  try {
    envelope = await response.json();
  } catch {
    envelope = null;
  }
  if (!isEnvelope(envelope)) throw new BackofficeError(staticText('unexpectedAnswer'), 0);
  if (envelope.result) return envelope.data as BackofficeMethodOutput<M>;
  if (envelope.code === NO_PERMISSION_CODE) for (const listener of permissionRefusedListeners) listener();
  throw new BackofficeError(envelope.message, envelope.code, envelope.debug);
}
