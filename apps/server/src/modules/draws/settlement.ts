import type { DrawGameCode } from '@bnw/contract';
import { type DrawOutcome, type PricedCoupon, returnForOdds, settleCoupon } from '@bnw/game-math';
import type { Transaction } from 'kysely';
import type { Database, DrawBetStatus } from '../../db/schema.js';
import {
  AlreadyClosed,
  type Closing,
  type UnitFence,
  closingOfBets,
  fencedWrite,
  settleOnePage,
} from '../../platform/rounds/index.js';
import type { DrawsDeps } from './deps.js';
import type { DrawRow } from './draws.js';

/** Coupons paid in one pass of a draw; a draw completing more is finished by the next ticks. */
export const SETTLE_COUPONS_PER_PASS = 200;
/** Distinct selections decided in one transaction. */
const DECIDE_PER_PASS = 1_000;

/**
 * One pass of a drawn (or void) draw's settlement: its open selections are decided (won at their
 * odds, lost, or void at 1.00), then every open coupon of the draw whose selections are all
 * decided, or one of whose selections lost, is closed through the kit (platform/rounds/settlement.ts):
 * paid its return (0 for a loss) or, when every selection is void, refunded. Its settlement is the
 * wallet's unique `<bet>-win` (or `-void`)
 * row and its mark is conditional, so a second run (or a second process) pays nothing. A
 * combination with a selection on a later draw stays open until that draw is settled, unless a
 * selection already lost: then it is lost at once (its later selections are still decided by their
 * draws, for the record). Answers whether the draw is done.
 */
export async function settleDrawCoupons(
  deps: DrawsDeps,
  code: DrawGameCode,
  draw: DrawRow,
  fence: UnitFence,
): Promise<boolean> {
  const decidedAll = await decideSelections(deps, code, draw, fence);
  if (!decidedAll) return false;
  return settleOnePage(deps.wallet, fence, {
    pageSize: SETTLE_COUPONS_PER_PASS,
    nextOwners: (limit) => completedCoupons(deps, draw, limit),
    closingOf: (couponId) => closingOf(deps, couponId),
  });
}

/** The draw's open coupons that it completes, or that a lost selection loses at once: the next `limit` of them. */
async function completedCoupons(deps: DrawsDeps, draw: DrawRow, limit: number): Promise<number[]> {
  const coupons = await deps.db
    .selectFrom('draw_coupons')
    .select(['draw_coupons.id', 'draw_coupons.user_id', 'draw_coupons.game_id'])
    .where('draw_coupons.status', '=', 'open')
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('draw_selections')
            .select('draw_selections.id')
            .whereRef('draw_selections.coupon_id', '=', 'draw_coupons.id')
            .where('draw_selections.draw_id', '=', draw.id),
        ),
        eb.or([
          eb.not(
            eb.exists(
              eb
                .selectFrom('draw_selections')
                .select('draw_selections.id')
                .whereRef('draw_selections.coupon_id', '=', 'draw_coupons.id')
                .where('draw_selections.status', '=', 'open'),
            ),
          ),
          // A lost selection loses the coupon whatever its later draws bring: it is closed now.
          eb.exists(
            eb
              .selectFrom('draw_selections')
              .select('draw_selections.id')
              .whereRef('draw_selections.coupon_id', '=', 'draw_coupons.id')
              .where('draw_selections.status', '=', 'lost'),
          ),
        ]),
      ]),
    )
    .orderBy('draw_coupons.id')
    .limit(limit)
    .execute();
  return coupons.map((coupon) => coupon.id);
}

