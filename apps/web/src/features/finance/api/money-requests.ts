import type { MethodOutput } from '@bnw/contract';
import { LIMITS, MESSAGE_CODES } from '@bnw/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePlayerUid } from '@/lib/session/player-uid';
import type { MoneyRequest } from '../utils/money-form';
import { invalidateMoney } from './check-balance';
import { financeKeys } from './finance-keys';

export type MoneyAnswer = MethodOutput<'prepayServices.processTransaction'> & { message: string };

/** Sends a money form by the call its method names; a refusal rejects with the server's message. */
export async function sendMoneyRequest(request: MoneyRequest): Promise<MoneyAnswer> {
  // Silent: a payment failure is shown for 1 s (section 8), not with the client's 1.5 s default.
  const envelope =
    request.call === 'prepayServices.processTransaction'
      ? await api.call(request.call, request.data, { silent: true })
      : await api.call(request.call, request.data, { silent: true });
  if (!envelope.result) throw new ApiError('failed', envelope.message, envelope);
  return { ...envelope.data, message: envelope.message };
}

/**
 * The server refused a withdrawal because a bonus is open and the request did not confirm its
 * forfeit (bonusForfeitRequired). Nothing was recorded: the form asks, then sends the same
 * request again with `forfeitBonus: true`.
 */
export function isBonusForfeitRequired(error: unknown): boolean {
  return error instanceof ApiError && error.envelope?.code === MESSAGE_CODES.bonusForfeitRequired;
}

/** Errors the client has already told the player about (an HTTP 500, maintenance). */
function alreadyNotified(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'server' || error.kind === 'maintenance');
}

/**
 * A deposit or withdrawal. Failure: the server's message as a negative notice for 1 second
 * (LIMITS.paymentFailureNoticeMs). Success: its message as a positive notice, the balance the
 * answer carries straight into the header, and every history list refreshed.
 */
export function useMoneyRequest() {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMoneyRequest,
    onSuccess: (answer) => {
      notify.positive(answer.message);
      queryClient.setQueryData(financeKeys.balance(uid), answer.balance);
      void invalidateMoney(queryClient, uid);
    },
    onError: (error) => {
      // The forfeit question is a sheet of its own, not a failure notice.
      if (alreadyNotified(error) || isBonusForfeitRequired(error)) return;
      notify.negative(error instanceof Error ? error.message : String(error), {
        durationMs: LIMITS.paymentFailureNoticeMs,
        id: 'payment-failure',
      });
    },
  });
}
