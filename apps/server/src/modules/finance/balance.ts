import { playerBonusAccount, playerCashAccount } from '../../ledger/house-accounts.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import type { Services } from '../../services.js';

export interface PlayerBalance {
  balance: number;
  pending: number;
  /** The bonus balance: playable, not withdrawable. */
  bonus: number;
  currency: 'TRY';
}

/**
 * What the player can play with or withdraw (held withdrawals excluded), and their bonus balance
 * beside it, in kuruş: both accounts in one read (an account not made yet holds nothing).
 */
export async function playerBalance(deps: Pick<Services, 'db'>, actor: Actor): Promise<PlayerBalance> {
  const userId = playerOf(actor).user.id;
  const cashCode = playerCashAccount(userId);
  const rows = await deps.db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance', 'pending_debits'])
    .where('code', 'in', [cashCode, playerBonusAccount(userId)])
    .execute();
  const cash = rows.find((row) => row.code === cashCode);
  const bonus = rows.find((row) => row.code !== cashCode);
  return {
    balance: cash ? Number(cash.balance) - Number(cash.pending_debits) : 0,
    pending: cash ? Number(cash.pending_debits) : 0,
    bonus: bonus ? Math.max(0, Number(bonus.balance) - Number(bonus.pending_debits)) : 0,
    currency: 'TRY',
  };
}
