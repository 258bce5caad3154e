import { randomBytes } from 'node:crypto';
import { CASINO_CATEGORY, DRAW_GAME_IDS, foldForSearch } from '@bnw/contract';
import { DRAW_GAMES, type DrawMarket, marketRtps } from '@bnw/game-math';
import type { DrawsDeps } from './deps.js';
import { upsertInProcessProviders } from '../../db/in-process-providers.js';

/**
 * Our draws label: the draw games are its games, of the `live` lobby like tombala's rooms (the live
 * tables' list goes through live_tables, so they are not listed there; /bet-on-games lists them).
 */
export const DRAWS_PROVIDER = { code: 'bnw-draws', name: 'BNW Çekiliş' } as const;

/** The game's published RTP as the catalogue shows it: its lowest market's, in basis points, rounded down. */
function lowestRtpBasisPoints(markets: ReadonlyArray<DrawMarket<never>>): number {
  const rtps = markets.flatMap((market) => marketRtps(market).map(({ rtp }) => rtp));
  return Math.min(...rtps.map((rtp) => Number((rtp.numerator * 10_000n) / rtp.denominator)));
}

/**
 * Brings the draw games up to the shipped ones, at every start and idempotently (like tombala's
 * rooms): the label and games are inserted when missing; a game's row follows the code (its name),
 * while its switch and order are the operator's once made, and its public seed and fencing token
 * are never touched again.
 */
export async function syncDrawGames(deps: Pick<DrawsDeps, 'db' | 'clock' | 'config'>): Promise<number> {
  const now = deps.clock().toISOString();
  await deps.db
    .insertInto('game_categories')
    .values({ id: CASINO_CATEGORY.live, name_tr: 'Canlı Casino', name_en: 'Live casino', sort_order: 5, active: 1 })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const provider = await upsertProvider(deps, now);
  for (const [index, code] of DRAW_GAME_IDS.entries()) {
    const game = DRAW_GAMES[code];
    const row = await deps.db
      .insertInto('games')
      .values({
        provider_id: provider.id,
        category_id: CASINO_CATEGORY.live,
        code: `draws-${code}`,
        name: game.nameTr,
        search_name: foldForSearch(`${game.nameTr} ${game.nameEn} ${provider.name}`),
        rtp_bp: lowestRtpBasisPoints(game.markets as ReadonlyArray<DrawMarket<never>>),
        volatility: 'high',
        max_win_x: 10_000,
        lobby: 'live',
        mobile: 1,
        is_new: 0,
        is_popular: 0,
        quick_access: 0,
        active: 1,
        sort_order: 300 + (index + 1) * 10,
        created_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['provider_id', 'code']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          search_name: eb.ref('excluded.search_name'),
          rtp_bp: eb.ref('excluded.rtp_bp'),
          lobby: eb.ref('excluded.lobby'),
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.db
      .insertInto('draw_games')
      .values({
        id: row.id,
        code,
        public_seed: `draws-${code}-${randomBytes(6).toString('hex')}`,
        sort_order: (index + 1) * 10,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  return DRAW_GAME_IDS.length;
}

async function upsertProvider(deps: Pick<DrawsDeps, 'db' | 'config'>, now: string) {
  const label = { code: DRAWS_PROVIDER.code, name: DRAWS_PROVIDER.name, sortOrder: 120 };
  const providers = await upsertInProcessProviders(deps.db, [label], `${deps.config.publicUrl}/bet-on-games`, now);
  return providers.get(DRAWS_PROVIDER.code)!;
}
