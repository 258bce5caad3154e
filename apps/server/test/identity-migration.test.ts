import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refoldIdentifiers } from '../src/db/migrations/005-identity.js';
import { refoldEmails } from '../src/db/migrations/034-email-folding.js';
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

describe('034-email-folding: the Turkish i in the local part of an address', () => {
  let serial = 0;
  /** A user row as the code before 034 stored it: the address folded with the plain lower case. */
  async function storedUser(email: string): Promise<number> {
    serial += 1;
    const name = `mail${process.pid}${serial}`.slice(0, 20);
    return userDeps(app.services).users.insert({
      uid: `MAIL${process.pid}${serial}`.slice(0, 26),
      username: name,
      username_folded: name,
      email,
      email_folded: email.trim().toLowerCase(),
      password_hash: 'x',
      first_name: 'Eski',
      last_name: 'Hesap',
      birth_date: '1990-01-01',
      phone: '5321234567',
      country: 'TR',
      language: 'tr',
      rid: 1,
      status: 'active',
      created_at: new Date(2021, 0, serial).toISOString(),
    });
  }

  const emailKey = async (id: number) => (await keysOf(id)).email_folded;
  const lines: string[] = [];
  const refoldMail = () =>
    refoldEmails(app.services.db as unknown as Kysely<unknown>, new Date('2026-11-22T10:00:00Z'), (line) =>
      lines.push(line),
    );

  it('keeps the oldest of three spellings, suffixes the newer ones, and reports each, failing on none', async () => {
    const tag = `${process.pid}x${Date.now() % 100_000}`;
    const dotless = await storedUser(`alı${tag}@örnek.com`);
    const plain = await storedUser(`ali${tag}@örnek.com`);
    const dotted = await storedUser(`ALİ${tag}@ÖRNEK.COM`);
    const other = await storedUser(`veli${tag}@örnek.com`);
    lines.length = 0;

    const changes = await refoldMail();

    const key = `ali${tag}@örnek.com`;
    expect(await emailKey(dotless)).toBe(key);
    expect(await emailKey(plain)).toBe(`${key} #${plain}`);
    expect(await emailKey(dotted)).toBe(`${key} #${dotted}`);
    expect(await emailKey(other)).toBe(`veli${tag}@örnek.com`);
    expect(changes.filter((change) => change.keptBy !== null).map((change) => [change.id, change.keptBy])).toEqual([
      [plain, dotless],
      [dotted, dotless],
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(
      `account ${plain} ("ali${tag}@örnek.com") shares its e-mail address with the older account ${dotless}`,
    );
    const events = await app.services.db
      .selectFrom('security_events')
      .select(['user_id', 'detail'])
      .where('event', '=', 'identifier_suffixed')
      .where('user_id', 'in', [dotless, plain, dotted])
      .orderBy('user_id')
      .execute();
    expect(events).toEqual([
      {
        user_id: plain,
        detail: `e-mail "ali${tag}@örnek.com" folds like the address of the older account ${dotless}; this one is "${key} #${plain}"`,
      },
      {
        user_id: dotted,
        detail: `e-mail "ALİ${tag}@ÖRNEK.COM" folds like the address of the older account ${dotless}; this one is "${key} #${dotted}"`,
      },
    ]);
    // From now on every spelling reaches the account that kept the address.
    for (const login of [`ali${tag}@örnek.com`, `alı${tag}@örnek.com`, `ALİ${tag}@örnek.com`, `ALI${tag}@ÖRNEK.COM`]) {
      expect((await userDeps(app.services).users.findByLogin(login))?.id, login).toBe(dotless);
    }
  });

  it('folds the i of the local part only: a dotless ı in the domain is another domain', async () => {
    const tag = `${process.pid}y${Date.now() % 100_000}`;
    const local = await storedUser(`Iİıi${tag}@xı.com`);
    const domain = await storedUser(`iiii${tag}@xi.com`);
    await refoldMail();
    expect(await emailKey(local)).toBe(`iiii${tag}@xı.com`);
    expect(await emailKey(domain)).toBe(`iiii${tag}@xi.com`);
  });

  it('changes nothing the second time, and leaves the key unique', async () => {
    const tag = `${process.pid}z${Date.now() % 100_000}`;
    await storedUser(`ışık${tag}@example.com`);
    const newer = await storedUser(`IŞIK${tag}@example.com`);
    await refoldMail();
    lines.length = 0;
    expect(await refoldMail()).toEqual([]);
    expect(lines).toEqual([]);
    await expect(
      app.services.db
        .updateTable('users')
        .set({ email_folded: `işik${tag}@example.com` })
        .where('id', '=', newer)
        .execute(),
    ).rejects.toThrow();
  });
});
