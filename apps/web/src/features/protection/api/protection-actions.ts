import type { ProtectionSettings } from '@bnw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallData, api } from '@/lib/api-client';
import { balanceQueryKey } from '@/lib/balance';
import { usePlayerUid } from '@/lib/session/player-uid';
import { protectionKeys } from './protection-keys';

/** The calls that change a setting; each answers the whole settings object. */
export type ProtectionChangeMethod =
  | 'protection.set_limit'
  | 'protection.skip_limit_prompt'
  | 'protection.review_limits'
  | 'protection.set_reality_check'
  | 'protection.set_session_limit'
  | 'protection.take_timeout'
  | 'protection.self_exclude'
  | 'protection.request_return'
  | 'protection.close_account';

/** An exclusion or a closure forfeits the open bonus: the header's balance (cash and bonus) is stale. */
const FORFEITS_BONUS: ReadonlySet<ProtectionChangeMethod> = new Set([
  'protection.self_exclude',
  'protection.close_account',
]);

/**
 * One protection call. Its answer, the whole settings object, goes straight into the query cache.
 * A refusal (result false) rejects: the client has shown the server's Turkish message as a notice
 * (a player action is not silent) and the cache keeps what it had.
 */
export function useProtectionChange<M extends ProtectionChangeMethod>(method: M) {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['protection', method],
    mutationFn: (data: CallData<M>) => api.request(method, data) as Promise<ProtectionSettings>,
    onSuccess: (settings) => {
      queryClient.setQueryData<ProtectionSettings>(protectionKeys.settings(uid), settings);
      if (FORFEITS_BONUS.has(method)) void queryClient.invalidateQueries({ queryKey: balanceQueryKey(uid) });
    },
  });
}
