/** Protocol constants and the answer envelope of section 7, free of schema code. */

export const RPC_PATH = '/endpoint/v1';
/** Header the player site sends on every call (section 7). */
export const PANEL_HEADER = 'panel';
export const PANEL_FRONTEND = 'frontend';
/**
 * Largest body of a back-office call by default (BACKOFFICE_BODY_LIMIT_BYTES: it carries pictures);
 * a player-site call's limit is much smaller (RPC_BODY_LIMIT_BYTES). Larger is refused with 413.
 */
export const MAX_BODY_BYTES = 256 * 1024;

export interface RpcResponse<T = unknown> {
  result: boolean;
  message: string;
  code: number;
  /** A short machine hint (never a stack trace): 'anonymous user', field names of a validation error, ... */
  debug: string | null;
  data: T;
}

/** `class.method`, the key of a handler. */
export function methodKey(cls: string, method: string): string {
  return `${cls}.${method}`;
}
