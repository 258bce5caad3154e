import type { Bank, BankAccount } from '@bnw/contract';
import { BANK_TYPE, DEFAULT_SITE_TYPE } from '@bnw/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readStoredProfile } from '@/lib/session/stored-session';
import { usePlayerUid } from '@/lib/session/player-uid';
import { financeKeys } from './finance-keys';

/** finance.list_banks {typeID} (1 banks, 2 FAST receivers). */
export function useBanks(typeID: number = BANK_TYPE.bank) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: financeKeys.banks(typeID),
    queryFn: ({ signal }): Promise<Bank[]> => api.request('finance.list_banks', { typeID }, { silent: true, signal }),
    enabled: uid !== null,
    staleTime: 30 * 60_000,
  });
}

/** finance.list_bank_accounts {SiteType, showPrepaid: 1}: the player's saved accounts. */
export function useBankAccounts() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: financeKeys.bankAccounts(uid ?? ''),
    queryFn: ({ signal }): Promise<BankAccount[]> =>
      api.request(
        'finance.list_bank_accounts',
        { SiteType: DEFAULT_SITE_TYPE, showPrepaid: 1 },
        { silent: true, signal },
      ),
    enabled: uid !== null,
  });
}

/** finance.get_bank_account {bankID: the saved account's id}, fresh before editing. */
export function getBankAccount(bankAccountID: number): Promise<BankAccount> {
  return api.request('finance.get_bank_account', { bankID: bankAccountID });
}

export interface SaveBankAccountInput {
  bankAccountID?: number;
  bankID: number;
  iban: string;
  holderName: string;
}

/** finance.save_bank_account: adds, or updates with bankAccountID; the server's notice says which. */
export function useSaveBankAccount() {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveBankAccountInput) =>
      api.request('finance.save_bank_account', input, { notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.bankAccounts(uid) }),
  });
}

/** finance.delete_bank_account {bankAccountID}. */
export function useDeleteBankAccount() {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankAccountID: number) =>
      api.request('finance.delete_bank_account', { bankAccountID }, { notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.bankAccounts(uid) }),
  });
}

/** First and last name of a profile, when it carries them. */
export function nameOfProfile(profile: Record<string, unknown> | null | undefined): string | null {
  const first = typeof profile?.first_name === 'string' ? profile.first_name.trim() : '';
  const last = typeof profile?.last_name === 'string' ? profile.last_name.trim() : '';
  const name = `${first} ${last}`.trim();
  return name === '' ? null : name;
}

/**
 * The player's name, which an account holder must be: from the stored profile when it holds
 * it, otherwise from user.get_user_profile.
 */
export function usePlayerName() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: financeKeys.holderName(uid ?? ''),
    queryFn: async ({ signal }): Promise<string> => {
      const stored = nameOfProfile(readStoredProfile());
      if (stored) return stored;
      const profile = await api.request('user.get_user_profile', {}, { silent: true, signal });
      return nameOfProfile(profile) ?? '';
    },
    enabled: uid !== null,
    staleTime: 10 * 60_000,
  });
}
