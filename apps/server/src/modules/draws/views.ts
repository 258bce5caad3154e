import {
  BETFRAME_LIMITS,
  type Coupon,
  type Language,
  type MethodOutput,
  type MethodParsedInput,
  drawsTopic,
  turkishDateOf,
} from '@bnw/contract';
import type { Selectable } from 'kysely';
import { readPlayerMoney } from '../../ledger/player-money.js';
import type { DrawCouponsTable } from '../../db/schema.js';
import type { AuthenticatedPlayer } from '../../platform/actor.js';
import { turkishDayStart } from '../../platform/turkish-time.js';
import { RpcError } from '../../rpc/outcome.js';
import type { DrawsDeps } from './deps.js';
import { DRAW_GAMES, drawView, gameCodeOf, gameName, openGamesQuery, selectionName } from './draws.js';

type Deps = Pick<DrawsDeps, 'db' | 'clock'>;
type CouponRow = Selectable<DrawCouponsTable>;

export async function availableKurus(deps: Pick<DrawsDeps, 'db'>, userId: number): Promise<number> {
  const money = await readPlayerMoney(deps.db, userId);
  return (money.cash?.availableKurus ?? 0) + (money.bonus?.availableKurus ?? 0);
}

/** `betframe.getGames`: each open game with its upcoming draws and latest results. */
export async function listGames(deps: Deps, lang: Language): Promise<MethodOutput<'betframe.getGames'>> {
  const games = await openGamesQuery(deps.db).execute();
  const now = deps.clock();
  return Promise.all(
    games.map(async (game) => {
      const code = gameCodeOf(game);
      const upcoming = await deps.db
        .selectFrom('draws')
        .selectAll()
        .where('game_id', '=', game.id)
        .where('phase', 'in', ['open', 'closed'])
        .orderBy('draws_at')
        .limit(BETFRAME_LIMITS.upcomingDrawsMax)
        .execute();
      const recent = await deps.db
        .selectFrom('draws')
        .selectAll()
        .where('game_id', '=', game.id)
        .where('phase', 'in', ['drawn', 'void'])
        .orderBy('draws_at', 'desc')
        .limit(BETFRAME_LIMITS.recentResultsMax)
        .execute();
      const rules = DRAW_GAMES[code];
      return {
        gameID: game.id,
        game: code,
        name: gameName(code, lang),
        rules: lang === 'en' ? rules.rulesEn : rules.rulesTr,
        drawIntervalSeconds: rules.drawIntervalSeconds,
        topic: drawsTopic(code),
        sequence: game.sequence,
        upcoming: upcoming.map((draw) => drawView(code, draw, now, lang)),
        recent: recent.map((draw) => drawView(code, draw, now, lang)),
      };
    }),
  );
}

/** `betframe.getDraw`: one draw of an open game. */
export async function getDraw(
  deps: Deps,
  input: MethodParsedInput<'betframe.getDraw'>,
): Promise<MethodOutput<'betframe.getDraw'>> {
  const draw = await deps.db.selectFrom('draws').selectAll().where('id', '=', input.drawID).executeTakeFirst();
  const game = draw && (await openGamesQuery(deps.db).where('draw_games.id', '=', draw.game_id).executeTakeFirst());
  if (!draw || !game) throw new RpcError('drawNotFound');
  return drawView(gameCodeOf(game), draw, deps.clock(), input.Lang);
}

/** Coupons as the contract shows them, each with its selections and their draws. */
export async function couponViews(
  deps: Pick<DrawsDeps, 'db'>,
  coupons: CouponRow[],
  lang: Language,
): Promise<Coupon[]> {
  const ids = [...coupons.map((coupon) => coupon.id), -1];
  const selections = await deps.db
    .selectFrom('draw_selections')
    .innerJoin('draws', 'draws.id', 'draw_selections.draw_id')
    .select([
      'draw_selections.coupon_id',
      'draw_selections.draw_id',
      'draw_selections.market_id',
      'draw_selections.selection_id',
      'draw_selections.odds_hundredths',
      'draw_selections.status',
      'draw_selections.settled_odds_hundredths',
      'draws.draw_no',
      'draws.draws_at',
    ])
    .where('draw_selections.coupon_id', 'in', ids)
    .orderBy('draw_selections.id')
    .execute();
  const codes = new Map(
    (await deps.db.selectFrom('draw_games').select(['id', 'code']).execute()).map((game) => [
      game.id,
      gameCodeOf(game),
    ]),
  );
  return coupons.map((coupon) => {
    const code = codes.get(coupon.game_id)!;
    return {
      couponID: coupon.id,
      game: code,
      gameName: gameName(code, lang),
      kind: coupon.kind,
      stakeKurus: Number(coupon.stake_kurus),
      totalOddsHundredths: Number(coupon.total_odds_hundredths),
      potentialReturnKurus: Number(coupon.potential_return_kurus),
      status: coupon.status,
      returnKurus: Number(coupon.return_kurus ?? 0),
      placedAt: coupon.placed_at,
      settledAt: coupon.settled_at,
      selections: selections
        .filter((selection) => selection.coupon_id === coupon.id)
        .map((selection) => {
          const names = selectionName(code, selection.market_id, selection.selection_id, lang);
          return {
            drawID: selection.draw_id,
            drawNo: selection.draw_no,
            drawsAt: selection.draws_at,
            marketID: selection.market_id,
            marketName: names.market,
            selectionID: selection.selection_id,
            selectionName: names.selection,
            oddsHundredths: selection.odds_hundredths,
            status: selection.status,
            settledOddsHundredths: selection.settled_odds_hundredths,
          };
        }),
    };
  });
}

const DAY_MS = 24 * 60 * 60 * 1_000;

/** Today in Türkiye as 'YYYY-MM-DD', and a day `days` before it. */
function turkishDate(now: Date, daysBefore = 0): string {
  return turkishDateOf(now.getTime() - daysBefore * DAY_MS);
}

function shownDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/**
 * `betframe.getCoupons`: the player's coupons placed between two Turkish days (both included),
 * newest first; without dates the last 30 days and today. A start more than 31 days back is
 * refused (the bet history keeps 30 days).
 */
export async function getCoupons(
  deps: Deps,
  player: AuthenticatedPlayer,
  input: MethodParsedInput<'betframe.getCoupons'>,
): Promise<MethodOutput<'betframe.getCoupons'>> {
  const now = deps.clock();
  const today = turkishDate(now);
  const earliest = turkishDate(now, BETFRAME_LIMITS.historyDaysMax);
  const startDate = input.startDate ?? turkishDate(now, BETFRAME_LIMITS.historyDaysMax - 1);
  const endDate = input.endDate ?? today;
  if (startDate < earliest) {
    throw new RpcError('couponHistoryTooOld', { days: BETFRAME_LIMITS.historyDaysMax, from: shownDate(earliest) });
  }
  if (startDate > endDate) throw new RpcError('dateRangeInvalid');
  let query = deps.db
    .selectFrom('draw_coupons')
    .selectAll()
    .where('user_id', '=', player.user.id)
    .where('placed_at', '>=', turkishDayStart(startDate))
    .where('placed_at', '<', turkishDayStart(endDate, 1));
  if (input.status) query = query.where('status', '=', input.status);
  const rows = await query
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit + 1)
    .offset(input.offset)
    .execute();
  const page = rows.slice(0, input.limit);
  return {
    startDate,
    endDate,
    coupons: await couponViews(deps, page, input.Lang),
    more: rows.length > input.limit && input.offset + input.limit < BETFRAME_LIMITS.couponsRowsMax,
  };
}
