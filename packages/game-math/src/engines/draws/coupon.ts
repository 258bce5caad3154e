import { findDrawGame, findMarket, marketsIndependent } from './games.js';
import { type DrawGameId, type DrawMarket, ODDS_UNIT } from './markets.js';

/**
 * A coupon (bet slip): one selection is a single, two or more a combination (an accumulator: the
 * odds multiply). Fixed odds: a selection is priced from its game's published table, never from
 * what the client sends. The combined odds are rounded down to two decimals once, and the coupon
 * pays on exactly those odds (`returnForOdds`): what the slip shows is what is paid.
 */
export interface CouponSelection {
  game: DrawGameId;
  /** The draw the selection is on, as the server names its draws. */
  drawId: string;
  marketId: string;
  selectionId: string;
}

export interface CouponRequest {
  selections: readonly CouponSelection[];
  stakeKurus: number;
}

/** The operator's bounds, given by the caller. */
export interface CouponLimits {
  maxSelections: number;
  minStakeKurus: number;
  maxStakeKurus: number;
  /** The largest potential return a coupon may carry. */
  maxReturnKurus: number;
}

export interface PricedSelection extends CouponSelection {
  /** The odds the selection pays if it wins; for the six numbers, the highest of its table. */
  oddsHundredths: number;
  /** True for the six numbers: what it pays depends on the position of the completing ball. */
  paysByPosition: boolean;
}

export interface PricedCoupon {
  kind: 'single' | 'combination';
  selections: PricedSelection[];
  stakeKurus: number;
  /** The product of the odds, rounded down to two decimals once: what the slip shows and what pays. */
  totalOddsHundredths: number;
  /** floor(stake × totalOddsHundredths ÷ 100): the return if every selection wins (at its highest for the six numbers). */
  potentialReturnKurus: number;
}

/** Why a coupon is refused; `index` (and `otherIndex`) point at the selections concerned. */
export type CouponProblemCode =
  | 'stakeInvalid'
  | 'stakeBelowMinimum'
  | 'stakeAboveMaximum'
  | 'selectionInvalid'
  | 'noSelections'
  | 'tooManySelections'
  | 'drawIdInvalid'
  | 'unknownGame'
  | 'unknownMarket'
  | 'unknownSelection'
  | 'duplicateSelection'
  | 'sameMarketCombined'
  | 'correlatedSelections'
  | 'singleOnlyMarket'
  | 'returnAboveMaximum';

export interface CouponProblem {
  code: CouponProblemCode;
  index?: number;
  otherIndex?: number;
}

export type CouponCheck = { ok: true; coupon: PricedCoupon } | { ok: false; problem: CouponProblem };

/** A draw id as the server writes them: 1 to 64 of letters, digits, '-', '_' and ':'. */
export const DRAW_ID_PATTERN = /^[0-9A-Za-z_:-]{1,64}$/;

/** No caller may allow more selections than this, whatever its settings say. */
export const COUPON_SELECTIONS_CEILING = 20;

function assertLimits(limits: CouponLimits): void {
  const { maxSelections, minStakeKurus, maxStakeKurus, maxReturnKurus } = limits;
  if (!Number.isInteger(maxSelections) || maxSelections < 1 || maxSelections > COUPON_SELECTIONS_CEILING) {
    throw new RangeError(`maxSelections must be 1 to ${COUPON_SELECTIONS_CEILING}`);
  }
  if (![minStakeKurus, maxStakeKurus, maxReturnKurus].every((value) => Number.isSafeInteger(value) && value >= 1)) {
    throw new RangeError('stake and return bounds must be positive whole kuruş');
  }
  if (minStakeKurus > maxStakeKurus) throw new RangeError('minStakeKurus is above maxStakeKurus');
}

/**
 * The combined odds of a coupon in hundredths: the product of its odds rounded DOWN to two decimals,
 * once (2,14 × 1,70 = 3,638 → 3,63). Down, so the odds shown never promise more than is paid.
 * Exact in BigInt, since a product of twenty odds is far beyond 2^53.
 */
