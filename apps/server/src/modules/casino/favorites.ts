import type { GameTile, LiveFavoriteTile } from '@bnw/contract';
import { LIMITS } from '@bnw/contract';
import type { Kysely } from 'kysely';
import { lockRow } from '../../db/locks.js';
import type { Database } from '../../db/schema.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import { findGames } from './catalogue.js';
import type { CasinoDeps } from './deps.js';

export type FavoriteType = 'casino' | 'livecasino';

export interface FavoriteInput {
  type: FavoriteType;
  gameId: number;
}

/**
 * The player's favourite games (or live tables, type `livecasino`), at most 100, in the lobby's
 * order, each named as the specification names it: a slot by `gameID`, a live table by `tableID`.
 */
export async function listFavorites(
  deps: CasinoDeps,
  actor: Actor,
  input: { type: FavoriteType },
): Promise<GameTile[] | LiveFavoriteTile[]> {
  playerOf(actor);
  const page = await findGames(deps, actor, {
    favorites: true,
    limit: LIMITS.favouritesList,
    offset: 0,
    lobby: lobbyOf(input.type),
  });
  if (input.type === 'casino') return page.games;
  return page.games.map(({ gameID, ...tile }) => ({ tableID: gameID, ...tile }));
}

/**
 * Adds a game; adding it again changes nothing (one row, even for a burst of the same call). The
 * player's row is locked while the list is counted, so a burst of different games cannot pass
 * the limit together.
 */
export async function addFavorite(deps: CasinoDeps, actor: Actor, input: FavoriteInput): Promise<void> {
  const userId = playerOf(actor).user.id;
  if (!(await isListed(deps, input.gameId, lobbyOf(input.type)))) throw new RpcError('gameNotFound');
  await deps.db.transaction().execute(async (tx) => {
    await lockRow(tx, deps.dialect, 'users', userId);
    if (await isFull(tx, userId, input.gameId)) throw new RpcError('favoriteLimit');
    await tx
      .insertInto('favorite_games')
      .values({ user_id: userId, game_id: input.gameId, created_at: deps.clock().toISOString() })
      .onConflict((conflict) => conflict.columns(['user_id', 'game_id']).doNothing())
      .execute();
  });
}

/** Casino favourites are slots; livecasino favourites are live tables, ours and outside providers' (games of the `live` lobby). */
function lobbyOf(type: FavoriteType): 'slot' | 'live' {
  return type === 'livecasino' ? 'live' : 'slot';
}

async function isListed(deps: CasinoDeps, gameId: number, lobby: 'slot' | 'live'): Promise<boolean> {
  const game = await deps.db
    .selectFrom('games')
    .select('id')
    .where('id', '=', gameId)
    .where('active', '=', 1)
    // A virtual game is never a tile of the lists favourites show in.
    .where('lobby', '=', lobby)
    .executeTakeFirst();
  return game !== undefined;
}

/** The list is bounded like its page; a game already there can always be "added" again. */
async function isFull(db: Kysely<Database>, userId: number, gameId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favorite_games')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>(eb.case().when('game_id', '=', gameId).then(1).else(0).end()).as('same'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.same ?? 0) === 0 && Number(row.n) >= LIMITS.favouritesList;
}

/** Removes a game; removing one that is not there is not an error (a second tap, another tab). */
export async function removeFavorite(deps: CasinoDeps, actor: Actor, input: FavoriteInput): Promise<void> {
  const userId = playerOf(actor).user.id;
  const lobbyGames = deps.db.selectFrom('games').select('id').where('lobby', '=', lobbyOf(input.type));
  await deps.db
    .deleteFrom('favorite_games')
    .where('user_id', '=', userId)
    .where('game_id', '=', input.gameId)
    .where('game_id', 'in', lobbyGames)
    .execute();
}
