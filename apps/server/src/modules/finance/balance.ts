import type { Services } from '../../services.js';

export interface PlayerBalance {
  balance: number;
  pending: number;
  currency: 'TRY';
}

/** What the player can play with or withdraw (held withdrawals excluded), in kuruş. */
export async function playerBalance(services: Services, userId: number): Promise<PlayerBalance> {
  const accountId = await services.ledger.playerCashAccountId(userId);
  const balance = await services.ledger.balance(accountId);
  return { balance: balance.availableKurus, pending: balance.pendingDebitsKurus, currency: 'TRY' };
}
