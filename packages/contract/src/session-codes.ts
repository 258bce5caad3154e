/**
 * The codes every page's request path acts on, in a module of their own: a client's first page
 * imports these and not the whole catalogue of message-codes.ts (a bundle keeps a module, and an
 * object, whole).
 */
export const SESSION_EXPIRED_CODE = 401;
export const NO_PERMISSION_CODE = 403;
export const FAILED_LOGIN_CODE = 4012;
export const INACTIVE_ACCOUNT_CODE = 4031;
export const MAINTENANCE_CODE = 503;

export const MAINTENANCE_MESSAGE = 'This site is under maintenance';

/** Codes on which the client clears its local session (section 4). */
export const SESSION_CLEARING_CODES: readonly number[] = [
  SESSION_EXPIRED_CODE,
  FAILED_LOGIN_CODE,
  NO_PERMISSION_CODE,
  INACTIVE_ACCOUNT_CODE,
];
/** Codes on which the client also removes the auth record (section 4). */
export const AUTH_CLEARING_CODES: readonly number[] = [FAILED_LOGIN_CODE, INACTIVE_ACCOUNT_CODE];
/** `debug` value that marks a call the server treated as anonymous although it carried a session. */
export const ANONYMOUS_USER_DEBUG = 'anonymous user';
