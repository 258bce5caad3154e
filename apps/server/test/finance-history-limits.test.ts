import { MESSAGES, TRANSACTION_STATUS, type UserPart } from '@bnw/contract';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerAccountIds } from '../src/modules/finance/ledger-history.js';
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
const LEDGER_ROWS = 4_000;
/** Everyone else's movements: the player's are a small part of the ledger, as they are live. */
const CROWD_ROWS = 30_000;
let app: TestApp;
let user: UserPart;
let userId: number;
let accountIds: number[];
beforeAll(async () => {
  app = await createTestApp();
  user = (await loginAs(app, await createPlayer(app))).user;
  userId = (
    await app.services.db.selectFrom('users').select('id').where('uid', '=', user.uid!).executeTakeFirstOrThrow()
  ).id;
  accountIds = await playerAccountIds(app.services, userId);
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
  await insertRounds(start);
  await insertCrowd(start);
}, 120_000);

async function insertCrowd(start: number) {
  const from = await app.services.ledger.houseAccountId('house:game:history-limits-crowd');
  const to = await app.services.ledger.houseAccountId('house:game:history-limits-crowd-2');
  for (let first = 0; first < CROWD_ROWS; first += 1_000) {
    await app.services.db
      .insertInto('ledger_transfers')
      .values(
        Array.from({ length: 1_000 }, (_, index) => ({
          transfer_id: `history-limits-crowd:${first + index}`,
          debit_account_id: from,
          credit_account_id: to,
          amount: 100,
          kind: 'bet',
          phase: 'single' as const,
          pending_id: null,
          reference: null,
          created_at: new Date(start + (first + index) * 10_000).toISOString(),
        })),
      )
      .execute();
  }
}

/**
 * The player's game movements, written straight into the ledger (this file reads pages, it does
 * not move money): stakes out of and wins into the cash account, beside the house's game account.
 */
async function insertRounds(start: number) {
  const house = await app.services.ledger.houseAccountId('house:game:history-limits');
  const cash = accountIds[0]!;
  for (let from = 0; from < LEDGER_ROWS; from += 500) {
    await app.services.db
      .insertInto('ledger_transfers')
      .values(
        Array.from({ length: 500 }, (_, index) => {
          const stake = (from + index) % 2 === 0;
          return {
            transfer_id: `history-limits:${from + index}`,
            debit_account_id: stake ? cash : house,
            credit_account_id: stake ? house : cash,
            amount: 100 + (((from + index) * 104_729) % 50_000),
            kind: stake ? 'bet' : 'win',
            phase: 'single' as const,
            pending_id: null,
            reference: null,
            created_at: new Date(start + (from + index) * 150_000 + 30_000).toISOString(),
          };
        }),
      )
      .execute();
  }
}
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

  it(`answers the last rows before ${MAX_LIST_ROWS}, never beyond, counting one line past them`, async () => {
    const answer = await app.call<Page>(
      'finance',
      'list_transactions',
      { OrderPar: 'amount', OrderDir: 'desc', offset: MAX_LIST_ROWS - 10, limit: 250 },
      user,
    );
    expect(answer.result).toBe(true);
    expect(answer.data.items).toHaveLength(10);
    // Thousands of lines, counted no further than one past what a player can page to ("1.000+").
    expect(HISTORY_ROWS + LEDGER_ROWS).toBeGreaterThan(MAX_LIST_ROWS);
    expect(answer.data.total).toBe(MAX_LIST_ROWS + 1);
    const amounts = answer.data.items.map((item) => item.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('counts a narrower history exactly', async () => {
    type Found = { items: Array<{ transactionID: string }>; total: number };
    const page = await app.call<Found>('finance', 'list_transactions', { limit: 3 }, user);
    expect(page.result).toBe(true);
    for (const item of page.data.items) {
      const found = await app.call<Found>('finance', 'list_transactions', { searchID: item.transactionID }, user);
      expect(found.data).toMatchObject({ total: 1, items: [{ transactionID: item.transactionID }] });
    }
  });

  const pageQuery = (OrderPar: 'createdAt' | 'amount' | 'status', OrderDir: 'asc' | 'desc') =>
    transactionPageQuery(app.services, userId, accountIds, { Lang: 'tr', limit: 250, offset: 900, OrderPar, OrderDir });

  it.skipIf(!!process.env.DATABASE_URL)(
    'reads every source through an index, sorting only the rows it cut',
    async () => {
      for (const OrderPar of ['createdAt', 'amount', 'status'] as const) {
        for (const OrderDir of ['asc', 'desc'] as const) {
          const compiled = pageQuery(OrderPar, OrderDir).compile();
          const plan = await app.services.db.executeQuery<{ detail: string }>(
            CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
          );
          const details = plan.rows.map((row) => row.detail).join(' | ');
          const label = `${OrderPar} ${OrderDir}: ${details}`;
          // The merge of the sources' first rows (at most offset + limit from each) is the one sort.
          expect(details, label).toMatch(/\| SCAN history \| USE TEMP B-TREE FOR ORDER BY$/);
          const [payments, ...ledger] = details
            .replace(/\| SCAN history \| USE TEMP B-TREE FOR ORDER BY$/, '')
            .split('UNION ALL');
          expect(payments, label).toMatch(/payment_transactions USING INDEX payment_transactions_user_/);
          expect(payments, label).not.toContain('TEMP B-TREE');
          expect(ledger, label).toHaveLength(2);
          for (const branch of ledger) {
            expect(branch, label).toMatch(
              /ledger_transfers USING (COVERING )?INDEX ledger_transfers_(credit|debit)_time/,
            );
            // By time (the page's order), each account's movements are read in order too; by amount or
            // status they are the player's own movements to sort, never the whole ledger's.
            if (OrderPar === 'createdAt') expect(branch, label).not.toContain('TEMP B-TREE');
          }
        }
      }
    },
  );

  it.skipIf(!process.env.DATABASE_URL)('reads every source through an index on PostgreSQL too', async () => {
    await app.services.db.executeQuery(CompiledQuery.raw('analyze payment_transactions'));
    await app.services.db.executeQuery(CompiledQuery.raw('analyze ledger_transfers'));
    for (const OrderPar of ['createdAt', 'amount', 'status'] as const) {
      for (const OrderDir of ['asc', 'desc'] as const) {
        const compiled = pageQuery(OrderPar, OrderDir).compile();
        const plan = await app.services.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
        );
        const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        const label = `${OrderPar} ${OrderDir}: ${text}`;
        expect(text, label).not.toMatch(/Seq Scan on (payment_transactions|ledger_transfers)/);
        // Above the sources only the merge of their first rows (at most offset + limit each) is sorted.
        const [merge, sources] = text.split(/->\s+Append/);
        expect(merge, label).toMatch(/^\s*->\s+Sort\s+\(/m);
        const [payments, ...ledger] = sources!.split(/Subquery Scan on/);
        expect(payments, label).toMatch(/Index Scan (Backward )?using payment_transactions_user_/);
        // An incremental sort of equal keys by id is fine; a full sort of the history is not.
        expect(payments, label).not.toMatch(/^\s*(->\s+)?Sort\s+\(/m);
        expect(ledger, label).toHaveLength(2);
        for (const branch of ledger) {
          expect(branch, label).toMatch(
            /(Index (Only )?Scan (Backward )?using|Bitmap Index Scan on) ledger_transfers_(credit|debit)_time/,
          );
          if (OrderPar === 'createdAt') expect(branch, label).not.toMatch(/^\s*(->\s+)?Sort\s+\(/m);
        }
      }
    }
  });
});
