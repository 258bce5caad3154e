import type { MessageKey } from '@bnw/contract';

/** What a handler answers: the envelope's result, the message to show and the data. */
export interface Outcome<T> {
  result: boolean;
  message: MessageKey;
  messageParams?: Record<string, string | number>;
  data: T;
}

export function ok<T>(data: T, message: MessageKey = 'ok'): Outcome<T> {
  return { result: true, message, data };
}

/** A refusal that still carries data (for example the maintenance check answering "down"). */
export function refuse<T>(message: MessageKey, data: T, messageParams?: Record<string, string | number>): Outcome<T> {
  return { result: false, message, data, ...(messageParams ? { messageParams } : {}) };
}

/**
 * Thrown anywhere below a handler to answer `result:false` with a catalogue message.
 * It is an expected outcome, not a failure: it is never logged as an error.
 */
export class RpcError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly debug: string | null = null,
  ) {
    super(messageKey);
    this.name = 'RpcError';
  }
}
