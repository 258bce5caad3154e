import { type Kysely, sql } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Bonuses (modules/bonuses). An offer hangs on a promotion; a player's bonus
 * is one claim of it. At most one open bonus (awaiting its deposit, or active) per player and one
 * claim per offer per player: both are unique indexes, so a burst of claims cannot pass a count
 * read before any of them was written. The bonus money itself lives in the ledger
 * (`player:<id>:bonus`, funded from `house:bonus`).
 *
 * A round remembers how much of its stake came from the bonus balance, and so does each bet row,
 * so a win is split between cash and bonus in the same shares and a rollback gives each part back.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('bonus_offers'), context)
    .addColumn('promotion_id', 'integer', (col) => col.notNull().unique().references('promotions.id'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('percent', 'integer', (col) => col.notNull())
    .addColumn('max_kurus', 'bigint', (col) => col.notNull())
    .addColumn('min_deposit_kurus', 'bigint', (col) => col.notNull())
    .addColumn('fixed_kurus', 'bigint', (col) => col.notNull())
    .addColumn('wagering_multiple', 'integer', (col) => col.notNull())
    .addColumn('max_stake_kurus', 'bigint', (col) => col.notNull())
    .addColumn('valid_days', 'integer', (col) => col.notNull())
    // JSON list of {lobby, percent}: how much of a stake in each lobby counts towards wagering.
    .addColumn('contributions', 'varchar(400)', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await idColumn(db.schema.createTable('player_bonuses'), context)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('offer_id', 'integer', (col) => col.notNull().references('bonus_offers.id'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('amount_kurus', 'bigint', (col) => col.notNull())
    .addColumn('wagering_required_kurus', 'bigint', (col) => col.notNull())
    .addColumn('wagered_kurus', 'bigint', (col) => col.notNull())
    // The deposit that activated a deposit bonus (its public id).
    .addColumn('deposit_public_id', 'varchar(40)')
    .addColumn('claimed_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('activated_at', 'varchar(32)')
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('converted_kurus', 'bigint', (col) => col.notNull())
    .addColumn('forfeited_kurus', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('player_bonuses_once_per_offer', ['user_id', 'offer_id'])
    .execute();
  await db.schema
    .createIndex('player_bonuses_one_open')
    .unique()
    .on('player_bonuses')
    .column('user_id')
    .where(sql.ref('status'), 'in', sql`('awaiting_deposit', 'active')`)
    .execute();
  // The expiry job's scan: open bonuses by expiry.
  await db.schema.createIndex('player_bonuses_expiry').on('player_bonuses').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('player_bonuses_history').on('player_bonuses').columns(['user_id', 'id']).execute();

  // Rounds already counted towards a bonus's wagering (a round_settled delivered twice counts once).
  await db.schema
    .createTable('bonus_wagers')
    .addColumn('player_bonus_id', 'integer', (col) => col.notNull().references('player_bonuses.id'))
    .addColumn('game_round_id', 'integer', (col) => col.notNull().references('game_rounds.id'))
    .addColumn('counted_kurus', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('bonus_wagers_pk', ['player_bonus_id', 'game_round_id'])
    .execute();

  await db.schema
    .alterTable('game_rounds')
    .addColumn('bonus_stake_kurus', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('wallet_transactions')
    .addColumn('bonus_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}
