import type { CashMethod } from '@bnw/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { financeKeys } from './finance-keys';

export type CashMethodType = 1 | 2;

/**
 * The server lists favourites, then highlighted methods, first; the same order is kept here
 * (a stable sort) so that a favourite toggled a moment ago moves without waiting for a refetch.
 */
export function orderMethods(methods: readonly CashMethod[]): CashMethod[] {
  return [...methods].sort(
    (a, b) => Number(b.favorite) - Number(a.favorite) || Number(b.highlighted) - Number(a.highlighted),
  );
}

/** finance.list_cash_methods {Type: 1 deposit | 2 withdraw}. */
export async function listCashMethods(type: CashMethodType, signal?: AbortSignal): Promise<CashMethod[]> {
  const methods = await api.request(
    'finance.list_cash_methods',
    { Type: type },
    { silent: true, ...(signal ? { signal } : {}) },
  );
  return orderMethods(methods);
}

export const cashMethodsQueryOptions = (uid: string, type: CashMethodType) =>
  queryOptions({
    queryKey: financeKeys.cashMethods(uid, type),
    queryFn: ({ signal }) => listCashMethods(type, signal),
  });

export function useCashMethods(type: CashMethodType) {
  const uid = usePlayerUid();
  return useQuery({ ...cashMethodsQueryOptions(uid ?? '', type), enabled: uid !== null });
}

/** envoy.getDepositAmounts {bankcode: the method's code}: quick-pick amounts in kuruş. */
export async function getDepositAmounts(code: string, signal?: AbortSignal): Promise<number[]> {
  const data = await api.request(
    'envoy.getDepositAmounts',
    { bankcode: code },
    { silent: true, ...(signal ? { signal } : {}) },
  );
  return data.amounts.filter((amount) => Number.isSafeInteger(amount) && amount > 0);
}

export function useDepositAmounts(code: string, enabled: boolean) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: financeKeys.depositAmounts(uid ?? '', code),
    queryFn: ({ signal }) => getDepositAmounts(code, signal),
    enabled: enabled && uid !== null,
    staleTime: 10 * 60_000,
  });
}

/**
 * add_favorite_cash_method / remove_favorite_cash_method {methodID}. The star changes at
 * once; a refusal puts it back (and the client shows the server's message).
 */
export function useToggleFavoriteMethod(type: CashMethodType) {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  const key = financeKeys.cashMethods(uid, type);
  return useMutation({
    mutationFn: ({ methodID, favorite }: { methodID: number; favorite: boolean }) =>
      api.request(
        favorite ? 'finance.add_favorite_cash_method' : 'finance.remove_favorite_cash_method',
        { methodID },
        { notifySuccess: true },
      ),
    onMutate: async ({ methodID, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CashMethod[]>(key);
      if (before) {
        queryClient.setQueryData<CashMethod[]>(
          key,
          orderMethods(before.map((method) => (method.methodID === methodID ? { ...method, favorite } : method))),
        );
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
