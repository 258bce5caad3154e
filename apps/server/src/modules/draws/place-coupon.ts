import {
  BETFRAME_LIMITS,
  type Coupon,
  type DrawGameCode,
  type MessageKey,
  type MethodOutput,
  type MethodParsedInput,
  formatTry,
} from '@bnw/contract';
import {
  type CouponProblem,
  type CouponSelection,
  type PricedCoupon,
  sixNumbersSelectionId,
  validateCoupon,
} from '@bnw/game-math';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthenticatedPlayer } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { DrawsDeps } from './deps.js';
import { type DrawRow, drawName, gameCodeOf, openGamesQuery, selectionName } from './draws.js';
import { availableKurus, couponViews } from './views.js';

type PlaceInput = MethodParsedInput<'betframe.placeCoupon'>;
type Placed = MethodOutput<'betframe.placeCoupon'>;

const SIX_NUMBERS_MARKET = 'six-numbers';

/**
 * `betframe.placeCoupon`: the coupon is priced from the published table and checked (shape,
 * correlation, stake and return bounds, the odds the slip showed), then in one wallet transaction
 * the player's open-coupon count grows within the limit (a conditional upsert), each draw must
 * still take bets (its row's conditional update, which also locks it so the close waits for this
 * placement), the coupon and its selections are inserted, and the wallet adds the player's
 * protection rules and takes the stake. All or none. The same requestId again answers its coupon.
 */
export async function placeCoupon(deps: DrawsDeps, player: AuthenticatedPlayer, input: PlaceInput): Promise<Placed> {
  const userId = player.user.id;
  const replay = await earlierAnswer(deps, userId, input);
  if (replay) return replay;
  const { code, gameId, draws } = await drawsOf(deps, input);
  const coupon = price(code, draws, input);
  refuseClosed(code, draws, deps.clock());
  let placed;
  try {
    placed = await deps.wallet.placeBets({ userId, gameId }, (trx) =>
      planCoupon(deps, trx, { code, gameId, userId, input, coupon, draws }),
    );
  } catch (error) {
    // The same request twice at once: the second's ids were taken by the first, which answers for both.
    if (!(error instanceof RpcError)) {
      const again = await earlierAnswer(deps, userId, input);
      if (again) return again;
    }
    throw error;
  }
  if (placed.status === 'INSUFFICIENT_FUNDS') throw new RpcError('couponInsufficientFunds');
  if ((placed.status === 'LIMIT_REACHED' || placed.status === 'PLAYER_BLOCKED') && placed.refusal) {
    throw new RpcError(placed.refusal.key, placed.refusal.params);
  }
  if (placed.status !== 'OK') throw new RpcError('drawGameNotFound');
  const [view] = await couponViews(deps, [placed.result], input.Lang);
  return { coupon: view!, balanceKurus: placed.balanceKurus };
}

/** The coupon's draws, all of one open game. */
async function drawsOf(deps: DrawsDeps, input: PlaceInput) {
  const ids = [...new Set(input.selections.map((selection) => selection.drawID))];
  const rows = await deps.db.selectFrom('draws').selectAll().where('id', 'in', ids).execute();
  if (rows.length !== ids.length) throw new RpcError('drawNotFound');
  const gameIds = new Set(rows.map((row) => row.game_id));
  if (gameIds.size !== 1) throw new RpcError('couponOneGame');
  const gameId = rows[0]!.game_id;
  const game = await openGamesQuery(deps.db).where('draw_games.id', '=', gameId).executeTakeFirst();
  if (!game) throw new RpcError('drawGameNotFound');
  return { code: gameCodeOf(game), gameId, draws: new Map(rows.map((row) => [row.id, row])) };
}

/** Six numbers as the player picked them, in any order, become the table's id (ascending). */
function selectionIdOf(marketId: string, selectionId: string): string {
  if (marketId !== SIX_NUMBERS_MARKET) return selectionId;
  const numbers = selectionId.split('-').map(Number);
  return numbers.every((number) => Number.isInteger(number)) ? sixNumbersSelectionId(numbers) : selectionId;
}

