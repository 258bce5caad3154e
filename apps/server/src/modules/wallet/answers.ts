import { WALLET_CURRENCY, type WalletAnswer, type WalletStatus } from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { WalletRefusal } from './caller.js';
import type { WalletDeps } from './deps.js';

/** The player's available cash, what every answer carries. */
export async function availableBalance(
  deps: Pick<WalletDeps, 'ledger'>,
  userId: number,
  db?: Kysely<Database>,
): Promise<number> {
  const accountId = await deps.ledger.playerCashAccountId(userId, db);
  return (await deps.ledger.balance(accountId, db)).availableKurus;
}

export function answer(status: WalletStatus, balance: number, transactionId?: string): WalletAnswer {
  return {
    status,
    balance,
    currency: WALLET_CURRENCY,
    ...(transactionId === undefined ? {} : { transaction_id: transactionId }),
  };
}

/**
 * Runs a call and turns a refusal into its answer. The balance is told only once the token named
 * a player (`known.userId`); before that, a caller learns nothing about anyone's money.
 */
export async function answeringRefusals(
  deps: Pick<WalletDeps, 'ledger'>,
  known: { userId: number | null },
  transactionId: string | undefined,
  run: () => Promise<WalletAnswer>,
): Promise<WalletAnswer> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof WalletRefusal)) throw error;
    const balance = known.userId === null ? 0 : await availableBalance(deps, known.userId);
    return answer(error.status, balance, transactionId);
  }
}
