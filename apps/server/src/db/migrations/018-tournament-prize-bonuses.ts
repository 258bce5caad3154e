import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * Tournament prizes paid as bonus. A bonus offer now belongs to a promotion
 * (claimed by the player) or to a tournament (its bonus prizes' terms: wagering, highest stake,
 * days, games), never both: `promotion_id` becomes optional, `tournament_id` is new and unique,
 * and a check keeps exactly one of them. A player's prize from a tournament is then one
 * `player_bonuses` row of that offer, so the existing unique (user, offer) also means one bonus
 * prize per tournament and player.
 *
 * SQLite cannot drop a NOT NULL, so there the table is rebuilt under the procedure SQLite documents
 * (foreign keys off, copy, drop, rename, check); its migrations run outside a transaction, so the
 * pragma takes effect. PostgreSQL alters the table in place.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  if (context.dialect === 'postgres') {
    await sql`ALTER TABLE bonus_offers ALTER COLUMN promotion_id DROP NOT NULL`.execute(db);
    await sql`ALTER TABLE bonus_offers ADD COLUMN tournament_id integer UNIQUE REFERENCES tournaments(id)`.execute(db);
    await sql`ALTER TABLE bonus_offers ADD CONSTRAINT bonus_offers_one_owner
      CHECK ((promotion_id IS NULL) <> (tournament_id IS NULL))`.execute(db);
  } else {
    await rebuildSqliteOffers(db);
  }
}

async function rebuildSqliteOffers(db: Kysely<unknown>): Promise<void> {
  const columns = `kind, percent, max_kurus, min_deposit_kurus, fixed_kurus, wagering_multiple,
    max_stake_kurus, valid_days, contributions, active, created_at`;
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await sql`CREATE TABLE bonus_offers_next (
    id integer PRIMARY KEY AUTOINCREMENT,
    promotion_id integer UNIQUE REFERENCES promotions(id),
    tournament_id integer UNIQUE REFERENCES tournaments(id),
    kind varchar(10) NOT NULL,
    percent integer NOT NULL,
    max_kurus bigint NOT NULL,
    min_deposit_kurus bigint NOT NULL,
    fixed_kurus bigint NOT NULL,
    wagering_multiple integer NOT NULL,
    max_stake_kurus bigint NOT NULL,
    valid_days integer NOT NULL,
    contributions varchar(400) NOT NULL,
    active integer NOT NULL,
    created_at varchar(32) NOT NULL,
    CONSTRAINT bonus_offers_one_owner CHECK ((promotion_id IS NULL) <> (tournament_id IS NULL))
  )`.execute(db);
  await sql`INSERT INTO bonus_offers_next (id, promotion_id, ${sql.raw(columns)})
    SELECT id, promotion_id, ${sql.raw(columns)} FROM bonus_offers`.execute(db);
  await sql`DROP TABLE bonus_offers`.execute(db);
  await sql`ALTER TABLE bonus_offers_next RENAME TO bonus_offers`.execute(db);
  const broken = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db);
  await sql`PRAGMA foreign_keys = ON`.execute(db);
  if (broken.rows.length > 0) throw new Error(`bonus_offers rebuild left ${broken.rows.length} broken references`);
}
