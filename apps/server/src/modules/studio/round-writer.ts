import type { SpinOutcome } from '@bnw/game-math';
import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GameRoundWriter } from '../../platform/game-wallet-port.js';
import type { PairTurn } from './seeds.js';

/** What the studio hands the wallet of one spin besides its amounts: the turn it took and its proof. */
export interface SpinRound {
  userId: number;
  gameId: number;
  variantCode: string;
  engine: string;
  /** The pair as the outcome was computed from it: its nonce is this spin's. */
  pair: PairTurn;
  /** The client seed the outcome used: the pair's, or one the spin set. */
  clientSeed: string;
  startedAt: string;
  /** A spin that began after this may take the turn (the minimum game cycle). */
  cutoff: string;
  outcome: SpinOutcome;
}

/**
 * The studio's statements in the wallet's batch: every spin's turn in one conditional UPDATE (the
 * pair still active, still at the spin's nonce, with the client seed the outcome used unless the
 * spin sets its own, and its last spin at least the game cycle ago), and every round's proof in one
 * INSERT. A spin whose pair moved since is refused here and computed again from a fresh read.
 */
export const studioRoundWriter: GameRoundWriter<SpinRound> = {
  async takeTurns(trx, rounds) {
    const rows = sql.join(
      rounds.map(
        (round) =>
          sql`(cast(${round.pair.pairId} as bigint), cast(${round.pair.nextNonce} as bigint), cast(${round.clientSeed} as text), cast(${round.pair.clientSeed} as text), cast(${round.startedAt} as text), cast(${round.cutoff} as text))`,
      ),
    );
    const taken = await sql<{
      id: number;
    }>`with turn(id, nonce, client_seed, seen_seed, started_at, cutoff) as (values ${rows})
      update studio_seed_pairs
      set next_nonce = next_nonce + 1, last_spin_started_at = turn.started_at, client_seed = turn.client_seed
      from turn
      where studio_seed_pairs.id = turn.id
        and studio_seed_pairs.status = 'active'
        and studio_seed_pairs.next_nonce = turn.nonce
        and studio_seed_pairs.client_seed = turn.seen_seed
        and (studio_seed_pairs.last_spin_started_at is null or studio_seed_pairs.last_spin_started_at <= turn.cutoff)
      returning studio_seed_pairs.id`.execute(trx);
    const ids = new Set(taken.rows.map((row) => Number(row.id)));
    const kept = new Set<number>();
    rounds.forEach((round, position) => {
      if (ids.has(round.pair.pairId)) kept.add(position);
    });
    return kept;
  },

  async recordRounds(trx: Transaction<Database>, rounds) {
    await trx
      .insertInto('studio_rounds')
      .values(
        rounds.map(({ data, gameRoundId }) => ({
          user_id: data.userId,
          game_id: data.gameId,
          seed_pair_id: data.pair.pairId,
          nonce: data.pair.nextNonce,
          client_seed: data.clientSeed,
          variant_code: data.variantCode,
          engine: data.engine,
          stake_kurus: data.outcome.stakeKurus,
          win_kurus: data.outcome.winKurus,
          outcome: JSON.stringify(data.outcome),
          status: 'settled' as const,
          game_round_id: gameRoundId,
          created_at: data.startedAt,
          settled_at: data.startedAt,
        })),
      )
      .execute();
  },
};
