import type { MethodName } from '@bnw/contract';
import type { Actor, AuthenticatedPlayer } from '../../platform/actor.js';
import type { RpcContext } from '../../rpc/context.js';
import type { HandlerMap } from '../../rpc/handlers.js';
import { RpcError, ok } from '../../rpc/outcome.js';
import { findGames, listCategories, listProviders } from './catalogue.js';
import { casinoDeps } from './deps.js';
import { addFavorite, listFavorites, removeFavorite } from './favorites.js';

// casino.init_game opens a wallet game session, and the game history reads the wallet's rounds:
// the wallet module answers them.
type WalletMethod = 'casino.init_game' | 'casino.game_history' | 'casino.game_round' | 'casino.game_session_summary';
// casino.high_earnings is the studio module's feed (from the wallet's round_settled).
type StudioMethod = 'casino.high_earnings';
type CasinoMethod = Exclude<Extract<MethodName, `casino.${string}` | 'user.favorites'>, WalletMethod | StudioMethod>;

/**
 * The lobby's lists are public, so the dispatcher resolves no session for them; a signed-in
 * player's tiles still carry their favourite marks, so the session is read here when one is sent.
 */
async function signedInPlayer(context: RpcContext): Promise<AuthenticatedPlayer | null> {
  if (!context.user?.sid) return null;
  const resolution = await context.services.sessions.resolve(context.user);
  return resolution.ok && !resolution.player.restricted ? resolution.player : null;
}

async function lobbyActor(context: RpcContext, favoritesOnly: boolean): Promise<Actor> {
  const player = await signedInPlayer(context);
  if (favoritesOnly && !player) throw new RpcError('favoritesNeedLogin');
  return { ...context.actor, player };
}

export const casinoHandlers: HandlerMap<CasinoMethod> = {
  'casino.category_list': async (input, context) =>
    ok(await listCategories(casinoDeps(context.services), context.actor, input)),
  'casino.provider_list': async (input, context) => ok(await listProviders(casinoDeps(context.services), input)),
  'casino.games_list': async (input, context) =>
    ok(await findGames(casinoDeps(context.services), await lobbyActor(context, input.favorites), input)),
  'user.favorites': async (input, context) => {
    const services = casinoDeps(context.services);
    const { actor } = context;
    if (input.mode === 'list') return ok(await listFavorites(services, actor, input));
    // The contract refuses insert and delete without an id; the check keeps the type honest.
    if (input.id === undefined) throw new RpcError('gameNotFound');
    const change = { type: input.type, gameId: input.id };
    if (input.mode === 'insert') await addFavorite(services, actor, change);
    else await removeFavorite(services, actor, change);
    const favorites = await listFavorites(services, actor, input);
    return ok(favorites, input.mode === 'insert' ? 'favoriteAdded' : 'favoriteRemoved');
  },
};
