import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * The site's content: sliders of the home and inner pages, promotions,
 * pop-ups, tournaments and the operator's mass messages with each player's reading of them.
 *
 * Every text column has the length packages/contract's CONTENT_MAX_LENGTH and
 * MASS_MESSAGE_MAX_LENGTH give it. `code` is a stable name for a row (the demo seed inserts by it,
 * so a restart adds nothing twice). `site_type` is all, mobile or desktop. `art` is the JSON
 * description our generated picture is drawn from (modules/cms/content-art.ts).
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await createSliders(db, context);
  await createPromotions(db, context);
  await createPopups(db, context);
  await createTournaments(db, context);
  await createMassMessages(db, context);
}

async function createSliders(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('sliders'), context)
    .addColumn('code', 'varchar(60)', (col) => col.notNull().unique())
    // The specification's slider site, 889.
    .addColumn('site_id', 'integer', (col) => col.notNull())
    .addColumn('site_type', 'varchar(8)', (col) => col.notNull())
    // home, or the inner page's route: slot, live, tombala, bet-on-games, tournaments, promotions.
    .addColumn('slider_type', 'varchar(16)', (col) => col.notNull())
    // top or bottom of its page.
    .addColumn('slider_place', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('text', 'varchar(600)', (col) => col.notNull())
    .addColumn('link_url', 'varchar(200)')
    .addColumn('link_text', 'varchar(40)')
    .addColumn('art', 'varchar(2000)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('start_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sliders_page')
    .on('sliders')
    .columns(['site_id', 'slider_type', 'status', 'sort_order'])
    .execute();
}

async function createPromotions(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('promotions'), context)
    .addColumn('code', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('site_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('text', 'varchar(600)', (col) => col.notNull())
    // The promotion's terms (PromoSart): paragraphs separated by blank lines.
    .addColumn('terms', 'varchar(6000)', (col) => col.notNull())
    .addColumn('badge', 'varchar(30)')
    .addColumn('link_url', 'varchar(200)')
    .addColumn('link_text', 'varchar(40)')
    .addColumn('art', 'varchar(2000)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('promotions_status').on('promotions').columns(['status', 'sort_order']).execute();
}

async function createPopups(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('popups'), context)
    .addColumn('code', 'varchar(60)', (col) => col.notNull().unique())
    // The specification's pop-up site, 111.
    .addColumn('site_id', 'integer', (col) => col.notNull())
    .addColumn('site_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('text', 'varchar(600)', (col) => col.notNull())
    .addColumn('link_url', 'varchar(200)')
    .addColumn('link_text', 'varchar(40)')
    .addColumn('art', 'varchar(2000)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    // The specification's flag: active or inactive.
    .addColumn('active', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('popups_site').on('popups').columns(['site_id', 'active', 'sort_order']).execute();
}

/**
 * A tournament, with what the tournaments engine will need to rank and pay it;
 * the content calls only list it with its state by date.
 */
async function createTournaments(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('tournaments'), context)
    .addColumn('code', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('site_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('text', 'varchar(600)', (col) => col.notNull())
    // The rules, the tie rule included: paragraphs separated by blank lines.
    .addColumn('terms', 'varchar(6000)', (col) => col.notNull())
    .addColumn('art', 'varchar(2000)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('start_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(32)', (col) => col.notNull())
    // total_stake, total_win or best_multiplier.
    .addColumn('scoring_rule', 'varchar(20)', (col) => col.notNull())
    // Rounds below this stake do not count (best_multiplier needs it most).
    .addColumn('min_stake_kurus', 'bigint', (col) => col.notNull().defaultTo(0))
    // JSON lists of games.id and game_categories.id; both empty: every slot game.
    .addColumn('eligible_game_ids', 'varchar(4000)', (col) => col.notNull())
    .addColumn('eligible_category_ids', 'varchar(4000)', (col) => col.notNull())
    // JSON list of {fromRank, toRank, amountKurus, kind: cash|bonus}, ranges in rank order.
    .addColumn('prize_table', 'varchar(4000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('tournaments_window')
    .on('tournaments')
    .columns(['status', 'start_date', 'end_date'])
    .execute();
}

async function createMassMessages(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('mass_messages'), context)
    .addColumn('code', 'varchar(60)', (col) => col.notNull().unique())
    // news, bonus, tournament, payment or security: the message's icon.
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('text', 'varchar(1000)', (col) => col.notNull())
    .addColumn('link_url', 'varchar(200)')
    .addColumn('link_text', 'varchar(40)')
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    // When players see it: a message may be written ahead of its time.
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('mass_messages_published')
    .on('mass_messages')
    .columns(['status', 'published_at', 'id'])
    .execute();

  // A row per message a player has read: its absence is "unread". The key makes a second reading a no-op.
  await db.schema
    .createTable('mass_message_reads')
    .addColumn('message_id', 'integer', (col) => col.notNull().references('mass_messages.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('read_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('mass_message_reads_pk', ['user_id', 'message_id'])
    .execute();
}
