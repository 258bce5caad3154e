import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../src/platform/housekeeping.js';
import { createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

const counterKeys = async () =>
  (await app.services.db.selectFrom('throttle_counters').select('throttle_key').orderBy('throttle_key').execute()).map(
    (row) => row.throttle_key,
  );
const count = async (table: 'sessions' | 'email_tokens') =>
  Number(
    (
      await app.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('housekeeping', () => {
  it('deletes day-old throttle counters and month-old expired sessions and links, and keeps the rest', async () => {
    const player = await createPlayer(app); // its confirmation link, used
    const old = await loginAs(app, player);
    await app.call('user', 'login', { username: 'kimse-yok', password: 'yanlış-şifre-1' });
    const oldCounters = await counterKeys();
    expect(oldCounters).toContain('login:name:kimse-yok');

    clock.advance(40 * 24 * 3600_000); // past every link's lifetime plus the month kept
    const current = await loginAs(app, player);
    await app.call('user', 'login', { username: 'kimse-yok-2', password: 'yanlış-şifre-2' });
    // The address's counter started a new window with these attempts; the other old ones are over.
    const freshCounters = ['login:ip:127.0.0.1', 'login:name:kimse-yok-2'];

    const report = await runHousekeeping(app.services);
    const deleted = oldCounters.filter((key) => !freshCounters.includes(key)).length;
    // The confirmation's email_confirmed event, delivered to the demo grant a month ago and more.
    expect(report).toEqual({ throttleCounters: deleted, sessions: 1, emailTokens: 1, deliveredEvents: 1 });
    expect(await counterKeys()).toEqual(freshCounters);
    expect(await count('sessions')).toBe(1);
    expect((await app.call('user', 'get_user_profile', {}, current.user)).result).toBe(true);
    expect((await app.call('user', 'get_user_profile', {}, old.user)).result).toBe(false);
    // Nothing else is old enough: a second run deletes nothing.
    expect(await runHousekeeping(app.services)).toEqual({
      throttleCounters: 0,
      sessions: 0,
      emailTokens: 0,
      deliveredEvents: 0,
    });
  });

  it('keeps the security audit whatever its age', async () => {
    const events = () => app.services.db.selectFrom('security_events').select('id').orderBy('id').execute();
    const before = await events();
    expect(before.length).toBeGreaterThan(0);
    clock.advance(365 * 24 * 3600_000);
    await runHousekeeping(app.services);
    expect(await events()).toEqual(before);
  });
});
