import { HIGH_EARNINGS_DAYS, type HighEarning, type MethodParsedInput } from '@bnw/contract';
import type { DomainEvents } from '../../platform/event-types.js';
import type { EventMeta, Subscriber } from '../../platform/events.js';
import { UPLOADED_IMAGE_COLUMNS, gameImageUrl } from '../../platform/game-image-address.js';
import { maskName } from '../../platform/masked-name.js';
import type { StudioDeps } from './deps.js';

/**
 * The high-earnings feed: big wins of real rounds (every provider's, ours and outside ones), kept
 * from the wallet's round_settled event. "Big" is a win of at least a multiple of the stake (10x
 * by default, so a player at ₺1 can be there) or at least an amount (₺500 by default: a large win
 * at a high stake, 2x at ₺250); the operator sets both (HIGH_EARNINGS_MIN_MULTIPLE,
 * HIGH_EARNINGS_MIN_WIN_KURUS). The table holds only these rows and only for 30 days, so it stays
 * small; the feed shows the last 7.
 */
export type BigWinRule = Pick<StudioDeps['config'], 'highEarningsMinMultipleHundredths' | 'highEarningsMinWinKurus'>;
type HighEarningsDeps = Pick<StudioDeps, 'db'> & { config: BigWinRule };

export const HIGH_EARNINGS_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export function isBigWin(rule: BigWinRule, stakeKurus: number, winKurus: number): boolean {
  if (winKurus <= 0 || stakeKurus <= 0) return false;
  return (
    winKurus >= rule.highEarningsMinWinKurus || winKurus * 100 >= stakeKurus * rule.highEarningsMinMultipleHundredths
  );
}

type Settled = { payload: DomainEvents['round_settled']; meta: Pick<EventMeta, 'recordedAt'> };

/**
 * Records the big wins among settled rounds. The players' names are read from the users table
 * (the ground floor's database) only for big wins, which are rare, instead of adding a read to
 * every settlement in the wallet; a batch's big wins take one read and one insert. Idempotent: a
 * second delivery finds the round taken.
 */
export async function recordHighEarnings(deps: HighEarningsDeps, rounds: readonly Settled[]): Promise<void> {
  const big = rounds.filter(({ payload }) => isBigWin(deps.config, payload.stakeKurus, payload.winKurus));
  if (big.length === 0) return;
  const userIds = [...new Set(big.map(({ payload }) => payload.userId))];
  const users = await deps.db.selectFrom('users').select(['id', 'username']).where('id', 'in', userIds).execute();
  const names = new Map(users.map((user) => [user.id, user.username]));
  const once = [...new Map(big.map((round) => [round.payload.roundId, round])).values()];
  const rows = once.flatMap(({ payload, meta }) => {
    const username = names.get(payload.userId);
    if (username === undefined) return [];
    return [
      {
        game_round_id: payload.roundId,
        game_id: payload.gameId,
        masked_name: maskName(username),
        stake_kurus: payload.stakeKurus,
        win_kurus: payload.winKurus,
        multiplier_hundredths: Math.floor((payload.winKurus * 100) / payload.stakeKurus),
        settled_at: meta.recordedAt,
      },
    ];
  });
  if (rows.length === 0) return;
  await deps.db
    .insertInto('high_earnings')
    .values(rows)
    .onConflict((conflict) => conflict.column('game_round_id').doNothing())
    .execute();
}

export function highEarningsSubscriber(deps: HighEarningsDeps): Subscriber<'round_settled'> {
  return {
    name: 'studio.high_earnings',
    event: 'round_settled',
    handle: (payload, meta) => recordHighEarnings(deps, [{ payload, meta }]),
    handleBatch: (events) => recordHighEarnings(deps, events),
  };
}

/** `casino.high_earnings`: the last 7 days' biggest wins of games still in the lobby. */
export async function listHighEarnings(
  deps: Pick<StudioDeps, 'db' | 'clock'>,
  input: MethodParsedInput<'casino.high_earnings'>,
): Promise<HighEarning[]> {
  const since = new Date(deps.clock().getTime() - HIGH_EARNINGS_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const order = input.by === 'multiplier' ? 'high_earnings.multiplier_hundredths' : 'high_earnings.win_kurus';
  const rows = await deps.db
    .selectFrom('high_earnings')
    .innerJoin('games', 'games.id', 'high_earnings.game_id')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .leftJoin('game_images', 'game_images.game_id', 'games.id')
    .select(UPLOADED_IMAGE_COLUMNS)
    .select([
      'high_earnings.game_round_id',
      'high_earnings.game_id',
      'high_earnings.masked_name',
      'high_earnings.stake_kurus',
      'high_earnings.win_kurus',
      'high_earnings.multiplier_hundredths',
      'high_earnings.settled_at',
      'games.name as game_name',
      'games.theme as game_theme',
      'game_providers.name as provider_name',
    ])
    .where('high_earnings.settled_at', '>=', since)
    .where('games.active', '=', 1)
    .orderBy(order, 'desc')
    .orderBy('high_earnings.settled_at', 'desc')
    .orderBy('high_earnings.id', 'desc')
    .limit(input.limit)
    .execute();
  return rows.map((row) => ({
    roundID: row.game_round_id,
    gameID: row.game_id,
    gameName: row.game_name,
    imageUrl: gameImageUrl({
      id: row.game_id,
      name: row.game_name,
      theme: row.game_theme,
      image_sha256: row.image_sha256,
      image_type: row.image_type,
    }),
    providerName: row.provider_name,
    maskedName: row.masked_name,
    stakeKurus: Number(row.stake_kurus),
    winKurus: Number(row.win_kurus),
    multiplierHundredths: Number(row.multiplier_hundredths),
    settledAt: row.settled_at,
  }));
}

/** Deletes rows older than 30 days; answers how many. */
export async function pruneHighEarnings(deps: Pick<StudioDeps, 'db' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock().getTime() - HIGH_EARNINGS_KEEP_MS).toISOString();
  const result = await deps.db.deleteFrom('high_earnings').where('settled_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
