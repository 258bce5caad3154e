import type { Language, MethodOutput, MethodParsedInput } from '@bnw/contract';
import { type Actor, playerOf } from '../../platform/actor.js';
import type { GameLaunchPort } from '../../platform/game-launch-port.js';
import { isProviderOpen } from '../../platform/provider-reachability.js';
import { RpcError } from '../../rpc/outcome.js';
import type { WalletDeps } from './deps.js';
import { openGameSession } from './game-sessions.js';

type LaunchAnswer = MethodOutput<'casino.init_game'>;
type LaunchDeps = Pick<WalletDeps, 'db' | 'clock'>;

/** A game with what deciding its start needs: its own state and its provider's. */
interface StartableGame {
  id: number;
  code: string;
  active: number;
  providerActive: number;
  providerFailedChecks: number;
}

function selectStartable(db: LaunchDeps['db']) {
  return db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select([
      'games.id',
      'games.code',
      'games.active',
      'game_providers.active as providerActive',
      'game_providers.failed_checks as providerFailedChecks',
    ]);
}
type StartableQuery = ReturnType<typeof selectStartable>;

async function findStartable(
  deps: LaunchDeps,
  narrow: (query: StartableQuery) => StartableQuery,
): Promise<StartableGame | undefined> {
  return narrow(selectStartable(deps.db)).executeTakeFirst();
}

/**
 * `casino.init_game`: a new game session for the player and the game, and the provider's launch
 * address carrying it. The provider sends the token back in every wallet call; it never sees the
 * player's site session. An unknown or disabled game is refused as not found; a game whose provider
 * is switched off or does not answer, as a provider that cannot be reached.
 */
export async function launchGame(
  deps: LaunchDeps,
  actor: Actor,
  input: MethodParsedInput<'casino.init_game'>,
): Promise<LaunchAnswer> {
  const game = await findStartable(deps, (query) => query.where('games.id', '=', input.gameID));
  if (!game || game.active !== 1) throw new RpcError('gameNotFound');
  return startGame(deps, actor, game);
}

/** The same start for the live lobby's outside tables (platform/game-launch-port.ts). */
export function gameLauncher(deps: LaunchDeps): GameLaunchPort {
  return { launch: (actor, gameId) => launchGame(deps, actor, { gameID: gameId, Lang: actor.lang, isMobile: true }) };
}

/**
 * `virtualgames.init_game`: the same start for the provider's game of the virtual lobby whose code
 * is `type`, or, without a type, its first active virtual game by sort order (the spec makes the
 * type optional). The provider is judged first: an unknown one is not found, a switched-off or
 * failing one cannot be reached, whatever game was asked for.
 */
export async function launchVirtualGame(
  deps: LaunchDeps,
  actor: Actor,
  input: MethodParsedInput<'virtualgames.init_game'>,
): Promise<LaunchAnswer> {
  const provider = await deps.db
    .selectFrom('game_providers')
    .select(['id', 'active', 'failed_checks'])
    .where('id', '=', input.providerID)
    .executeTakeFirst();
  if (!provider) throw new RpcError('virtualProviderNotFound');
  if (!isProviderOpen(provider)) throw new RpcError('providerUnreachable');
  const { type } = input;
  const game = await findStartable(deps, (query) => {
    const virtual = query.where('games.provider_id', '=', provider.id).where('games.lobby', '=', 'virtual');
    if (type !== undefined) return virtual.where('games.code', '=', type);
    return virtual.where('games.active', '=', 1).orderBy('games.sort_order').orderBy('games.id').limit(1);
  });
  if (!game) throw new RpcError(type === undefined ? 'virtualProviderNotFound' : 'virtualGameNotFound');
  if (game.active !== 1) throw new RpcError('gameUnavailable');
  return startGame(deps, actor, game);
}

/** Opens the session at one moment, which the answer names: the play page counts from it. */
async function startGame(deps: LaunchDeps, actor: Actor, game: StartableGame): Promise<LaunchAnswer> {
  if (!isProviderOpen({ active: game.providerActive, failed_checks: game.providerFailedChecks }))
    throw new RpcError('providerUnreachable');
  const now = deps.clock();
  const session = await openGameSession({ db: deps.db, clock: () => now }, playerOf(actor), { gameId: game.id });
  // Switched off between the check above and the session: as if it had been off already.
  if (!session) throw new RpcError('gameNotFound');
  return {
    url: launchUrl(session.launchUrl, session.token, { id: game.id, code: session.gameCode }, actor.lang),
    gameID: game.id,
    startedAt: now.toISOString(),
  };
}

/** Where an address names the game in its path (our studio's `<PUBLIC_URL>/studio/:game`). */
const GAME_PATH_PLACEHOLDER = '/:game';

/**
 * The provider's address with our four parameters; any query it already has is kept. An address
 * whose path ends in `/:game` is one of our studio's pages: it gets the game's code in the path,
 * and our catalogue's id of the game as `game` too, since the page calls our RPC with it.
 */
export function launchUrl(base: string, token: string, game: { id: number; code: string }, lang: Language): string {
  const url = new URL(base);
  if (url.pathname.endsWith(GAME_PATH_PLACEHOLDER)) {
    url.pathname = `${url.pathname.slice(0, -GAME_PATH_PLACEHOLDER.length)}/${encodeURIComponent(game.code)}`;
    url.searchParams.set('game', String(game.id));
  }
  url.searchParams.set('token', token);
  url.searchParams.set('game_id', game.code);
  url.searchParams.set('lang', lang);
  url.searchParams.set('currency', 'TRY');
  return url.toString();
}
