import { ROULETTE_PAYOUTS, type RouletteSpot, spotWins } from './bets.js';
import { ROULETTE_POCKETS } from './layout.js';

/** A return to player as an exact fraction. */
export interface ExactFraction {
  numerator: number;
  denominator: number;
}

/**
 * A spot's exact return to player: the sum over the 37 equally likely pockets of what one unit
 * staked on it returns, over 37. Every roulette bet gives 36/37 (97,30 %).
 */
export function rouletteSpotRtp(spot: RouletteSpot): ExactFraction {
  let returned = 0;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) {
    if (spotWins(spot, pocket)) returned += ROULETTE_PAYOUTS[spot.kind] + 1;
  }
  return { numerator: returned, denominator: ROULETTE_POCKETS };
}

/** The table's return in basis points (9730 = 97,30 %), as the lobby lists it. */
export const ROULETTE_RTP_BASIS_POINTS = Math.floor((36 / 37) * 10_000);