/** Decides every open selection on the draw, one (market, selection, odds) at a time; true when none is left. */
async function decideSelections(
  deps: DrawsDeps,
  code: DrawGameCode,
  draw: DrawRow,
  fence: UnitFence,
): Promise<boolean> {
  const outcome: DrawOutcome =
    draw.phase === 'void' ? { status: 'void' } : { status: 'drawn', result: JSON.parse(draw.result!) as unknown };
  const distinct = await deps.db
    .selectFrom('draw_selections')
    .select(['market_id', 'selection_id', 'odds_hundredths'])
    .distinct()
    .where('draw_id', '=', draw.id)
    .where('status', '=', 'open')
    .orderBy('market_id')
    .orderBy('selection_id')
    .limit(DECIDE_PER_PASS)
    .execute();
  if (distinct.length === 0) return true;
  await fencedWrite(deps.db, fence, async (trx) => {
    for (const selection of distinct) {
      const single: PricedCoupon = {
        kind: 'single',
        stakeKurus: 1,
        totalOddsHundredths: selection.odds_hundredths,
        potentialReturnKurus: 0,
        selections: [
          {
            game: code,
            drawId: String(draw.id),
            marketId: selection.market_id,
            selectionId: selection.selection_id,
            oddsHundredths: selection.odds_hundredths,
            paysByPosition: false,
          },
        ],
      };
      const decided = settleCoupon(single, () => outcome).selections[0]!;
      await trx
        .updateTable('draw_selections')
        .set({ status: decided.status, settled_odds_hundredths: decided.oddsHundredths })
        .where('draw_id', '=', draw.id)
        .where('market_id', '=', selection.market_id)
        .where('selection_id', '=', selection.selection_id)
        .where('odds_hundredths', '=', selection.odds_hundredths)
        .where('status', '=', 'open')
        .execute();
    }
  });
  return distinct.length < DECIDE_PER_PASS;
}

/** A coupon's status and return from its decided selections: a void selection counts at 1.00. */
export function couponOutcome(
  stakeKurus: number,
  selections: ReadonlyArray<{ status: DrawBetStatus; settled_odds_hundredths: number | null }>,
): { status: Exclude<DrawBetStatus, 'open'>; returnKurus: number } {
  if (selections.some((selection) => selection.status === 'lost')) return { status: 'lost', returnKurus: 0 };
  if (selections.every((selection) => selection.status === 'void')) return { status: 'void', returnKurus: stakeKurus };
  const odds = selections.map((selection) => selection.settled_odds_hundredths ?? 0);
  return { status: 'won', returnKurus: Number(returnForOdds(stakeKurus, odds)) };
}

/** A coupon's closing: its return from its decided selections, refunded when every selection is void. */
async function closingOf(deps: DrawsDeps, couponId: number): Promise<Closing> {
  const coupon = await deps.db
    .selectFrom('draw_coupons')
    .selectAll()
    .where('id', '=', couponId)
    .executeTakeFirstOrThrow();
  const selections = await deps.db
    .selectFrom('draw_selections')
    .select(['status', 'settled_odds_hundredths'])
    .where('coupon_id', '=', couponId)
    .execute();
  const outcome = couponOutcome(Number(coupon.stake_kurus), selections);
  const owner = {
    player: { userId: coupon.user_id, gameId: coupon.game_id },
    roundId: coupon.transaction_id,
    // A coupon of void selections only is refunded (the wallet's rollback), not paid as a win.
    kind: outcome.status === 'void' ? ('void' as const) : ('settle' as const),
  };
  return closingOfBets(owner, [{ bet: coupon, returnKurus: outcome.returnKurus }], (trx) =>
    markCoupon(trx, couponId, coupon.user_id, outcome, deps.clock()),
  );
}

/** Marks the coupon closed, once, and frees its place in the player's open-coupon count. */
async function markCoupon(
  trx: Transaction<Database>,
  couponId: number,
  userId: number,
  outcome: { status: DrawBetStatus; returnKurus: number },
  now: Date,
): Promise<void> {
  const moved = await trx
    .updateTable('draw_coupons')
    .set({ status: outcome.status, return_kurus: outcome.returnKurus, settled_at: now.toISOString() })
    .where('id', '=', couponId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new AlreadyClosed(`coupon ${couponId}`);
  await trx
    .updateTable('draw_open_coupons')
    .set((eb) => ({ open_count: eb('open_count', '-', 1) }))
    .where('user_id', '=', userId)
    .where('open_count', '>', 0)
    .execute();
}
