import { readPlayerMoney } from '../../ledger/player-money.js';
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
  const { cash, bonus } = await readPlayerMoney(deps.db, playerOf(actor).user.id);
  return {
    balance: cash?.availableKurus ?? 0,
    pending: cash?.pendingDebitsKurus ?? 0,
    bonus: bonus?.availableKurus ?? 0,
    currency: 'TRY',
  };
}
