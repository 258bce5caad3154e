import type { Language, MethodParsedInput } from '@bnw/contract';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { WalletDeps } from './deps.js';
import { openGameSession } from './game-sessions.js';

/**
 * `casino.init_game`: a new game session for the player and the game, and the provider's launch
 * address carrying it. The provider sends the token back in every wallet call; it never sees the
 * player's site session. An unknown or disabled game (or provider) is refused in Turkish.
 */
export async function launchGame(
  deps: Pick<WalletDeps, 'db' | 'clock'>,
  actor: Actor,
  input: MethodParsedInput<'casino.init_game'>,
): Promise<{ url: string }> {
  const session = await openGameSession(deps, playerOf(actor), { gameId: input.gameID });
  if (!session) throw new RpcError('gameNotFound');
  return { url: launchUrl(session.launchUrl, session.token, session.gameCode, actor.lang) };
}

/** The provider's address with our four parameters; any query it already has is kept. */
export function launchUrl(base: string, token: string, gameCode: string, lang: Language): string {
  const url = new URL(base);
  url.searchParams.set('token', token);
  url.searchParams.set('game_id', gameCode);
  url.searchParams.set('lang', lang);
  url.searchParams.set('currency', 'TRY');
  return url.toString();
}
