import type { LoginData } from '@bnw/contract';
import { MESSAGE_CODES } from '@bnw/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { callErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { needsSecondStep, storeAuthRecord, storeLogin, storeSession } from '@/lib/session/login-storage';
import { refreshSession } from '@/lib/session/refresh';
import { takeReturnUrl } from '@/lib/session/return-url';
import { useAppStore } from '@/stores/app-store';
import { abandonCodeStep, requestCodeCheck, requestLogin } from '../api/login';
import { INITIAL_LOGIN_STATE, afterLoginFailure, loginReducer } from '../utils/login-flow';

/** Codes on which the code step's restricted session is gone: back to the first form. */
const SESSION_GONE: readonly number[] = [
  MESSAGE_CODES.sessionExpired,
  MESSAGE_CODES.noPermission,
  MESSAGE_CODES.inactiveAccount,
];

/**
 * The login of section 4: credentials, then (when the answer's secret is longer than 10
 * characters) the six-digit code, then the stored session, the return address and the
 * success notice. The calls run as mutations so that the loading bar shows them.
 */
export function useLoginFlow() {
  const [state, dispatch] = useReducer(loginReducer, INITIAL_LOGIN_STATE);
  const navigate = useNavigate();
  /** The login answer's success message, shown once the session is stored. */
  const successMessage = useRef('');

  const finish = (message: string) => {
    dispatch({ type: 'loggedIn' });
    void navigate(takeReturnUrl(), { replace: true });
    notify.positive(message);
  };

  const credentials = useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: async ({ username, password }: { username: string; password: string }) => {
      const answer = await requestLogin(username, password);
      if (!answer.result) {
        dispatch({ type: 'refused', message: answer.message, code: answer.code });
        if (afterLoginFailure(answer.code) === 'logout') useAppStore.getState().clearSession({ removeAuth: true });
        else void refreshSession();
        return;
      }
      const login: LoginData = answer.data;
      successMessage.current = answer.message;
      if (needsSecondStep(login)) {
        await storeAuthRecord(login);
        dispatch({ type: 'codeRequired', login });
        return;
      }
      await storeLogin(login);
      finish(answer.message);
    },
    onError: (error) => dispatch({ type: 'refused', message: callErrorMessage(error) }),
  });

  const code = useMutation({
    mutationKey: ['auth', 'check_ga'],
    mutationFn: async ({ value, login }: { value: string; login: LoginData }) => {
      const answer = await requestCodeCheck(value);
      if (!answer.result) {
        if (SESSION_GONE.includes(answer.code)) {
          useAppStore.getState().clearSession({ removeAuth: true });
          dispatch({ type: 'restart', message: answer.message });
        } else {
          dispatch({ type: 'codeRefused', message: answer.message });
        }
        return;
      }
      await storeSession(login);
      finish(successMessage.current || answer.message);
    },
    onError: (error) => dispatch({ type: 'codeRefused', message: callErrorMessage(error) }),
  });

  return {
    state,
    submitCredentials(username: string, password: string) {
      if (state.step !== 'credentials' || state.busy) return;
      dispatch({ type: 'submitCredentials' });
      credentials.mutate({ username, password });
    },
    submitCode(value: string) {
      if (state.step !== 'code' || state.busy) return;
      dispatch({ type: 'submitCode' });
      code.mutate({ value, login: state.login });
    },
    cancelCode() {
      void abandonCodeStep();
      useAppStore.getState().clearSession({ removeAuth: true });
      dispatch({ type: 'restart' });
    },
  };
}
