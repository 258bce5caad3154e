import type { WalletStatus } from '@bnw/contract';
import type { Selectable } from 'kysely';
import { sha256Hex } from '../../auth/tokens.js';
import type { GameSessionsTable } from '../../db/schema.js';
import type { WalletDeps } from './deps.js';

/**
 * Who calls the wallet: a game provider, not a player. The HTTP surface builds it once the
 * provider header named an active provider and the signature matched its secret.
 */
export interface WalletCaller {
  providerId: number;
  providerCode: string;
  /**
   * The game session the request's token names, read with the provider in the same statement (null:
   * no session of this provider has that token); absent when it was not read with it.
   */
  session?: { token: string; row: SessionRow | null };
}

/**
 * An active provider by its code, with the secret its calls are signed with; given the request's
 * token, the game session it names in the same read (a money call would read it next anyway).
 */
export async function findWalletProvider(
  deps: Pick<WalletDeps, 'db'>,
  code: string,
  token?: string,
): Promise<{ caller: WalletCaller; walletSecret: string } | undefined> {
  const tokenHash = token === undefined ? '' : sha256Hex(token);
  const row = await deps.db
    .selectFrom('game_providers')
    .leftJoin('game_sessions', (join) =>
      join.onRef('game_sessions.provider_id', '=', 'game_providers.id').on('game_sessions.token_hash', '=', tokenHash),
    )
    .leftJoin('games', 'games.id', 'game_sessions.game_id')
    .leftJoin('users', 'users.id', 'game_sessions.user_id')
    .select(['game_providers.id', 'game_providers.code', 'game_providers.wallet_secret'])
    .select([
      'game_sessions.id as session_id',
      'game_sessions.token_hash',
      'game_sessions.user_id',
      'game_sessions.game_id',
      'game_sessions.created_at',
      'game_sessions.expires_at',
      'games.code as game_code',
      'users.status as user_status',
    ])
    .where('game_providers.code', '=', code)
    .where('game_providers.active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const caller: WalletCaller = { providerId: row.id, providerCode: row.code };
  if (token !== undefined) caller.session = { token, row: sessionRowOf(row) };
  return { caller, walletSecret: row.wallet_secret };
}

/** A session joined with its game and player, as resolveGameSession reads it. */
export interface SessionRow {
  session: Selectable<GameSessionsTable>;
  gameCode: string;
  userStatus: string;
}

function sessionRowOf(row: {
  id: number;
  session_id: number | null;
  token_hash: string | null;
  user_id: number | null;
  game_id: number | null;
  created_at: string | null;
  expires_at: string | null;
  game_code: string | null;
  user_status: string | null;
}): SessionRow | null {
  if (row.session_id === null || row.game_code === null || row.user_status === null) return null;
  return {
    session: {
      id: row.session_id,
      token_hash: row.token_hash!,
      user_id: row.user_id!,
      game_id: row.game_id!,
      provider_id: row.id,
      created_at: row.created_at!,
      expires_at: row.expires_at!,
    },
    gameCode: row.game_code,
    userStatus: row.user_status,
  };
}

/** A call the wallet refuses with a status of the protocol; the transaction it was in rolls back. */
export class WalletRefusal extends Error {
  constructor(readonly status: Exclude<WalletStatus, 'OK'>) {
    super(status);
    this.name = 'WalletRefusal';
  }
}
