import type { Selectable } from 'kysely';
import type { AuthenticatedPlayer } from '../../platform/actor.js';
import { randomToken, sha256Hex } from '../../auth/tokens.js';
import type { GameSessionsTable } from '../../db/schema.js';
import { type SessionRow, type WalletCaller, WalletRefusal } from './caller.js';
import type { WalletDeps } from './deps.js';

/** A game session lasts a long evening of play; wins and rollbacks are accepted after it lapsed. */
export const GAME_SESSION_MS = 12 * 60 * 60 * 1000;

export interface OpenedGameSession {
  token: string;
  expiresAt: string;
  providerId: number;
  gameCode: string;
  /** Where the provider serves its games; the launch URL is built on it. */
  launchUrl: string;
}

/**
 * Issues the token a provider's game presents to the wallet for this player and this game. Only
 * its SHA-256 is stored. Answers undefined when the game is unknown or not active.
 */
export async function openGameSession(
  deps: Pick<WalletDeps, 'db' | 'clock'>,
  player: AuthenticatedPlayer,
  input: { gameId: number },
): Promise<OpenedGameSession | undefined> {
  const game = await deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.code', 'games.provider_id', 'game_providers.launch_url'])
    .where('games.id', '=', input.gameId)
    .where('games.active', '=', 1)
    .where('game_providers.active', '=', 1)
    .executeTakeFirst();
  if (!game) return undefined;
  const token = randomToken();
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + GAME_SESSION_MS).toISOString();
  await deps.db
    .insertInto('game_sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: player.user.id,
      game_id: game.id,
      provider_id: game.provider_id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt, providerId: game.provider_id, gameCode: game.code, launchUrl: game.launch_url };
}

export interface WalletSession {
  session: Selectable<GameSessionsTable>;
  gameCode: string;
  userActive: boolean;
  /** Past its expiry: refused where money may leave the player, accepted for wins and rollbacks. */
  expired: boolean;
}

/**
 * The session behind a provider's token. Another provider's token is unknown to this one. The
 * caller checks the expiry only where money may leave the player: a win or a rollback finishes
 * what an accepted bet started, however late it comes.
 */
export async function resolveGameSession(
  deps: Pick<WalletDeps, 'db' | 'clock'>,
  caller: WalletCaller,
  token: string,
): Promise<WalletSession> {
  const found = caller.session?.token === token ? caller.session.row : await readSession(deps, caller, token);
  if (!found) throw new WalletRefusal('INVALID_TOKEN');
  const expired = found.session.expires_at <= deps.clock().toISOString();
  return { session: found.session, gameCode: found.gameCode, userActive: found.userStatus === 'active', expired };
}

async function readSession(
  deps: Pick<WalletDeps, 'db'>,
  caller: WalletCaller,
  token: string,
): Promise<SessionRow | null> {
  const row = await deps.db
    .selectFrom('game_sessions')
    .innerJoin('games', 'games.id', 'game_sessions.game_id')
    .innerJoin('users', 'users.id', 'game_sessions.user_id')
    .selectAll('game_sessions')
    .select(['games.code as game_code', 'users.status as user_status'])
    .where('game_sessions.token_hash', '=', sha256Hex(token))
    .where('game_sessions.provider_id', '=', caller.providerId)
    .executeTakeFirst();
  if (!row) return null;
  const { game_code, user_status, ...session } = row;
  return { session, gameCode: game_code, userStatus: user_status };
}
