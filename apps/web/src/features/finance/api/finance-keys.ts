import { balanceQueryKey } from '@/lib/balance';

/**
 * Query keys of the money area. Each starts with 'finance' and the player's uid, so that one
 * player's balance or history is never shown to the next one on the same phone, and so that
 * a money movement can invalidate everything of the player at once.
 */
export const financeKeys = {
  all: (uid: string) => ['finance', uid] as const,
  /** Shared with the play page (lib/balance.ts). */
  balance: balanceQueryKey,
  cashMethods: (uid: string, type: number) => ['finance', uid, 'cash-methods', type] as const,
  depositAmounts: (uid: string, code: string) => ['finance', uid, 'deposit-amounts', code] as const,
  banks: (typeID: number) => ['finance', 'banks', typeID] as const,
  bankAccounts: (uid: string) => ['finance', uid, 'bank-accounts'] as const,
  holderName: (uid: string) => ['finance', uid, 'holder-name'] as const,
  transactions: (uid: string) => ['finance', uid, 'transactions'] as const,
  transaction: (uid: string, id: string) => ['finance', uid, 'transactions', 'one', id] as const,
  catalogue: (name: 'types' | 'categories', lang: string) => ['finance', 'catalogue', name, lang] as const,
};
