import { PANEL_FRONTEND, PANEL_HEADER, RPC_PATH, type UserPart } from '@bnw/contract';
import { PANEL_BACKOFFICE } from '@bnw/contract/backoffice';
import { type Figures, saturate } from '../support/load.js';

/** How many callers ask a reading call at once: a few staff or players, not a crowd. */
export const READERS = 4;

export interface CallFigures extends Figures {
  /** Calls that failed (answered result false, timed out); a failure is counted, not retried. */
  failures: number;
}

export class CallFailed extends Error {}

/** One RPC over real HTTP; throws CallFailed with the server's message when the answer is not a success. */
export async function rpc<T = unknown>(
  baseUrl: string,
  method: string,
  data: Record<string, unknown>,
  options: { user?: UserPart; panel?: string; timeoutMs?: number } = {},
): Promise<T> {
  const [className, methodName] = method.split('.');
  const response = await fetch(`${baseUrl}${RPC_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PANEL_HEADER]: options.panel ?? PANEL_FRONTEND },
    body: JSON.stringify({
      api: { class: className, method: methodName },
      data,
      ...(options.user ? { user: options.user } : {}),
    }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const answer = (await response.json()) as { result: boolean; message: string; data: T };
  if (!answer.result) throw new CallFailed(`${method}: ${answer.message}`);
  return answer.data;
}

/** A back-office call; without `sid` (set-up and login) it carries no session. */
export const staffRpc = <T = unknown>(
  baseUrl: string,
  sid: string | null,
  method: string,
  data: Record<string, unknown>,
) => rpc<T>(baseUrl, method, data, { ...(sid ? { user: { sid } } : {}), panel: PANEL_BACKOFFICE });

/**
 * Closed loop over `operations` (one worker each) for the phase, failures counted beside the
 * figures; the first failure's message is kept so a broken call does not pass for a fast one.
 */
export async function measureCalls(
  operations: Array<() => Promise<unknown>>,
): Promise<CallFigures & { error?: string }> {
  let failures = 0;
  let error: string | undefined;
  const guarded = operations.map((operation) => async () => {
    try {
      await operation();
    } catch (failure) {
      failures += 1;
      error ??= failure instanceof Error ? failure.message : String(failure);
    }
  });
  const figures = await saturate(guarded);
  return { ...figures, failures, ...(error ? { error } : {}) };
}

/** The same call from READERS callers. */
export function readers(call: () => Promise<unknown>): Array<() => Promise<unknown>> {
  return Array.from({ length: READERS }, () => call);
}

export const ratio = (part: Figures, whole: Figures) =>
  Math.round((part.perSecond / Math.max(1, whole.perSecond)) * 1000) / 1000;
