import { MESSAGE_CODES } from '@bnw/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callErrorMessage } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { useAppStore } from '@/stores/app-store';
import { accountKeys } from '../api/account-keys';
import {
  type AuthenticatorOff,
  type AuthenticatorSetup,
  requestAuthenticatorCheck,
  requestAuthenticatorClear,
  requestAuthenticatorSetup,
} from '../api/authenticator';

/** The refusal to show under each field of the authenticator's forms. */
export interface FieldErrors {
  password: string | null;
  code: string | null;
}
const NO_ERRORS: FieldErrors = { password: null, code: null };

/** Refusals of the current password show under it; the others under the code. */
const PASSWORD_REFUSALS: readonly number[] = [
  MESSAGE_CODES.wrongCurrentPassword,
  MESSAGE_CODES.currentPasswordRequired,
];

function errorsOf(answer: { code: number; message: string }): FieldErrors {
  return PASSWORD_REFUSALS.includes(answer.code)
    ? { password: answer.message, code: null }
    : { password: null, code: answer.message };
}

/** After the second step changed: the menu's flag, the page's status and the profile's badge follow. */
function useAfterChange() {
  const queryClient = useQueryClient();
  const uid = usePlayerUid() ?? '';
  const setOtpStatus = useAppStore((state) => state.setOtpStatus);
  return async (enabled: boolean) => {
    setOtpStatus(enabled);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.authenticator(uid) }),
      queryClient.invalidateQueries({ queryKey: accountKeys.profile(uid) }),
    ]);
  };
}

/**
 * The authenticator page's three actions: start a set-up (the current password), confirm it (a
 * code), turn it off (password and code) or drop an unfinished set-up; with the set-up shown and
 * the refusals under their fields. `enabled` is the status the page shows now.
 */
export function useAuthenticatorActions(enabled: boolean) {
  const afterChange = useAfterChange();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const refuseCode = (error: unknown) => setErrors({ password: null, code: callErrorMessage(error) });
  const settle = async (answer: { result: boolean; code: number; message: string }, nowEnabled: boolean) => {
    if (!answer.result) return setErrors(errorsOf(answer));
    setSetup(null);
    setErrors(NO_ERRORS);
    await afterChange(nowEnabled);
  };

  const generate = useMutation({
    mutationKey: ['account', 'user_generate_ga'],
    mutationFn: requestAuthenticatorSetup,
    onSuccess: (answer) => {
      setErrors(answer.result ? NO_ERRORS : { password: answer.message, code: null });
      // A refusal may come from a status changed elsewhere (turned on from another phone).
      if (answer.result) setSetup(answer.data);
      else void afterChange(enabled);
    },
    onError: (error) => void callErrorMessage(error),
  });
  const confirm = useMutation({
    mutationKey: ['account', 'check_ga'],
    mutationFn: requestAuthenticatorCheck,
    onSuccess: (answer) => settle(answer, true),
    onError: refuseCode,
  });
  const clear = useMutation({
    mutationKey: ['account', 'clear_generated_ga'],
    mutationFn: (off?: AuthenticatorOff) => requestAuthenticatorClear(off),
    onSuccess: (answer) => settle(answer, false),
    onError: refuseCode,
  });
  return { setup, errors, generate, confirm, clear };
}
