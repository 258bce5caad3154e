import { MESSAGES, TRANSACTION_STATUS, type UserPart } from '@bnw/contract';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_ROWS, transactionPageQuery } from '../src/modules/finance/transactions.js';
import { methodId } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * A page of the history is bounded twice: at most MAX_LIST_ROWS rows deep, and read through an
 * index that starts with the player in the order asked for, so one player's long history cannot
 * hold the database for everyone else.
 */
const HISTORY_ROWS = 5_000;
let app: TestApp;
let user: UserPart;
let userId: number;
beforeAll(async () => {
  app = await createTestApp();
  user = (await loginAs(app, await createPlayer(app))).user;
  userId = (
    await app.services.db.selectFrom('users').select('id').where('uid', '=', user.uid!).executeTakeFirstOrThrow()
  ).id;
  const method = await methodId(app, 'bank_transfer_deposit');
  const start = Date.now() - HISTORY_ROWS * 60_000;
  for (let from = 0; from < HISTORY_ROWS; from += 500) {
    await app.services.db
      .insertInto('payment_transactions')
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          public_id: `HIST${String(from + index).padStart(6, '0')}`,
          user_id: userId,
          type: 1,
          category: 2,
          sub_category: 21,
          method_id: method,
          amount: 10_000 + (((from + index) * 7919) % 100_000),
          status: (from + index) % 3 === 0 ? TRANSACTION_STATUS.pending : TRANSACTION_STATUS.completed,
          created_at: new Date(start + (from + index) * 60_000).toISOString(),
        })),
      )
      .execute();
  }
}, 60_000);
afterAll(() => app.close());

type Page = { items: Array<{ amount: number }>; total: number };

describe('paging the history', () => {
  it(`refuses an offset of ${MAX_LIST_ROWS} or more in Turkish`, async () => {
    for (const offset of [MAX_LIST_ROWS, 19_000]) {
      const answer = await app.call<Page>(
        'finance',
        'list_transactions',
        { OrderPar: 'amount', OrderDir: 'desc', offset, limit: 250 },
        user,
      );
      expect(answer).toMatchObject({
        result: false,
        code: MESSAGES.listOffsetTooLarge.code,
        message: 'Yalnızca ilk 1000 kayıt listelenebilir. Aramanızı tarih, tür veya durumla daraltın.',
      });
    }
  });

  it(`answers the last rows before ${MAX_LIST_ROWS}, never beyond, with the whole total`, async () => {
    const answer = await app.call<Page>(
      'finance',
      'list_transactions',
      { OrderPar: 'amount', OrderDir: 'desc', offset: MAX_LIST_ROWS - 10, limit: 250 },
      user,
    );
    expect(answer.result).toBe(true);
    expect(answer.data.items).toHaveLength(10);
    expect(answer.data.total).toBe(HISTORY_ROWS + 1); // and the demo play money
    const amounts = answer.data.items.map((item) => item.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it.skipIf(!!process.env.DATABASE_URL)('reads every order through an index, never sorting the history', async () => {
    const orders = ['createdAt', 'amount', 'status'] as const;
    for (const OrderPar of orders) {
      for (const OrderDir of ['asc', 'desc'] as const) {
        const compiled = transactionPageQuery(app.services, userId, {
          Lang: 'tr',
          limit: 250,
          offset: 900,
          OrderPar,
          OrderDir,
        }).compile();
        const plan = await app.services.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        const details = plan.rows.map((row) => row.detail);
        expect(details.join(' | '), `${OrderPar} ${OrderDir}`).toMatch(
          /payment_transactions USING INDEX payment_transactions_user_/,
        );
        expect(details.join(' | '), `${OrderPar} ${OrderDir}`).not.toContain('TEMP B-TREE');
      }
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('reads every order through an index on PostgreSQL too', async () => {
    await app.services.db.executeQuery(CompiledQuery.raw('analyze payment_transactions'));
    for (const OrderPar of ['createdAt', 'amount', 'status'] as const) {
      for (const OrderDir of ['asc', 'desc'] as const) {
        const compiled = transactionPageQuery(app.services, userId, {
          Lang: 'tr',
          limit: 250,
          offset: 900,
          OrderPar,
          OrderDir,
        }).compile();
        const plan = await app.services.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
        );
        const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(text, `${OrderPar} ${OrderDir}`).toMatch(/Index Scan (Backward )?using payment_transactions_user_/);
        expect(text, `${OrderPar} ${OrderDir}`).not.toContain('Seq Scan on payment_transactions');
        // An incremental sort of equal timestamps by id is fine; a full sort of the history is not.
        expect(text, `${OrderPar} ${OrderDir}`).not.toMatch(/^\s*(->\s+)?Sort\s+\(/m);
      }
    }
  });
});
