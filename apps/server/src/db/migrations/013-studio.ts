import { type Kysely, sql } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Our studio (modules/studio/): each player's provably fair seed pairs, the link from a
 * wallet round to the seed pair and nonce it was played with, the high-earnings feed, and the
 * theme of a studio game (colours and symbols) the lobby tile is drawn from.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  // The variant's colours and three glyphs, JSON; null for games of outside providers.
  await db.schema.alterTable('games').addColumn('theme', 'text').execute();

  await db.schema
    .createTable('studio_seed_pairs')
    .$call((table) => idColumn(table, context))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // The secret: 64 hex characters; shown to the player only once the pair is rotated.
    .addColumn('server_seed', 'text', (col) => col.notNull())
    .addColumn('server_seed_hash', 'text', (col) => col.notNull())
    .addColumn('client_seed', 'text', (col) => col.notNull())
    .addColumn('next_nonce', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('rotated_at', 'text')
    // When the player's last spin began: the 2.5 s pacing is checked in the nonce's own UPDATE.
    .addColumn('last_spin_started_at', 'text')
    .execute();
  // One active pair per player: the spin's conditional UPDATE finds it by (user_id, status).
  await sql`create unique index studio_seed_pairs_active on studio_seed_pairs (user_id) where status = 'active'`.execute(
    db,
  );
  await db.schema.createIndex('studio_seed_pairs_user').on('studio_seed_pairs').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('studio_rounds')
    .$call((table) => idColumn(table, context))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id'))
    .addColumn('seed_pair_id', 'integer', (col) => col.notNull().references('studio_seed_pairs.id'))
    .addColumn('nonce', 'integer', (col) => col.notNull())
    // The client seed the nonce was reserved with: the pair's may change later in the pair's life.
    .addColumn('client_seed', 'text', (col) => col.notNull())
    .addColumn('variant_code', 'text', (col) => col.notNull())
    .addColumn('engine', 'text', (col) => col.notNull())
    .addColumn('stake_kurus', 'bigint', (col) => col.notNull())
    .addColumn('win_kurus', 'bigint', (col) => col.notNull())
    // The engine's SpinOutcome, JSON: what the verification page compares its recomputation with.
    .addColumn('outcome', 'text', (col) => col.notNull())
    // pending (outcome drawn, bet not yet answered), settled, rolled_back.
    .addColumn('status', 'text', (col) => col.notNull())
    // The wallet's round (game_rounds.id), known once the bet is accepted.
    .addColumn('game_round_id', 'integer', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema
    .createIndex('studio_rounds_pair_nonce')
    .on('studio_rounds')
    .columns(['seed_pair_id', 'nonce'])
    .unique()
    .execute();
  await db.schema.createIndex('studio_rounds_open').on('studio_rounds').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('high_earnings')
    .$call((table) => idColumn(table, context))
    // The wallet's round: a second delivery of its round_settled finds it taken.
    .addColumn('game_round_id', 'integer', (col) => col.notNull().unique())
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id'))
    .addColumn('masked_name', 'text', (col) => col.notNull())
    .addColumn('stake_kurus', 'bigint', (col) => col.notNull())
    .addColumn('win_kurus', 'bigint', (col) => col.notNull())
    .addColumn('multiplier_hundredths', 'bigint', (col) => col.notNull())
    .addColumn('settled_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('high_earnings_settled').on('high_earnings').columns(['settled_at']).execute();
}
