import type { BaccaratWinner } from './rules.js';

/**
 * The three bets. Player pays 1 to 1; banker pays 1 to 1 less a 5 % commission on the win (0.95
 * to 1); tie pays 8 to 1. A player or banker bet is returned (a push) when the coup ties.
 * Stakes are whole lira at our tables (BACCARAT_STAKE_STEP_KURUS), so 95 % of a stake is whole
 * kuruş and the payout is exact.
 */
export const BACCARAT_BET_KINDS = ['player', 'banker', 'tie'] as const;
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];

export const BACCARAT_STAKE_STEP_KURUS = 100;
export const BANKER_COMMISSION_PERCENT = 5;
export const TIE_PAYOUT = 8;

export interface BaccaratBet {
  kind: BaccaratBetKind;
  stakeKurus: number;
}

export function isBaccaratStake(stakeKurus: number): boolean {
  return Number.isSafeInteger(stakeKurus) && stakeKurus > 0 && stakeKurus % BACCARAT_STAKE_STEP_KURUS === 0;
}

/** What a bet returns for the coup's winner: stake and payout, the stake alone on a push, or nothing. */
export function baccaratReturnKurus(bet: BaccaratBet, winner: BaccaratWinner): number {
  if (!isBaccaratStake(bet.stakeKurus)) throw new RangeError('a baccarat stake is a positive whole number of lira');
  if (bet.kind === 'tie') return winner === 'tie' ? bet.stakeKurus * (TIE_PAYOUT + 1) : 0;
  if (winner === 'tie') return bet.stakeKurus;
  if (winner !== bet.kind) return 0;
  if (bet.kind === 'player') return bet.stakeKurus * 2;
  return bet.stakeKurus + (bet.stakeKurus * (100 - BANKER_COMMISSION_PERCENT)) / 100;
}

export function settleBaccaratBets(bets: readonly BaccaratBet[], winner: BaccaratWinner): number[] {
  return bets.map((bet) => baccaratReturnKurus(bet, winner));
}
