import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * The casino's catalogue: game providers (outside studios and, later, our own), categories and
 * games, and players' favourites. A provider's wallet secret is stored here (the wallet API checks
 * every call's signature with it); its launch address is where `casino.init_game` sends players.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('game_providers'), context)
    .addColumn('code', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('launch_url', 'varchar(500)', (col) => col.notNull())
    /** HMAC-SHA256 key of the wallet API, hex; shown to the operator once. */
    .addColumn('wallet_secret', 'varchar(128)', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('game_categories')
    // The specification's numbers (72 = quick access) are real ids: no identity column.
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name_tr', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await idColumn(db.schema.createTable('games'), context)
    .addColumn('provider_id', 'integer', (col) => col.notNull().references('game_providers.id'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('game_categories.id'))
    /** The provider's own id of the game, sent to it at launch. */
    .addColumn('code', 'varchar(80)', (col) => col.notNull())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    /** Turkish-folded name (and provider name) for search: İ/I/ı/i all fold alike. */
    .addColumn('search_name', 'varchar(250)', (col) => col.notNull())
    /** Return to player in basis points (9620 = 96,20 %). */
    .addColumn('rtp_bp', 'integer', (col) => col.notNull())
    .addColumn('volatility', 'varchar(10)', (col) => col.notNull())
    /** Largest win as a multiple of the stake. */
    .addColumn('max_win_x', 'integer', (col) => col.notNull())
    .addColumn('mobile', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_new', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_popular', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('quick_access', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('games_provider_code').on('games').columns(['provider_id', 'code']).unique().execute();
  await db.schema
    .createIndex('games_category_order')
    .on('games')
    .columns(['category_id', 'sort_order', 'id'])
    .execute();
  await db.schema.createIndex('games_search_name').on('games').column('search_name').execute();

  await db.schema
    .createTable('favorite_games')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('favorite_games_pk', ['user_id', 'game_id'])
    .execute();
}
