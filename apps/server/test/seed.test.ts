import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoContent } from '../src/db/seed/demo.js';

/** What a fresh installation holds after its first start, outside demo mode and in it. */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = openDatabase({ databaseUrl: null, sqlitePath: ':memory:' });
  await migrateToLatest(handle);
});
afterAll(() => handle.destroy());

const count = async (table: 'game_categories' | 'game_providers' | 'games' | 'licenses' | 'information_pages') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the first start', () => {
  it('outside demo mode, seeds what the site needs but no demo licence and no demo studio', async () => {
    await seedDemoContent(handle.db, { demoMode: false });
    expect(await count('information_pages')).toBeGreaterThan(0);
    expect(await count('game_categories')).toBeGreaterThan(0);
    expect(await count('game_providers')).toBe(0);
    expect(await count('games')).toBe(0);
    expect(await count('licenses')).toBe(0);
  });

  it('in demo mode, adds the demo licence and the reference provider with its games', async () => {
    await seedDemoContent(handle.db, { demoMode: true });
    expect(await count('licenses')).toBe(1);
    expect(await count('game_providers')).toBe(1);
    expect(await count('games')).toBeGreaterThan(0);
  });
});