export function combinedOddsHundredths(oddsHundredths: readonly number[]): bigint {
  const product = oddsHundredths.reduce((total, odds) => total * BigInt(odds), 1n);
  return product / BigInt(ODDS_UNIT) ** BigInt(Math.max(oddsHundredths.length - 1, 0));
}

/**
 * What a stake returns at the given odds, stake included: floor(stake × combined odds ÷ 100) kuruş,
 * on the combined odds as shown (`combinedOddsHundredths`), so ₺10 at 2,14 × 1,70 returns ₺36,30.
 * The one rule of the slip (potential return), the placement (its bound) and the settlement (the pay).
 */
export function returnForOdds(stakeKurus: number, oddsHundredths: readonly number[]): bigint {
  return (BigInt(stakeKurus) * combinedOddsHundredths(oddsHundredths)) / BigInt(ODDS_UNIT);
}

/** The odds a selection is priced at, or why it is not a selection at all. */
function priceSelection(
  selection: CouponSelection,
): { priced: PricedSelection; market: DrawMarket<never> } | { problem: CouponProblemCode } {
  if (typeof selection !== 'object' || selection === null) return { problem: 'selectionInvalid' };
  if (typeof selection.drawId !== 'string' || !DRAW_ID_PATTERN.test(selection.drawId)) {
    return { problem: 'drawIdInvalid' };
  }
  const game = findDrawGame(selection.game);
  if (!game) return { problem: 'unknownGame' };
  const market = findMarket(game, selection.marketId);
  if (!market) return { problem: 'unknownMarket' };
  const { game: gameId, drawId, marketId, selectionId } = selection;
  const base = { game: gameId, drawId, marketId, selectionId };
  if (market.kind === 'position') {
    if (typeof selectionId !== 'string' || market.selectionProblem(selectionId) !== null) {
      return { problem: 'unknownSelection' };
    }
    const highest = Math.max(...market.table.map((row) => row.oddsHundredths));
    return { priced: { ...base, oddsHundredths: highest, paysByPosition: true }, market };
  }
  const fixed = market.selections.find((candidate) => candidate.id === selectionId);
  if (!fixed) return { problem: 'unknownSelection' };
  return { priced: { ...base, oddsHundredths: fixed.oddsHundredths, paysByPosition: false }, market };
}

/**
 * Why two selections of one combination may not stand together, or null. Selections of different
 * draws are independent. Of one draw: the same selection twice, two selections of one market
 * (they exclude each other) and markets whose outcomes are correlated are refused; only pairs of
 * markets the game lists as exactly independent pass (lucky six: the first ball's over/under with
 * its odd/even or its colour). A market paid by position (six numbers) is played as a single.
 */
function pairProblem(first: PricedSelection, second: PricedSelection): CouponProblemCode | null {
  if (first.game !== second.game || first.drawId !== second.drawId) return null;
  if (first.marketId === second.marketId) {
    return first.selectionId === second.selectionId ? 'duplicateSelection' : 'sameMarketCombined';
  }
  const game = findDrawGame(first.game)!;
  return marketsIndependent(game, first.marketId, second.marketId) ? null : 'correlatedSelections';
}

/** Checks a coupon's shape against the caller's bounds and prices it from the published odds. */
export function validateCoupon(request: CouponRequest, limits: CouponLimits): CouponCheck {
  assertLimits(limits);
  const refuse = (code: CouponProblemCode, index?: number, otherIndex?: number): CouponCheck => ({
    ok: false,
    problem: { code, ...(index === undefined ? {} : { index }), ...(otherIndex === undefined ? {} : { otherIndex }) },
  });
  const { stakeKurus, selections } = request;
  if (!Number.isSafeInteger(stakeKurus) || stakeKurus < 1) return refuse('stakeInvalid');
  if (stakeKurus < limits.minStakeKurus) return refuse('stakeBelowMinimum');
  if (stakeKurus > limits.maxStakeKurus) return refuse('stakeAboveMaximum');
  if (!Array.isArray(selections) || selections.length === 0) return refuse('noSelections');
  if (selections.length > limits.maxSelections) return refuse('tooManySelections');

  const priced: PricedSelection[] = [];
  for (const [index, selection] of selections.entries()) {
    const outcome = priceSelection(selection);
    if ('problem' in outcome) return refuse(outcome.problem, index);
    if (selections.length > 1 && outcome.market.kind === 'position') return refuse('singleOnlyMarket', index);
    priced.push(outcome.priced);
  }
  for (let index = 0; index < priced.length; index += 1) {
    for (let other = index + 1; other < priced.length; other += 1) {
      const problem = pairProblem(priced[index]!, priced[other]!);
      if (problem) return refuse(problem, index, other);
    }
  }

  const odds = priced.map((selection) => selection.oddsHundredths);
  const potentialReturn = returnForOdds(stakeKurus, odds);
  if (potentialReturn > BigInt(limits.maxReturnKurus)) return refuse('returnAboveMaximum');
  const totalOdds = combinedOddsHundredths(odds);
  return {
    ok: true,
    coupon: {
      kind: priced.length === 1 ? 'single' : 'combination',
      selections: priced,
      stakeKurus,
      totalOddsHundredths: Number(totalOdds),
      potentialReturnKurus: Number(potentialReturn),
    },
  };
}

