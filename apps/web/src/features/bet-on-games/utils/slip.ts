import { BETFRAME_LIMITS, type DrawGameCode } from '@bnw/contract';
import type { AmountBounds } from '@bnw/contract/constants';
import { type CouponCheck, type CouponProblemCode, validateCoupon } from '@bnw/game-math/engines/draws';

/**
 * The coupon (bet slip) in the browser. It is priced and checked by the same functions the server
 * uses (game-math's validateCoupon with the contract's bounds), so the potential return shown is
 * the one the server computes (integer kuruş, rounded down) and correlated pairs are refused here
 * with their reason before anything is sent.
 */
export interface SlipEntry {
  game: DrawGameCode;
  drawID: number;
  drawNo: number;
  marketID: string;
  marketName: string;
  selectionID: string;
  selectionName: string;
  oddsHundredths: number;
}

/** Why a selection is not added: game-math's reason, or a coupon of another game (one game per coupon). */
export type SlipRefusal = {
  code: Exclude<CouponProblemCode, 'sameMarketCombined'> | 'otherGame';
  first?: SlipEntry;
  second?: SlipEntry;
} | null;

export const SLIP_LIMITS = {
  maxSelections: BETFRAME_LIMITS.maxSelections,
  minStakeKurus: BETFRAME_LIMITS.minStakeKurus,
  maxStakeKurus: BETFRAME_LIMITS.maxStakeKurus,
  maxReturnKurus: BETFRAME_LIMITS.maxReturnKurus,
} as const;

/**
 * What the stake field takes: from the game's smallest stake to the lower of the game's largest and
 * the player's per-round ceiling (protection's MaxStake), the limit that actually refuses a stake.
 * Without the player's ceiling (a visitor, or not known yet) the game's bound.
 */
export function slipStakeBounds(playerMaxStakeKurus: number | undefined): AmountBounds {
  const gameMax = SLIP_LIMITS.maxStakeKurus;
  const maxKurus = playerMaxStakeKurus === undefined ? gameMax : Math.min(gameMax, playerMaxStakeKurus);
  return { minKurus: SLIP_LIMITS.minStakeKurus, maxKurus };
}

export const sameSelection = (one: SlipEntry, other: SlipEntry): boolean =>
  one.drawID === other.drawID && one.marketID === other.marketID && one.selectionID === other.selectionID;

/** Prices the slip as the server will: kind, total odds, potential return; or the first problem. */
export function priceSlip(entries: readonly SlipEntry[], stakeKurus: number): CouponCheck {
  return validateCoupon(
    {
      stakeKurus,
      selections: entries.map((entry) => ({
        game: entry.game,
        drawId: String(entry.drawID),
        marketId: entry.marketID,
        selectionId: entry.selectionID,
      })),
    },
    SLIP_LIMITS,
  );
}

/** The problems of the selections themselves, whatever the stake (priced at the smallest stake). */
const SELECTION_PROBLEMS = new Set<CouponProblemCode>([
  'duplicateSelection',
  'correlatedSelections',
  'singleOnlyMarket',
  'tooManySelections',
  'unknownMarket',
  'unknownSelection',
  'unknownGame',
  'drawIdInvalid',
]);

/**
 * A tap on an odds button. The same selection again takes it off; another selection of the same
 * market of the same draw takes its place (they exclude each other); a selection of another game,
 * or one the game does not let stand beside a selection already there, is refused with the reason.
 */
export function toggleSelection(
  entries: readonly SlipEntry[],
  entry: SlipEntry,
): { entries: SlipEntry[]; refusal: SlipRefusal } {
  if (entries.some((each) => sameSelection(each, entry))) {
    return { entries: entries.filter((each) => !sameSelection(each, entry)), refusal: null };
  }
  if (entries.length > 0 && entries[0]!.game !== entry.game) {
    return { entries: [...entries], refusal: { code: 'otherGame' } };
  }
  const next = [
    ...entries.filter((each) => !(each.drawID === entry.drawID && each.marketID === entry.marketID)),
    entry,
  ];
  const check = priceSlip(next, SLIP_LIMITS.minStakeKurus);
  if (!check.ok && SELECTION_PROBLEMS.has(check.problem.code)) {
    const { index, otherIndex } = check.problem;
    return {
      entries: [...entries],
      refusal: {
        code: check.problem.code as Exclude<CouponProblemCode, 'sameMarketCombined'>,
        ...(index === undefined ? {} : { first: next[index] }),
        ...(otherIndex === undefined ? {} : { second: next[otherIndex] }),
      },
    };
  }
  return { entries: next, refusal: null };
}

/** Odds in hundredths as Turkish decimals: 190 → "1,90". */
export function formatOdds(oddsHundredths: number): string {
  const whole = Math.floor(oddsHundredths / 100);
  return `${whole.toLocaleString('tr-TR')},${String(oddsHundredths % 100).padStart(2, '0')}`;
}

/** The quick stake amounts under the field, in kuruş. */
export const QUICK_STAKES_KURUS = [1_000, 2_000, 5_000, 10_000] as const;