function price(code: DrawGameCode, draws: Map<number, DrawRow>, input: PlaceInput): PricedCoupon {
  const selections: CouponSelection[] = input.selections.map((selection) => ({
    game: code,
    drawId: String(selection.drawID),
    marketId: selection.marketID,
    selectionId: selectionIdOf(selection.marketID, selection.selectionID),
  }));
  const check = validateCoupon(
    { selections, stakeKurus: input.stakeKurus },
    {
      maxSelections: BETFRAME_LIMITS.maxSelections,
      minStakeKurus: BETFRAME_LIMITS.minStakeKurus,
      maxStakeKurus: BETFRAME_LIMITS.maxStakeKurus,
      maxReturnKurus: BETFRAME_LIMITS.maxReturnKurus,
    },
  );
  if (!check.ok) throw refusalOf(check.problem, code, draws, selections);
  for (const [index, given] of input.selections.entries()) {
    const priced = check.coupon.selections[index]!;
    if (given.oddsHundredths !== undefined && given.oddsHundredths !== priced.oddsHundredths) {
      throw new RpcError('couponOddsChanged', {
        selection: labelOf(code, draws, priced),
        odds: (priced.oddsHundredths / 100).toFixed(2).replace('.', ','),
      });
    }
  }
  return check.coupon;
}

/** 'Şanslı Altılı #12 – İlk top Alt/Üst: Üst'. */
function labelOf(code: DrawGameCode, draws: Map<number, DrawRow>, selection: CouponSelection): string {
  const draw = draws.get(Number(selection.drawId));
  const names = selectionName(code, selection.marketId, selection.selectionId);
  return `${draw ? drawName(code, draw.draw_no) : selection.drawId} – ${names.market}: ${names.selection}`;
}

function refusalOf(
  problem: CouponProblem,
  code: DrawGameCode,
  draws: Map<number, DrawRow>,
  selections: CouponSelection[],
): RpcError {
  const pair = () => ({
    first: labelOf(code, draws, selections[problem.index ?? 0]!),
    second: labelOf(code, draws, selections[problem.otherIndex ?? 0]!),
  });
  const simple: Partial<Record<CouponProblem['code'], MessageKey>> = {
    stakeInvalid: 'couponStakeInvalid',
    noSelections: 'couponNoSelections',
    tooManySelections: 'couponTooManySelections',
    selectionInvalid: 'couponSelectionInvalid',
    drawIdInvalid: 'drawNotFound',
    unknownGame: 'drawGameNotFound',
    unknownMarket: 'couponSelectionInvalid',
    singleOnlyMarket: 'couponSingleOnly',
  };
  switch (problem.code) {
    case 'stakeBelowMinimum':
      return new RpcError('couponStakeBelowMin', { min: formatTry(BETFRAME_LIMITS.minStakeKurus) });
    case 'stakeAboveMaximum':
      return new RpcError('couponStakeAboveMax', { max: formatTry(BETFRAME_LIMITS.maxStakeKurus) });
    case 'returnAboveMaximum':
      return new RpcError('couponReturnAboveMax', { max: formatTry(BETFRAME_LIMITS.maxReturnKurus) });
    case 'unknownSelection':
      return new RpcError(
        selections[problem.index ?? 0]?.marketId === SIX_NUMBERS_MARKET
          ? 'sixNumbersInvalid'
          : 'couponSelectionInvalid',
      );
    case 'duplicateSelection':
      return new RpcError('couponDuplicate', { first: pair().first });
    case 'sameMarketCombined':
      return new RpcError('couponSameMarket', pair());
    case 'correlatedSelections':
      return new RpcError('couponCorrelated', pair());
    default:
      return new RpcError(simple[problem.code] ?? 'couponInputInvalid');
  }
}

/** A clear refusal before the wallet is asked; the placement's own update is what decides. */
function refuseClosed(code: DrawGameCode, draws: Map<number, DrawRow>, now: Date): void {
  for (const draw of draws.values()) {
    if (draw.phase !== 'open' || Date.parse(draw.closes_at) <= now.getTime()) {
      throw new RpcError('couponMarketClosed', { draw: drawName(code, draw.draw_no) });
    }
  }
}

