import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refoldIdentifiers } from '../src/db/migrations/005-identity.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { userDeps } from '../src/modules/user/deps.js';

/**
 * Migration 005-identity re-folds the usernames and addresses that the Turkish fold stored
 * (`Irmak` as `ırmak`), keeping the oldest account's key when two now fold alike.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let counter = 0;
/** A user row as the old code stored it: the keys folded with Turkish rules. */
async function legacyUser(username: string, email: string): Promise<number> {
  counter += 1;
  return userDeps(app.services).users.insert({
    uid: `LEGACY${process.pid}${counter}`.slice(0, 26),
    username,
    username_folded: username.toLocaleLowerCase('tr-TR'),
    email,
    email_folded: email.toLocaleLowerCase('tr-TR'),
    password_hash: 'x',
    first_name: 'Eski',
    last_name: 'Hesap',
    birth_date: '1990-01-01',
    phone: '5321234567',
    country: 'TR',
    language: 'tr',
    rid: 1,
    status: 'active',
    created_at: new Date(2020, 0, counter).toISOString(),
  });
}

async function keysOf(id: number) {
  return app.services.db
    .selectFrom('users')
    .select(['username_folded', 'email_folded'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const refold = () => refoldIdentifiers(app.services.db as unknown as Kysely<unknown>, new Date('2026-11-22T10:00:00Z'));

describe('005-identity: re-folding identifiers', () => {
  it('folds with the plain lower case and keeps the oldest account on a collision', async () => {
    const ilker = await legacyUser('Ilker', 'İLKER@ÖRNEK.COM');
    const olderIrmak = await legacyUser('Irmak', 'irmak@example.com');
    const newerIrmak = await legacyUser('irmak', 'IRMAK@EXAMPLE.COM');

    const changes = await refold();

    expect(await keysOf(ilker)).toEqual({ username_folded: 'ilker', email_folded: 'İlker@örnek.com'.toLowerCase() });
    expect(await keysOf(olderIrmak)).toEqual({ username_folded: 'irmak', email_folded: 'irmak@example.com' });
    expect(await keysOf(newerIrmak)).toEqual({
      username_folded: `irmak #${newerIrmak}`,
      email_folded: `irmak@example.com #${newerIrmak}`,
    });
    expect(changes.filter((change) => change.collidedWith !== null).map((change) => change.id)).toEqual([
      newerIrmak,
      newerIrmak,
    ]);
    expect((await userDeps(app.services).users.findByLogin('IRMAK'))?.id).toBe(olderIrmak);
    expect((await userDeps(app.services).users.findByLogin(' ilker '))?.id).toBe(ilker);
  });

  it('writes each suffixed account into the security audit, for support', async () => {
    const older = await legacyUser('Ipek', 'ipek@example.com');
    const newer = await legacyUser('ipek', 'ipek2@example.com');
    await refold();
    const events = await app.services.db
      .selectFrom('security_events')
      .select(['user_id', 'detail'])
      .where('event', '=', 'identifier_suffixed')
      .where('user_id', 'in', [older, newer])
      .execute();
    expect(events).toEqual([
      {
        user_id: newer,
        detail: `username "ipek" belongs to an older account; this one is "ipek #${newer}"`,
      },
    ]);
  });

  it('changes nothing the second time', async () => {
    await legacyUser('Işıl', 'ISIL@EXAMPLE.COM');
    await refold();
    expect(await refold()).toEqual([]);
  });

  it('leaves the folded columns unique: the database refuses a second account with the same key', async () => {
    await legacyUser('Umut', 'umut@example.com');
    const other = await legacyUser('Zeki', 'zeki@example.com');
    await refold();
    for (const keys of [{ username_folded: 'umut' }, { email_folded: 'umut@example.com' }]) {
      await expect(app.services.db.updateTable('users').set(keys).where('id', '=', other).execute()).rejects.toThrow();
    }
  });
});
