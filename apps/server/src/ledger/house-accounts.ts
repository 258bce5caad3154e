/**
 * The operator's side of every movement. A house account may go below zero: the bank
 * clearing account, for example, is negative by the money that came in through the bank.
 */
export const HOUSE_ACCOUNTS = {
  /** Money that arrived at or left through the operator's bank accounts. */
  bankClearing: 'house:bank_clearing',
  /** Withdrawals approved and owed to players until paid out. */
  withdrawalsPayable: 'house:withdrawals_payable',
  /** Corrections made by staff. */
  adjustments: 'house:adjustments',
  /** Play money handed out in demo mode. */
  demoFunding: 'house:demo_funding',
  /** Tournament prizes paid to players. */
  tournamentPrizes: 'house:tournament_prizes',
  /** Bonuses granted to players, less what came back on expiry or forfeit. */
  bonuses: 'house:bonus',
} as const;

/**
 * Wins and losses of one game provider (our own studio is one provider among others), kept on
 * `shards` rows: a player's bets always use the same row (user id modulo the shard count), so two
 * players' bets never wait for each other's row lock. The provider's figure is the sum of its rows.
 */
export function houseGameAccount(providerCode: string, userId: number, shards: number): string {
  return `house:game:${providerCode}:${userId % shards}`;
}

export function playerCashAccount(userId: number): string {
  return `player:${userId}:cash`;
}

/** Bonus money: playable, not withdrawable until its wagering converts it to cash. */
export function playerBonusAccount(userId: number): string {
  return `player:${userId}:bonus`;
}