interface Planning {
  code: DrawGameCode;
  gameId: number;
  userId: number;
  input: PlaceInput;
  coupon: PricedCoupon;
  draws: Map<number, DrawRow>;
}

/** Inside the wallet's transaction, before money moves. */
async function planCoupon(deps: DrawsDeps, trx: Transaction<Database>, planning: Planning) {
  const { code, gameId, userId, input, coupon, draws } = planning;
  const now = deps.clock().toISOString();
  await countOpenCoupon(trx, userId);
  // In id order, so two placements lock the draws in the same order.
  for (const draw of [...draws.values()].sort((a, b) => a.id - b.id)) await claimDraw(trx, code, draw, now);
  const transactionId = `draws-${userId}-${input.requestId}`;
  const row = await trx
    .insertInto('draw_coupons')
    .values({
      user_id: userId,
      game_id: gameId,
      kind: coupon.kind,
      stake_kurus: coupon.stakeKurus,
      total_odds_hundredths: coupon.totalOddsHundredths,
      potential_return_kurus: coupon.potentialReturnKurus,
      status: 'open',
      return_kurus: null,
      request_id: input.requestId,
      transaction_id: transactionId,
      placed_at: now,
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('draw_selections')
    .values(
      coupon.selections.map((selection) => ({
        coupon_id: row.id,
        draw_id: Number(selection.drawId),
        market_id: selection.marketId,
        selection_id: selection.selectionId,
        odds_hundredths: selection.oddsHundredths,
        status: 'open' as const,
        settled_odds_hundredths: null,
      })),
    )
    .execute();
  return {
    roundId: transactionId,
    bets: [{ transactionId, stakeKurus: coupon.stakeKurus }],
    finish: () => Promise.resolve(row),
  };
}

/** Adds the coupon to the player's open count, refusing (in the upsert's condition) one past the limit. */
async function countOpenCoupon(trx: Transaction<Database>, userId: number): Promise<void> {
  const max = BETFRAME_LIMITS.maxOpenCoupons;
  const row = await trx
    .insertInto('draw_open_coupons')
    .values({ user_id: userId, open_count: 1 })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((eb) => ({ open_count: eb('draw_open_coupons.open_count', '+', 1) }))
        .where('draw_open_coupons.open_count', '<', max),
    )
    .returning('open_count')
    .executeTakeFirst();
  if (!row) throw new RpcError('couponOpenLimit', { max });
}

/** The draw must still take bets: its row's conditional update decides (and locks it until commit). */
async function claimDraw(trx: Transaction<Database>, code: DrawGameCode, draw: DrawRow, now: string): Promise<void> {
  const moved = await trx
    .updateTable('draws')
    .set((eb) => ({ coupon_count: eb('coupon_count', '+', 1) }))
    .where('id', '=', draw.id)
    .where('phase', '=', 'open')
    .where('closes_at', '>', now)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw new RpcError('couponMarketClosed', { draw: drawName(code, draw.draw_no) });
}

/**
 * The coupon a request placed before, answered again; undefined if none. The same request id with
 * another stake or other selections is refused, not answered with the first coupon as if it were this one.
 */
async function earlierAnswer(deps: DrawsDeps, userId: number, input: PlaceInput): Promise<Placed | undefined> {
  const earlier = await deps.db
    .selectFrom('draw_coupons')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_id', '=', input.requestId)
    .executeTakeFirst();
  if (!earlier) return undefined;
  const [view] = await couponViews(deps, [earlier], input.Lang);
  if (!sameCoupon(view!, input)) throw new RpcError('couponRequestReused');
  return { coupon: view!, balanceKurus: await availableKurus(deps, userId) };
}

function sameCoupon(placed: Coupon, input: PlaceInput): boolean {
  const picks = (selections: ReadonlyArray<{ drawID: number; marketID: string; selectionID: string }>) =>
    selections
      .map((pick) => `${pick.drawID}|${pick.marketID}|${selectionIdOf(pick.marketID, pick.selectionID)}`)
      .sort();
  const [was, now] = [picks(placed.selections), picks(input.selections)];
  return placed.stakeKurus === input.stakeKurus && was.length === now.length && was.every((pick, i) => pick === now[i]);
}
