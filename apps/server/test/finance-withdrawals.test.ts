import { randomBytes } from 'node:crypto';
import { MESSAGES, TRANSACTION_STATUS, type UserPart } from '@bnw/contract';
import { Migrator } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrationsFor } from '../src/db/migrations/index.js';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { paymentsCommand } from '../src/ops/payments-command.js';
import { bankId, freshIban, methodId, requestId } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { captureOutput } from './support/console.js';

/**
 * A withdrawal goes where the player asked it to go when they asked: the account's IBAN,
 * holder and bank are stored on it, and the account cannot change or disappear while the
 * withdrawal waits.
 */
let app: TestApp;
let withdrawMethod: number;
let ziraat: number;
beforeAll(async () => {
  app = await createTestApp();
  withdrawMethod = await methodId(app, 'bank_withdrawal');
  ziraat = await bankId(app);
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

interface Account {
  bankAccountID: number;
  iban: string;
}

async function signedIn(): Promise<UserPart> {
  return (await loginAs(app, await createPlayer(app))).user;
}

async function saveAccount(user: UserPart, iban = freshIban()): Promise<Account> {
  const saved = await app.call<Account>(
    'finance',
    'save_bank_account',
    { bankID: ziraat, iban, holderName: 'Ayşe Yılmaz' },
    user,
  );
  if (!saved.result) throw new Error(saved.message);
  return saved.data;
}

function withdraw(user: UserPart, bankAccountID: number, amount = 50_000) {
  return app.call<{ transaction: { transactionID: string } }>(
    'prepayServices',
    'processTransaction',
    { Type: 2, methodID: withdrawMethod, amount, bankAccountID, requestId: requestId() },
    user,
  );
}

async function storedAccount(id: number) {
  return app.services.db
    .selectFrom('bank_accounts')
    .select(['iban', 'holder_name', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function payment(publicId: string) {
  return app.services.db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();
}

describe('a pending withdrawal', () => {
  it('stores where it goes, and its account can be neither edited nor deleted until it is settled', async () => {
    const user = await signedIn();
    const account = await saveAccount(user);
    const requested = await withdraw(user, account.bankAccountID);
    expect(requested.result).toBe(true);
    const id = requested.data.transaction.transactionID;
    expect(await payment(id)).toMatchObject({
      destination_iban: account.iban,
      destination_holder: 'Ayşe Yılmaz',
      destination_bank: 'T.C. Ziraat Bankası',
    });

    const edit = await app.call(
      'finance',
      'save_bank_account',
      { bankAccountID: account.bankAccountID, bankID: ziraat, iban: freshIban(), holderName: 'Ayşe Yılmaz' },
      user,
    );
    expect(edit).toMatchObject({
      result: false,
      code: MESSAGES.bankAccountInUse.code,
      message:
        'Bu hesaba bekleyen bir çekim talebiniz var. Talep sonuçlanana kadar hesap değiştirilemez veya silinemez.',
    });
    const deletion = await app.call('finance', 'delete_bank_account', { bankAccountID: account.bankAccountID }, user);
    expect(deletion).toMatchObject({ result: false, message: MESSAGES.bankAccountInUse.tr });
    expect(await storedAccount(account.bankAccountID)).toEqual({
      iban: account.iban,
      holder_name: 'Ayşe Yılmaz',
      deleted_at: null,
    });

    // Staff see the destination, and approving sends the money there.
    const output = captureOutput();
    expect(await paymentsCommand(['list', '--player', user.uid!], app.services)).toBe(0);
    expect(output.join('\n')).toContain(`${id}`);
    expect(output.join('\n')).toContain(`hesap: ${account.iban} (Ayşe Yılmaz, T.C. Ziraat Bankası)`);
    expect(await paymentsCommand(['approve', id], app.services)).toBe(0);
    expect(output.at(-1)).toBe(
      `${id} onaylandı: ₺500,00 gönderilecek hesap ${account.iban} (Ayşe Yılmaz, T.C. Ziraat Bankası).`,
    );

    // Settled: the account is the player's to change again.
    const other = freshIban();
    expect(
      (
        await app.call(
          'finance',
          'save_bank_account',
          { bankAccountID: account.bankAccountID, bankID: ziraat, iban: other, holderName: 'Ayşe Yılmaz' },
          user,
        )
      ).result,
    ).toBe(true);
    expect((await payment(id)).destination_iban).toBe(account.iban);
    expect(
      (await app.call('finance', 'delete_bank_account', { bankAccountID: account.bankAccountID }, user)).result,
    ).toBe(true);
  });

  it('is paid to the stored destination even if the account row was changed behind the rules', async () => {
    const user = await signedIn();
    const account = await saveAccount(user);
    const id = (await withdraw(user, account.bankAccountID)).data.transaction.transactionID;
    // What the old code allowed: the account edited and deleted while the withdrawal waited.
    await app.services.db
      .updateTable('bank_accounts')
      .set({ iban: freshIban(), deleted_at: new Date().toISOString() })
      .where('id', '=', account.bankAccountID)
      .execute();
    const output = captureOutput();
    expect(await paymentsCommand(['approve', id], app.services)).toBe(0);
    expect(output.at(-1)).toContain(`gönderilecek hesap ${account.iban} (`);
    expect((await payment(id)).status).toBe(TRANSACTION_STATUS.completed);
  });

  it('races a deletion of its account: exactly one of them wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const user = await signedIn();
      const account = await saveAccount(user);
      const [requested, deleted] = await Promise.all([
        withdraw(user, account.bankAccountID),
        app.call('finance', 'delete_bank_account', { bankAccountID: account.bankAccountID }, user),
      ]);
      expect(requested.result !== deleted.result).toBe(true);
      if (requested.result) {
        expect(deleted.code).toBe(MESSAGES.bankAccountInUse.code);
        expect((await storedAccount(account.bankAccountID)).deleted_at).toBeNull();
      } else {
        expect(requested.code).toBe(MESSAGES.bankAccountNotFound.code);
        const rows = await app.services.db
          .selectFrom('payment_transactions')
          .select('id')
          .where('bank_account_id', '=', account.bankAccountID)
          .execute();
        expect(rows).toEqual([]);
      }
    }
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});

/** A database of its own, migrated only as far as a test says (SQLite in memory, or a new PostgreSQL database). */
async function bareDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = openDatabase({ databaseUrl: null, sqlitePath: ':memory:' });
    return { handle, drop: () => handle.destroy() };
  }
  const name = `bnw_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: '', maxConnections: 2 });
  return {
    handle,
    drop: async () => {
      await handle.destroy();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

describe('migration 006-finance-hardening', () => {
  it('gives pending withdrawals their destination and keeps one live copy of an IBAN', async () => {
    const { handle, drop } = await bareDatabase();
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrationsFor({ dialect: handle.dialect }) },
      });
      expect((await migrator.migrateTo('004-payments')).error).toBeUndefined();
      const db = handle.db;
      const now = new Date().toISOString();
      const user = await db
        .insertInto('users')
        .values({
          uid: 'u-migration',
          username: 'eskioyuncu',
          username_folded: 'eskioyuncu',
          email: 'eski@example.com',
          email_folded: 'eski@example.com',
          password_hash: 'x',
          first_name: 'Ayşe',
          last_name: 'Yılmaz',
          birth_date: '1990-04-23',
          phone: '5321234567',
          country: 'TR',
          language: 'tr',
          rid: 1,
          status: 'active',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const bank = await db
        .insertInto('banks')
        .values({ type_id: 1, code: '00010', name: 'T.C. Ziraat Bankası', sort_order: 1, active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const iban = freshIban();
      const account = (suffix: string) =>
        db
          .insertInto('bank_accounts')
          .values({ user_id: user.id, bank_id: bank.id, iban: suffix, holder_name: 'Ayşe Yılmaz', created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
      const first = await account(iban);
      const copy = await account(iban);
      const method = await db
        .insertInto('cash_methods')
        .values({
          code: 'bank_withdrawal',
          provider: 'bank_transfer',
          type: 2,
          sub_category: 24,
          name_tr: 'Banka Hesabına Çekim',
          name_en: 'Withdrawal',
          description_tr: '',
          description_en: '',
          min_kurus: 10_000,
          max_kurus: 10_000_000,
          highlighted: 0,
          sort_order: 0,
          active: 1,
          demo_only: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const withdrawal = (publicId: string, status: number, bankAccountId: number) =>
        db
          .insertInto('payment_transactions')
          .values({
            public_id: publicId,
            user_id: user.id,
            type: 2,
            category: 2,
            sub_category: 24,
            method_id: method.id,
            amount: 50_000,
            status,
            bank_account_id: bankAccountId,
            created_at: now,
          })
          .execute();
      await withdrawal('PENDING1', TRANSACTION_STATUS.pending, copy.id);
      await withdrawal('DONE1', TRANSACTION_STATUS.completed, first.id);

      await migrateToLatest(handle);

      const rows = await db
        .selectFrom('payment_transactions')
        .select(['public_id', 'destination_iban', 'destination_holder', 'destination_bank'])
        .orderBy('public_id')
        .execute();
      expect(rows).toEqual([
        { public_id: 'DONE1', destination_iban: null, destination_holder: null, destination_bank: null },
        {
          public_id: 'PENDING1',
          destination_iban: iban,
          destination_holder: 'Ayşe Yılmaz',
          destination_bank: 'T.C. Ziraat Bankası',
        },
      ]);
      const live = await db
        .selectFrom('bank_accounts')
        .select('id')
        .where('iban', '=', iban)
        .where('deleted_at', 'is', null)
        .execute();
      expect(live).toEqual([{ id: first.id }]);
      await expect(account(iban)).rejects.toThrow();
    } finally {
      await drop();
    }
  });
});
