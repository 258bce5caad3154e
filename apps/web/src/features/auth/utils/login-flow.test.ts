import type { LoginData } from '@bnw/contract';
import { MESSAGE_CODES } from '@bnw/contract/constants';
import { describe, expect, it } from 'vitest';
import { INITIAL_LOGIN_STATE, type LoginState, afterLoginFailure, loginReducer } from './login-flow';

const LOGIN = { gasecret: 'TOTP-REQUIRED-2FA' } as LoginData;

describe('the login state machine', () => {
  it('goes credentials -> signing in -> done without a second step', () => {
    const busy = loginReducer(INITIAL_LOGIN_STATE, { type: 'submitCredentials' });
    expect(busy).toEqual({ step: 'credentials', busy: true, error: null, unconfirmed: false });
    expect(loginReducer(busy, { type: 'loggedIn' })).toEqual({ step: 'done' });
  });

  it('ignores a second submit while one runs', () => {
    const busy = loginReducer(INITIAL_LOGIN_STATE, { type: 'submitCredentials' });
    expect(loginReducer(busy, { type: 'submitCredentials' })).toBe(busy);
  });

  it('shows the refusal and lets the player try again', () => {
    const refused = loginReducer(loginReducer(INITIAL_LOGIN_STATE, { type: 'submitCredentials' }), {
      type: 'refused',
      message: 'Kullanıcı adı veya şifre hatalı.',
    });
    expect(refused).toEqual({
      step: 'credentials',
      busy: false,
      error: 'Kullanıcı adı veya şifre hatalı.',
      unconfirmed: false,
    });
    expect(loginReducer(refused, { type: 'submitCredentials' })).toEqual({
      step: 'credentials',
      busy: true,
      error: null,
      unconfirmed: false,
    });
  });

  it('marks the refusal of an account whose e-mail address is not confirmed, until the next submit', () => {
    const refused = loginReducer(loginReducer(INITIAL_LOGIN_STATE, { type: 'submitCredentials' }), {
      type: 'refused',
      message: 'Giriş yapmadan önce hesabınızı onaylayın.',
      code: MESSAGE_CODES.emailNotConfirmed,
    });
    expect(refused).toMatchObject({ step: 'credentials', unconfirmed: true });
    expect(loginReducer(refused, { type: 'submitCredentials' })).toMatchObject({ unconfirmed: false });
  });

  it('asks for the code, keeps asking after a wrong one, finishes after the right one', () => {
    const code = loginReducer(loginReducer(INITIAL_LOGIN_STATE, { type: 'submitCredentials' }), {
      type: 'codeRequired',
      login: LOGIN,
    });
    expect(code).toEqual({ step: 'code', busy: false, error: null, login: LOGIN });
    const checking = loginReducer(code, { type: 'submitCode' });
    expect(checking).toMatchObject({ step: 'code', busy: true });
    const wrong = loginReducer(checking, { type: 'codeRefused', message: 'Girdiğiniz kod hatalı.' });
    expect(wrong).toEqual({ step: 'code', busy: false, error: 'Girdiğiniz kod hatalı.', login: LOGIN });
    expect(loginReducer(loginReducer(wrong, { type: 'submitCode' }), { type: 'loggedIn' })).toEqual({ step: 'done' });
  });

  it('goes back to the first form when the code step is given up or its session is gone', () => {
    const code: LoginState = { step: 'code', busy: true, error: null, login: LOGIN };
    expect(loginReducer(code, { type: 'restart' })).toEqual(INITIAL_LOGIN_STATE);
    expect(loginReducer(code, { type: 'restart', message: 'Oturumunuzun süresi doldu.' })).toEqual({
      step: 'credentials',
      busy: false,
      error: 'Oturumunuzun süresi doldu.',
      unconfirmed: false,
    });
  });

  it('ignores events that do not belong to the current step', () => {
    expect(loginReducer(INITIAL_LOGIN_STATE, { type: 'submitCode' })).toBe(INITIAL_LOGIN_STATE);
    expect(loginReducer(INITIAL_LOGIN_STATE, { type: 'codeRefused', message: 'x' })).toBe(INITIAL_LOGIN_STATE);
    const code: LoginState = { step: 'code', busy: false, error: null, login: LOGIN };
    expect(loginReducer(code, { type: 'refused', message: 'x' })).toBe(code);
  });
});

describe('after a refused login (section 4)', () => {
  it('logs out without a call on failed login and inactive account', () => {
    expect(afterLoginFailure(MESSAGE_CODES.failedLogin)).toBe('logout');
    expect(afterLoginFailure(MESSAGE_CODES.inactiveAccount)).toBe('logout');
  });

  it('refreshes the session on an expired session and anything else', () => {
    expect(afterLoginFailure(MESSAGE_CODES.sessionExpired)).toBe('refresh');
    expect(afterLoginFailure(MESSAGE_CODES.emailNotConfirmed)).toBe('refresh');
    expect(afterLoginFailure(MESSAGE_CODES.tooManyAttempts)).toBe('refresh');
  });
});
