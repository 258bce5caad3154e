import type { RandomSource } from '../../random.js';
import { type Fraction, fraction, multiplyFractions, sumFractions } from './fraction.js';

/**
 * The shapes the draw games share. Odds are decimals with two places, kept as integer hundredths
 * (190 is 1.90: a winning ₺10 returns ₺19). Money is integer kuruş; a return is rounded down.
 */

/** The draw games of bet-on-games, as stable ids (coupons and stored draws name them). */
export type DrawGameId = 'lucky-six' | 'dice-duel';

/** Odds are written in hundredths: 190 is 1.90. */
export const ODDS_UNIT = 100;

/** A published return to player must lie in this band (basis points of the stake). */
export const DRAW_RTP_FLOOR_BASIS_POINTS = 9_000;
export const DRAW_RTP_CEILING_BASIS_POINTS = 9_600;

/** One outcome a player can back in a fixed-odds market, with its exact probability and odds. */
export interface FixedSelection {
  /** Stable id inside its market: `over`, `red`, `7`. */
  id: string;
  nameTr: string;
  nameEn: string;
  probability: Fraction;
  oddsHundredths: number;
}

/** A market whose selections each pay one fixed odds when they win. */
export interface FixedOddsMarket<Result> {
  kind: 'fixed';
  /** Stable id inside its game: `first-ball-over-under`. */
  id: string;
  nameTr: string;
  nameEn: string;
  /** The return the odds were priced for, in basis points; the published RTP is what the rounded odds give. */
  targetRtpBasisPoints: number;
  selections: readonly FixedSelection[];
  /** Whether the selection wins on this result (the selection id is one of `selections`). */
  wins(result: Result, selectionId: string): boolean;
}

/** One row of a position-paid market's table: completed by the ball at `position` (1-based). */
export interface PositionOdds {
  position: number;
  probability: Fraction;
  oddsHundredths: number;
}

/**
 * A market whose selection is the player's own numbers and pays by the position of the ball that
 * completes them (lucky six's six numbers). Every selection has the same table by symmetry.
 */
export interface PositionOddsMarket<Result> {
  kind: 'position';
  id: string;
  nameTr: string;
  nameEn: string;
  /** Positions in ascending order; a position missing from the table pays nothing. */
  table: readonly PositionOdds[];
  /** Null when the id is a valid selection of this market, else why not. */
  selectionProblem(selectionId: string): string | null;
  /** The 1-based position of the ball that completes the selection, or null when it is not completed. */
  completedAt(result: Result, selectionId: string): number | null;
}

export type DrawMarket<Result> = FixedOddsMarket<Result> | PositionOddsMarket<Result>;

/** A scheduled draw game: how a draw is made, its markets, and which markets may be combined. */
export interface DrawGame<Result> {
  id: DrawGameId;
  nameTr: string;
  nameEn: string;
  rulesTr: string;
  rulesEn: string;
  /** A draw every this many seconds (the server's schedule). */
  drawIntervalSeconds: number;
  /** One draw from the source, in a fixed order of integers (docs/provably-fair.md). */
  draw(random: RandomSource): Result;
  /** Null when a stored or received result is a possible result of this game, else why not. */
  resultProblem(result: unknown): string | null;
  markets: ReadonlyArray<DrawMarket<Result>>;
  /**
   * Pairs of markets of one draw whose events are exactly independent for every pair of their
   * selections (a test proves each by enumeration): only these may share a combination.
   */
  independentMarkets: ReadonlyArray<readonly [string, string]>;
}

/**
 * The odds for a probability and a target return: the largest two-decimal odds whose return does
 * not exceed the target, floor(target / p) in hundredths. The published RTP is p × these odds.
 */
export function oddsForTarget(probability: Fraction, targetRtpBasisPoints: number): number {
  if (probability.numerator <= 0n) throw new RangeError('an impossible outcome has no odds');
  const hundredths =
    (BigInt(targetRtpBasisPoints) * probability.denominator) / (probability.numerator * BigInt(10_000 / ODDS_UNIT));
  return Number(hundredths);
}

/** A bet's exact return to player: p × odds, the odds in hundredths. */
export function selectionRtp(probability: Fraction, oddsHundredths: number): Fraction {
  return multiplyFractions(probability, fraction(oddsHundredths, ODDS_UNIT));
}

/** What one unit staked on a position-paid selection returns on average. */
export function positionMarketRtp(table: readonly PositionOdds[]): Fraction {
  return sumFractions(table.map((row) => selectionRtp(row.probability, row.oddsHundredths)));
}

/** A fixed selection priced at its target: the building block of each game's market list. */
export function pricedSelection(
  id: string,
  nameTr: string,
  nameEn: string,
  probability: Fraction,
  targetRtpBasisPoints: number,
): FixedSelection {
  return { id, nameTr, nameEn, probability, oddsHundredths: oddsForTarget(probability, targetRtpBasisPoints) };
}

/** Every selection's published RTP with the market's lowest and highest, for the par sheets and tests. */
export function marketRtps(market: DrawMarket<never>): Array<{ selection: string; rtp: Fraction }> {
  if (market.kind === 'position') return [{ selection: 'any six numbers', rtp: positionMarketRtp(market.table) }];
  return market.selections.map((selection) => ({
    selection: selection.id,
    rtp: selectionRtp(selection.probability, selection.oddsHundredths),
  }));
}
