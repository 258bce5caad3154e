import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Bet on games (modules/draws/): the draw games (each a game, so the wallet's
 * rounds and history name it), their draws on a schedule with the stored seed and result, the
 * coupons (one wallet bet each) with their selections, and each player's count of open coupons
 * (the per-player limit is that row's conditional upsert).
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('draw_games')
    // The draw game is a game (of the `live` lobby, like tombala's rooms): its id is the game's.
    .addColumn('id', 'integer', (col) => col.primaryKey().references('games.id'))
    // game-math's id: lucky-six, dice-duel.
    .addColumn('code', 'varchar(20)', (col) => col.notNull().unique())
    // Published with every draw: the HMAC message is `<public seed>:<draw number>:<cursor>`.
    .addColumn('public_seed', 'varchar(64)', (col) => col.notNull())
    // The fencing token (platform/rounds/fence.ts): raised by a new leader, checked by every scheduler write.
    .addColumn('fence', 'integer', (col) => col.notNull().defaultTo(0))
    // The game's last event's sequence on its topic, raised by the write that makes the event.
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('draws')
    .$call((table) => idColumn(table, context))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('draw_games.id'))
    .addColumn('draw_no', 'integer', (col) => col.notNull())
    // open, closed, drawn, void.
    .addColumn('phase', 'varchar(10)', (col) => col.notNull())
    .addColumn('server_seed', 'varchar(64)', (col) => col.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('public_seed', 'varchar(64)', (col) => col.notNull())
    .addColumn('opened_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('closes_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('draws_at', 'varchar(32)', (col) => col.notNull())
    // Stored with the phase `drawn` in one transaction, before any selection is decided (JSON).
    .addColumn('result', 'text')
    .addColumn('drawn_at', 'varchar(32)')
    // Every selection decided and every coupon it completed paid.
    .addColumn('settled_at', 'varchar(32)')
    // Coupons with a selection on it: the placement's conditional update of this row adds to it.
    .addColumn('coupon_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Two leaders (or a stale one) can never open the same draw twice.
  await db.schema.createIndex('draws_game_no').on('draws').columns(['game_id', 'draw_no']).unique().execute();
  await db.schema.createIndex('draws_game_phase').on('draws').columns(['game_id', 'phase']).execute();

  await db.schema
    .createTable('draw_coupons')
    .$call((table) => idColumn(table, context))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('draw_games.id'))
    // single, combination.
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('stake_kurus', 'bigint', (col) => col.notNull())
    .addColumn('total_odds_hundredths', 'bigint', (col) => col.notNull())
    .addColumn('potential_return_kurus', 'bigint', (col) => col.notNull())
    // open, won, lost, void.
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('return_kurus', 'bigint')
    .addColumn('request_id', 'varchar(40)', (col) => col.notNull())
    // The wallet's bet call id and round id; its settlement is `<this>-win`, its refund `<this>-void`.
    .addColumn('transaction_id', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('placed_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  // A request id places one coupon, however often it is sent.
  await db.schema
    .createIndex('draw_coupons_user_request')
    .on('draw_coupons')
    .columns(['user_id', 'request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('draw_coupons_user_placed')
    .on('draw_coupons')
    .columns(['user_id', 'placed_at'])
    .execute();

  await db.schema
    .createTable('draw_selections')
    .$call((table) => idColumn(table, context))
    .addColumn('coupon_id', 'integer', (col) => col.notNull().references('draw_coupons.id'))
    .addColumn('draw_id', 'integer', (col) => col.notNull().references('draws.id'))
    .addColumn('market_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('selection_id', 'varchar(20)', (col) => col.notNull())
    // The odds it was placed at (the six numbers: the table's highest).
    .addColumn('odds_hundredths', 'integer', (col) => col.notNull())
    // open, won, lost, void.
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    // What it counts at once decided: its odds if won (the six numbers: the position's), 100 void, 0 lost.
    .addColumn('settled_odds_hundredths', 'integer')
    .execute();
  await db.schema.createIndex('draw_selections_coupon').on('draw_selections').columns(['coupon_id']).execute();
  await db.schema
    .createIndex('draw_selections_draw_status')
    .on('draw_selections')
    .columns(['draw_id', 'status'])
    .execute();

  await db.schema
    .createTable('draw_open_coupons')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    // The open-coupon limit is the `where` of the conditional upsert that adds to this.
    .addColumn('open_count', 'integer', (col) => col.notNull())
    .execute();
}
