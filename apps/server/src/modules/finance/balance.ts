import { type Actor, playerOf } from '../../platform/actor.js';
import type { Services } from '../../services.js';

export interface PlayerBalance {
  balance: number;
  pending: number;
  currency: 'TRY';
}

/** What the player can play with or withdraw (held withdrawals excluded), in kuruş. */
export async function playerBalance(deps: Pick<Services, 'ledger'>, actor: Actor): Promise<PlayerBalance> {
  const accountId = await deps.ledger.playerCashAccountId(playerOf(actor).user.id);
  const balance = await deps.ledger.balance(accountId);
  return { balance: balance.availableKurus, pending: balance.pendingDebitsKurus, currency: 'TRY' };
}