/** A draw as settlement sees it: drawn with its result, or void (it failed; its selections count as 1.00). */
export type DrawOutcome = { status: 'drawn'; result: unknown } | { status: 'void' };

export type SelectionStatus = 'open' | 'won' | 'lost' | 'void';

export interface SettledSelection {
  status: SelectionStatus;
  /** The odds the selection counts at: what it paid if won, 1.00 if void, 0 if lost, null while open. */
  oddsHundredths: number | null;
}

export interface CouponSettlement {
  status: SelectionStatus;
  /** What the coupon returns, stake included: 0 when lost or open, the stake when void. */
  returnKurus: number;
  selections: SettledSelection[];
}

function settleSelection(selection: PricedSelection, outcome: DrawOutcome | undefined): SettledSelection {
  if (!outcome) return { status: 'open', oddsHundredths: null };
  if (outcome.status === 'void') return { status: 'void', oddsHundredths: ODDS_UNIT };
  const game = findDrawGame(selection.game);
  const market = game && findMarket(game, selection.marketId);
  if (!game || !market) throw new Error(`coupon names ${selection.game}/${selection.marketId}, which does not exist`);
  const problem = game.resultProblem(outcome.result);
  if (problem) throw new Error(`the result of ${selection.game} draw ${selection.drawId} is not a result: ${problem}`);
  const result = outcome.result as never;
  if (market.kind === 'fixed') {
    // The odds the coupon was priced at: a later change of the table does not reach placed coupons.
    return market.wins(result, selection.selectionId)
      ? { status: 'won', oddsHundredths: selection.oddsHundredths }
      : { status: 'lost', oddsHundredths: 0 };
  }
  const position = market.completedAt(result, selection.selectionId);
  const row = position === null ? undefined : market.table.find((candidate) => candidate.position === position);
  return row ? { status: 'won', oddsHundredths: row.oddsHundredths } : { status: 'lost', oddsHundredths: 0 };
}

/**
 * A coupon's state given the draws known so far (`outcomeOf` answers undefined for a draw not yet
 * made). One lost selection loses the coupon at once; otherwise it stays open until every draw is
 * known. A void selection counts as odds 1.00 (the standard rule), so a combination of void
 * selections only is void and returns the stake, and one with some wins pays the product of the
 * winning odds.
 */
export function settleCoupon(
  coupon: PricedCoupon,
  outcomeOf: (selection: CouponSelection) => DrawOutcome | undefined,
): CouponSettlement {
  const selections = coupon.selections.map((selection) => settleSelection(selection, outcomeOf(selection)));
  const statuses = new Set(selections.map((selection) => selection.status));
  if (statuses.has('lost')) return { status: 'lost', returnKurus: 0, selections };
  if (statuses.has('open')) return { status: 'open', returnKurus: 0, selections };
  if (!statuses.has('won')) return { status: 'void', returnKurus: coupon.stakeKurus, selections };
  const odds = selections.map((selection) => selection.oddsHundredths!);
  return { status: 'won', returnKurus: Number(returnForOdds(coupon.stakeKurus, odds)), selections };
}
