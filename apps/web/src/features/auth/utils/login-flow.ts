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
 * `error` is the server's message to show under the form (the notice shows it too);
 * `unconfirmed` says the refusal was an account whose e-mail address is not confirmed yet, so
 * the form can offer a new confirmation link.
 */
type CredentialsState = { step: 'credentials'; busy: boolean; error: string | null; unconfirmed: boolean };
export type LoginState =
  CredentialsState | { step: 'code'; busy: boolean; error: string | null; login: LoginData } | { step: 'done' };

export type LoginEvent =
  | { type: 'submitCredentials' }
  | { type: 'refused'; message: string; code?: number }
  | { type: 'codeRequired'; login: LoginData }
  | { type: 'submitCode' }
  | { type: 'codeRefused'; message: string }
  | { type: 'loggedIn' }
  /** Back to the first form: the player gave up the code step, or its restricted session is gone. */
  | { type: 'restart'; message?: string };

export const INITIAL_LOGIN_STATE: CredentialsState = {
  step: 'credentials',
  busy: false,
  error: null,
  unconfirmed: false,
};

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submitCredentials':
      return state.step === 'credentials' && !state.busy ? { ...INITIAL_LOGIN_STATE, busy: true } : state;
    case 'refused':
      return state.step === 'credentials'
        ? {
            step: 'credentials',
            busy: false,
            error: event.message,
            unconfirmed: event.code === MESSAGE_CODES.emailNotConfirmed,
          }
        : state;
    case 'codeRequired':
      return state.step === 'credentials' ? { step: 'code', busy: false, error: null, login: event.login } : state;
    case 'submitCode':
      return state.step === 'code' && !state.busy ? { ...state, busy: true, error: null } : state;
    case 'codeRefused':
      return state.step === 'code' ? { ...state, busy: false, error: event.message } : state;
    case 'loggedIn':
      return { step: 'done' };
    case 'restart':
      return { ...INITIAL_LOGIN_STATE, error: event.message ?? null };
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
