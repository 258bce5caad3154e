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

const failureIds = async () =>
  (await app.services.db.selectFrom('auth_failures').select('id').orderBy('id').execute()).map((row) => row.id);
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
  it('deletes day-old login failures and month-old expired sessions and links, and keeps the rest', async () => {
    const player = await createPlayer(app); // its confirmation link, used
    const old = await loginAs(app, player);
    await app.call('user', 'login', { username: 'kimse-yok', password: 'yanlış-şifre-1' });
    const oldFailures = await failureIds();
    expect(oldFailures.length).toBeGreaterThan(0);

    clock.advance(40 * 24 * 3600_000); // past every link's lifetime plus the month kept
    const current = await loginAs(app, player);
    await app.call('user', 'login', { username: 'kimse-yok', password: 'yanlış-şifre-2' });
    const newFailures = (await failureIds()).filter((id) => !oldFailures.includes(id));
    expect(newFailures.length).toBeGreaterThan(0);

    const report = await runHousekeeping(app.services);
    expect(report).toEqual({ authFailures: oldFailures.length, sessions: 1, emailTokens: 1, deliveredEvents: 0 });
    expect(await failureIds()).toEqual(newFailures);
    expect(await count('sessions')).toBe(1);
    expect((await app.call('user', 'get_user_profile', {}, current.user)).result).toBe(true);
    expect((await app.call('user', 'get_user_profile', {}, old.user)).result).toBe(false);
    // Nothing else is old enough: a second run deletes nothing.
    expect(await runHousekeeping(app.services)).toEqual({
      authFailures: 0,
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
