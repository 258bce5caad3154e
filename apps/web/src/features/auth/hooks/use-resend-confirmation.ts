import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callErrorMessage } from '@/lib/api-client';
import { requestConfirmationResend } from '../api/register';

/** The server's answer to a request for a new confirmation link, shown where it was asked. */
export interface ResendOutcome {
  ok: boolean;
  message: string;
}

/** Asks a new confirmation link for the account a username or e-mail address names. */
export function useResendConfirmation() {
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);
  const resend = useMutation({
    mutationKey: ['auth', 'resend_confirmation'],
    mutationFn: requestConfirmationResend,
    onSuccess: (answer) => setOutcome({ ok: answer.result, message: answer.message }),
    onError: (error) => setOutcome({ ok: false, message: callErrorMessage(error, null) }),
  });
  return {
    outcome,
    pending: resend.isPending,
    send(login: string) {
      if (resend.isPending) return;
      setOutcome(null);
      resend.mutate(login);
    },
  };
}
