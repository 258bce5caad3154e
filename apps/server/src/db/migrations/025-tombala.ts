import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Tombala (modules/tombala/): the rooms (each a game, so the wallet's rounds
 * and history name it), their rounds on a schedule, each player's card count per round (the
 * per-player limit is that row's conditional update), the cards sold (a card's numbers are its
 * key, unique in its round) and the prizes each card won.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('tombala_rooms')
    // The room is a game of the `live` lobby: its id is the game's.
    .addColumn('id', 'integer', (col) => col.primaryKey().references('games.id'))
    .addColumn('code', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('card_price_kurus', 'bigint', (col) => col.notNull())
    .addColumn('min_cards', 'integer', (col) => col.notNull())
    .addColumn('max_cards_per_player', 'integer', (col) => col.notNull())
    .addColumn('max_cards_per_round', 'integer', (col) => col.notNull())
    // Published with every round: the HMAC message is `<public seed>:<round number>:<cursor>`.
    .addColumn('public_seed', 'varchar(64)', (col) => col.notNull())
    // The fencing token (platform/rounds/fence.ts): raised by a new leader, checked by every scheduler write.
    .addColumn('fence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('tombala_rounds')
    .$call((table) => idColumn(table, context))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('tombala_rooms.id'))
    .addColumn('round_no', 'integer', (col) => col.notNull())
    // selling, running, finished, cancelled.
    .addColumn('phase', 'varchar(10)', (col) => col.notNull())
    .addColumn('server_seed', 'varchar(64)', (col) => col.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('public_seed', 'varchar(64)', (col) => col.notNull())
    // The room's figures when the round opened: an operator's change applies to the next round.
    .addColumn('card_price_kurus', 'bigint', (col) => col.notNull())
    .addColumn('min_cards', 'integer', (col) => col.notNull())
    .addColumn('max_cards_per_player', 'integer', (col) => col.notNull())
    .addColumn('max_cards_per_round', 'integer', (col) => col.notNull())
    .addColumn('ball_ms', 'integer', (col) => col.notNull())
    .addColumn('opened_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    // The sale's totals: the purchase's conditional update adds to them while the round sells.
    .addColumn('cards_sold', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('player_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pot_kurus', 'bigint', (col) => col.notNull().defaultTo(0))
    // Stored at the start, in the transaction that ends the sale, before any ball is shown:
    // the 90 balls' order (JSON), the balls until the tombala, and when the first comes out.
    .addColumn('started_at', 'varchar(32)')
    .addColumn('draw_order', 'text')
    .addColumn('balls_drawn', 'integer')
    // Balls whose events were published (a new leader goes on from here).
    .addColumn('balls_published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('next_round_at', 'varchar(32)')
    .execute();
  // Two leaders (or a stale one) can never open the same round twice.
  await db.schema
    .createIndex('tombala_rounds_room_no')
    .on('tombala_rounds')
    .columns(['room_id', 'round_no'])
    .unique()
    .execute();

  await db.schema
    .createTable('tombala_round_players')
    .addColumn('round_id', 'integer', (col) => col.notNull().references('tombala_rounds.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // The per-player limit is the `where` of the conditional upsert that adds to this.
    .addColumn('card_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('tombala_round_players_pk', ['round_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('tombala_cards')
    .$call((table) => idColumn(table, context))
    .addColumn('round_id', 'integer', (col) => col.notNull().references('tombala_rounds.id'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('tombala_rooms.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // The card's rank among every valid card (game-math tombalaCardKey): its numbers, in one number.
    .addColumn('card_key', 'varchar(24)', (col) => col.notNull())
    .addColumn('price_kurus', 'bigint', (col) => col.notNull())
    // The wallet's bet call id; its settlement is `<this>-win`, its refund `<this>-void`.
    .addColumn('transaction_id', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('request_id', 'varchar(40)', (col) => col.notNull())
    // open, settled, refunded.
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('payout_kurus', 'bigint')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  // No card twice in one round, whoever buys it and however many buy at once.
  await db.schema
    .createIndex('tombala_cards_round_key')
    .on('tombala_cards')
    .columns(['round_id', 'card_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('tombala_cards_round_user')
    .on('tombala_cards')
    .columns(['round_id', 'user_id'])
    .execute();
  await db.schema.createIndex('tombala_cards_user').on('tombala_cards').columns(['user_id', 'round_id']).execute();

  await db.schema
    .createTable('tombala_card_prizes')
    .addColumn('round_id', 'integer', (col) => col.notNull().references('tombala_rounds.id'))
    .addColumn('card_id', 'integer', (col) => col.notNull().references('tombala_cards.id'))
    // cinko-1, cinko-2, tombala.
    .addColumn('prize', 'varchar(10)', (col) => col.notNull())
    // The ball it fell on (index in the draw, from 0): shown when that ball is.
    .addColumn('ball_index', 'integer', (col) => col.notNull())
    .addColumn('prize_kurus', 'bigint', (col) => col.notNull())
    .addColumn('payout_kurus', 'bigint', (col) => col.notNull())
    // One row per card and prize: the prize's settlement id.
    .addPrimaryKeyConstraint('tombala_card_prizes_pk', ['card_id', 'prize'])
    .execute();
  await db.schema
    .createIndex('tombala_card_prizes_round')
    .on('tombala_card_prizes')
    .columns(['round_id', 'ball_index'])
    .execute();
}
