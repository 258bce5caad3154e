import type { LoginData } from '@bnw/contract';
import { MESSAGE_CODES } from '@bnw/contract/constants';

/**
 * The login page as a state machine (section 4):
 *
 *   credentials --submit--> signingIn --second step needed--> code --submit--> verifying --ok--> done
 *        ^                      |  \--no second step--> done           ^           |
 *        |<---------refused-----+                                      +--wrong----+
 *        |<----------------------------------cancel / session gone-----------------+
 *
 * `error` is the server's message to show under the form (the notice shows it too).
 */
export type LoginState =
  | { step: 'credentials'; busy: boolean; error: string | null }
  | { step: 'code'; busy: boolean; error: string | null; login: LoginData }
  | { step: 'done' };

export type LoginEvent =
  | { type: 'submitCredentials' }
  | { type: 'refused'; message: string }
  | { type: 'codeRequired'; login: LoginData }
  | { type: 'submitCode' }
  | { type: 'codeRefused'; message: string }
  | { type: 'loggedIn' }
  /** Back to the first form: the player gave up the code step, or its restricted session is gone. */
  | { type: 'restart'; message?: string };

export const INITIAL_LOGIN_STATE: LoginState = { step: 'credentials', busy: false, error: null };

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submitCredentials':
      return state.step === 'credentials' && !state.busy ? { step: 'credentials', busy: true, error: null } : state;
    case 'refused':
      return state.step === 'credentials' ? { step: 'credentials', busy: false, error: event.message } : state;
    case 'codeRequired':
      return state.step === 'credentials' ? { step: 'code', busy: false, error: null, login: event.login } : state;
    case 'submitCode':
      return state.step === 'code' && !state.busy ? { ...state, busy: true, error: null } : state;
    case 'codeRefused':
      return state.step === 'code' ? { ...state, busy: false, error: event.message } : state;
    case 'loggedIn':
      return { step: 'done' };
    case 'restart':
      return { step: 'credentials', busy: false, error: event.message ?? null };
  }
}

/** What a refused login leads to (section 4). */
export type LoginFailureAction =
  /** Failed login or inactive account: logout without a call (local session and auth record removed). */
  | 'logout'
  /** Expired session, and any other failure: the session refresh. */
  | 'refresh';

export function afterLoginFailure(code: number): LoginFailureAction {
  return code === MESSAGE_CODES.failedLogin || code === MESSAGE_CODES.inactiveAccount ? 'logout' : 'refresh';
}
