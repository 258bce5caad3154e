import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrationsFor } from '../src/db/migrations/index.js';
import { insertPromotion, insertTournament } from './content-fixtures.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * 018-tournament-prize-bonuses: an offer belongs to a promotion or to a tournament, never both and
 * never neither (on both databases); on SQLite the rebuilt table keeps the offers it had, their ids
 * and the references to it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const TERMS = {
  kind: 'prize' as const,
  percent: 0,
  max_kurus: 0,
  min_deposit_kurus: 0,
  fixed_kurus: 0,
  wagering_multiple: 10,
  max_stake_kurus: 5_000,
  valid_days: 14,
  contributions: '[]',
  active: 1,
  created_at: '2026-11-23T10:00:00.000Z',
};

describe('a bonus offer has exactly one owner', () => {
  it('refuses an offer of both a promotion and a tournament, and one of neither', async () => {
    const now = new Date();
    const promotion = await insertPromotion(app, now);
    const tournament = await insertTournament(app, now);
    const insert = (owner: { promotion_id?: number | null; tournament_id?: number | null }) =>
      app.services.db
        .insertInto('bonus_offers')
        .values({ ...TERMS, ...owner })
        .execute();
    await expect(insert({ promotion_id: promotion, tournament_id: tournament })).rejects.toThrow();
    await expect(insert({})).rejects.toThrow();
    await insert({ tournament_id: tournament });
    await expect(insert({ tournament_id: tournament })).rejects.toThrow(); // one set of terms per tournament
  });
});

describe.runIf(!process.env.DATABASE_URL)('the SQLite rebuild', () => {
  it('keeps the offers, their ids and the references to the table, with foreign keys back on', async () => {
    const handle = openDatabase({ databaseUrl: null, sqlitePath: ':memory:' });
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrationsFor({ dialect: 'sqlite' }) },
      });
      expect((await migrator.migrateTo('017-bonuses')).error).toBeUndefined();
      const now = '2026-11-23T10:00:00.000Z';
      // Rows as 017 stored them (no tournament_id yet), written without the current types.
      await sql`INSERT INTO promotions (id, code, site_type, title, text, terms, art, sort_order, status, created_at, updated_at)
        VALUES (3, 'p', 'all', 'P', 't', 't', '{}', 0, 'active', ${now}, ${now})`.execute(handle.db);
      await sql`INSERT INTO bonus_offers (id, promotion_id, kind, percent, max_kurus, min_deposit_kurus, fixed_kurus,
        wagering_multiple, max_stake_kurus, valid_days, contributions, active, created_at)
        VALUES (7, 3, 'fixed', 0, 5000, 0, 5000, 5, 5000, 7, '[]', 1, ${now})`.execute(handle.db);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const offers = await handle.db
        .selectFrom('bonus_offers')
        .select(['id', 'promotion_id', 'tournament_id', 'kind', 'fixed_kurus'])
        .execute();
      expect(offers).toEqual([{ id: 7, promotion_id: 3, tournament_id: null, kind: 'fixed', fixed_kurus: 5000 }]);
      const references = await sql<{ table: string }>`PRAGMA foreign_key_list(player_bonuses)`.execute(handle.db);
      expect(references.rows.map((row) => row.table)).toContain('bonus_offers');
      const pragma = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(handle.db);
      expect(pragma.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await handle.destroy();
    }
  });
});
