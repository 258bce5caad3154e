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
} as const;

/** Wins and losses of one game provider (our own studio is one provider among others). */
export function houseGameAccount(providerCode: string): string {
  return `house:game:${providerCode}`;
}

export function playerCashAccount(userId: number): string {
  return `player:${userId}:cash`;
}
