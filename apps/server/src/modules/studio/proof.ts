import type { RoundProof } from '@bnw/contract';
import { RpcError } from '../../rpc/outcome.js';
import type { StudioDeps } from './deps.js';

/**
 * `studio.round_proof`: what the verification page needs to recompute one of the player's own
 * rounds (by the wallet's round id, the one game history shows). The server seed is given only
 * once its pair was rotated; another player's round is "not found", like one that does not exist.
 */
export async function roundProof(deps: Pick<StudioDeps, 'db'>, userId: number, roundId: number): Promise<RoundProof> {
  const row = await deps.db
    .selectFrom('studio_rounds')
    .innerJoin('studio_seed_pairs', 'studio_seed_pairs.id', 'studio_rounds.seed_pair_id')
    .select([
      'studio_rounds.game_round_id',
      'studio_rounds.variant_code',
      'studio_rounds.engine',
      'studio_rounds.stake_kurus',
      'studio_rounds.nonce',
      'studio_rounds.win_kurus',
      'studio_rounds.outcome',
      'studio_rounds.client_seed',
      'studio_seed_pairs.server_seed',
      'studio_seed_pairs.server_seed_hash',
      'studio_seed_pairs.status as pair_status',
    ])
    .where('studio_rounds.game_round_id', '=', roundId)
    .where('studio_rounds.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new RpcError('roundNotFound');
  return {
    roundID: roundId,
    gameCode: row.variant_code,
    engine: row.engine,
    stakeKurus: Number(row.stake_kurus),
    nonce: Number(row.nonce),
    clientSeed: row.client_seed,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.pair_status === 'rotated' ? row.server_seed : null,
    winKurus: Number(row.win_kurus),
    outcome: JSON.parse(row.outcome) as unknown,
  };
}
