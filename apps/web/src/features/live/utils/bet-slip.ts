import { LIVE_BETS_PER_CALL_MAX, type LiveBetInput, type LiveGame, type OwnLiveTableTile } from '@bnw/contract';
import { isBaccaratStake } from '@bnw/game-math/engines/baccarat';
import { type RouletteSpot, spotKey, spotProblem } from '@bnw/game-math/engines/roulette';

/** Where a chip lies: a roulette spot (the game's own shapes) or a baccarat box. */
export type BetSpot = RouletteSpot | { kind: 'player' | 'banker' | 'tie' };

/** One tap: a chip of `stakeKurus` on `spot`. The slip is the taps in order, so undo takes the last one off. */
export interface ChipTap {
  key: string;
  spot: BetSpot;
  stakeKurus: number;
}

export type SlipProblem = 'spotInvalid' | 'stakeStep' | 'aboveMax' | 'roundLimit' | 'tooManySpots';

/** The same text the server gives a bet ('split:1-2', 'dozen:2', 'red', 'banker'). */
export function keyOfSpot(spot: BetSpot): string {
  return isBaccaratSpot(spot) ? spot.kind : spotKey(spot);
}

/** Each spot's total on the slip, by key. */
export function stakesBySpot(taps: readonly ChipTap[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const tap of taps) totals.set(tap.key, (totals.get(tap.key) ?? 0) + tap.stakeKurus);
  return totals;
}

export function slipTotalKurus(taps: readonly ChipTap[]): number {
  return taps.reduce((sum, tap) => sum + tap.stakeKurus, 0);
}

/**
 * Why a chip may not go on the slip, or null: a spot the game does not have, a stake off the
 * table's step, a spot above the table's highest bet, the round's total above its limit (what was
 * already placed this round counts), or more spots than one call takes. The server checks it all
 * again; this spares the player a refusal for what the page already knows.
 */
export function chipProblem(
  taps: readonly ChipTap[],
  tap: ChipTap,
  game: LiveGame,
  limits: OwnLiveTableTile['limits'],
  placedKurus: number,
): SlipProblem | null {
  if (game === 'roulette' ? !isRouletteSpot(tap.spot) : !isBaccaratSpot(tap.spot)) return 'spotInvalid';
  if (game === 'baccarat' && !isBaccaratStake(tap.stakeKurus)) return 'stakeStep';
  if (limits.stakeStepKurus > 0 && tap.stakeKurus % limits.stakeStepKurus !== 0) return 'stakeStep';
  const totals = stakesBySpot(taps);
  if ((totals.get(tap.key) ?? 0) + tap.stakeKurus > limits.maxBetKurus) return 'aboveMax';
  if (placedKurus + slipTotalKurus(taps) + tap.stakeKurus > limits.maxRoundKurus) return 'roundLimit';
  if (!totals.has(tap.key) && totals.size >= LIVE_BETS_PER_CALL_MAX) return 'tooManySpots';
  return null;
}

function isRouletteSpot(spot: BetSpot): spot is RouletteSpot {
  return !isBaccaratSpot(spot) && spotProblem(spot) === null;
}

function isBaccaratSpot(spot: BetSpot): spot is { kind: 'player' | 'banker' | 'tie' } {
  return spot.kind === 'player' || spot.kind === 'banker' || spot.kind === 'tie';
}

/** Spots whose total is below the table's lowest bet: the button waits until each has enough. */
export function spotsBelowMin(taps: readonly ChipTap[], minBetKurus: number): string[] {
  return [...stakesBySpot(taps)].filter(([, total]) => total < minBetKurus).map(([key]) => key);
}

/** The slip as one place_bets call's bets: one bet a spot, its chips added up, in the order first tapped. */
export function betsOfSlip(taps: readonly ChipTap[]): LiveBetInput[] {
  const totals = stakesBySpot(taps);
  const bets: LiveBetInput[] = [];
  const seen = new Set<string>();
  for (const { key, spot } of taps) {
    if (seen.has(key)) continue;
    seen.add(key);
    const stakeKurus = totals.get(key) ?? 0;
    if ('numbers' in spot) bets.push({ kind: spot.kind, numbers: [...spot.numbers], stakeKurus });
    else if ('index' in spot) bets.push({ kind: spot.kind, index: spot.index, stakeKurus });
    else bets.push({ kind: spot.kind, stakeKurus });
  }
  return bets;
}

/** The chips a player can pick at a table: its lowest bet and round multiples of it up to its highest. */
export function chipValuesKurus(limits: OwnLiveTableTile['limits']): number[] {
  const values = new Set<number>();
  for (const multiple of [1, 2, 5, 10, 25, 50, 100]) {
    const value = limits.minBetKurus * multiple;
    if (value <= limits.maxBetKurus) values.add(value);
  }
  return [...values].slice(0, 5);
}
