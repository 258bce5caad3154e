import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../src/services.js';
import { HOUSE_ACCOUNTS } from '../src/ledger/house-accounts.js';
import { LedgerError } from '../src/ledger/ledger-error.js';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { createPlayer } from './support/players.js';
import { type TestApp, createTestApp, REAL_MONEY_ENV } from './support/test-app.js';
import { userDeps } from '../src/modules/user/deps.js';

let app: TestApp;
let ledger: Services['ledger'];
let bank: number;
beforeAll(async () => {
  // Without demo mode a new player starts at zero, which keeps the sums here plain.
  app = await createTestApp({ env: REAL_MONEY_ENV });
  ledger = app.services.ledger;
  bank = await ledger.houseAccountId(HOUSE_ACCOUNTS.bankClearing);
});
afterAll(() => app.close());

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

async function newPlayerAccount(): Promise<number> {
  const player = await createPlayer(app);
  const user = await userDeps(app.services).users.findByLogin(player.username);
  return ledger.playerCashAccountId(user!.id);
}

async function fund(accountId: number, amountKurus: number): Promise<void> {
  await ledger.transfer({
    transferId: nextId('fund'),
    debitAccountId: bank,
    creditAccountId: accountId,
    amountKurus,
    kind: 'deposit',
  });
}

async function expectLedgerError(promise: Promise<unknown>, code: string): Promise<LedgerError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LedgerError);
  expect((error as LedgerError).code).toBe(code);
  return error as LedgerError;
}

describe('ledger transfers', () => {
  it('moves money between two accounts and keeps the sum at zero', async () => {
    const player = await newPlayerAccount();
    await fund(player, 12_345);
    expect(await ledger.balance(player)).toEqual({
      balanceKurus: 12_345,
      pendingDebitsKurus: 0,
      availableKurus: 12_345,
    });
    const report = await verifyLedger(app.services.db);
    expect(report).toMatchObject({ ok: true, violations: [] });
  });

  it('answers an exact replay with the first transfer and refuses the same id with other fields', async () => {
    const player = await newPlayerAccount();
    const request = {
      transferId: nextId('replay'),
      debitAccountId: bank,
      creditAccountId: player,
      amountKurus: 500,
      kind: 'deposit',
    };
    const first = await ledger.transfer(request);
    const again = await ledger.transfer(request);
    // The first answer tells the balances it made; the replay moved nothing, so it tells none.
    expect(first.availableAfter.get(player)).toBe(500);
    expect(again).toEqual({ transfer: first.transfer, replayed: true, availableAfter: new Map() });
    expect((await ledger.balance(player)).balanceKurus).toBe(500);
    await expectLedgerError(ledger.transfer({ ...request, amountKurus: 501 }), 'exists_with_different_fields');
    await expectLedgerError(ledger.transfer({ ...request, kind: 'bet' }), 'exists_with_different_fields');
    expect((await ledger.balance(player)).balanceKurus).toBe(500);
  });

  it('never lets a player go below zero, and says what is available', async () => {
    const player = await newPlayerAccount();
    await fund(player, 1_000);
    const error = await expectLedgerError(
      ledger.transfer({
        transferId: nextId('over'),
        debitAccountId: player,
        creditAccountId: bank,
        amountKurus: 1_001,
        kind: 'withdrawal',
      }),
      'insufficient_funds',
    );
    expect(error.availableKurus).toBe(1_000);
    expect((await ledger.balance(player)).balanceKurus).toBe(1_000);
    expect(await ledger.findTransfer(`over-${sequence}`)).toBeUndefined();
  });

  it('refuses amounts that are not positive safe integers and a transfer to itself', async () => {
    const player = await newPlayerAccount();
    for (const amountKurus of [0, -5, 1.5, Number.NaN, 2 ** 53]) {
      await expectLedgerError(
        ledger.transfer({
          transferId: nextId('bad'),
          debitAccountId: bank,
          creditAccountId: player,
          amountKurus,
          kind: 'deposit',
        }),
        'invalid_amount',
      );
    }
    await expectLedgerError(
      ledger.transfer({
        transferId: nextId('self'),
        debitAccountId: player,
        creditAccountId: player,
        amountKurus: 1,
        kind: 'x',
      }),
      'accounts_must_be_different',
    );
    await expectLedgerError(
      ledger.transfer({
        transferId: 'has spaces',
        debitAccountId: bank,
        creditAccountId: player,
        amountKurus: 1,
        kind: 'x',
      }),
      'invalid_transfer_id',
    );
    await expectLedgerError(
      ledger.transfer({
        transferId: nextId('ghost'),
        debitAccountId: bank,
        creditAccountId: 999_999,
        amountKurus: 1,
        kind: 'x',
      }),
      'account_not_found',
    );
    await expectLedgerError(
      ledger.transfer({
        transferId: nextId('ghost'),
        debitAccountId: player,
        creditAccountId: 999_999,
        amountKurus: 1,
        kind: 'x',
        pending: true,
      }),
      'account_not_found',
    );
    expect((await ledger.balance(player)).balanceKurus).toBe(0);
  });

  it('holds money with a pending transfer; posting moves it, voiding gives it back', async () => {
    const player = await newPlayerAccount();
    const payable = await ledger.houseAccountId(HOUSE_ACCOUNTS.withdrawalsPayable);
    await fund(player, 10_000);
    const hold = (id: string, amountKurus: number) =>
      ledger.transfer({
        transferId: id,
        debitAccountId: player,
        creditAccountId: payable,
        amountKurus,
        kind: 'withdrawal',
        pending: true,
      });

    const first = nextId('hold');
    await hold(first, 6_000);
    expect(await ledger.balance(player)).toEqual({
      balanceKurus: 10_000,
      pendingDebitsKurus: 6_000,
      availableKurus: 4_000,
    });
    await expectLedgerError(hold(nextId('hold'), 4_001), 'insufficient_funds');

    await ledger.postPending(nextId('post'), first);
    expect(await ledger.balance(player)).toEqual({ balanceKurus: 4_000, pendingDebitsKurus: 0, availableKurus: 4_000 });
    await expectLedgerError(ledger.voidPending(nextId('void'), first), 'pending_transfer_already_resolved');

    const second = nextId('hold');
    await hold(second, 3_000);
    const voidId = nextId('void');
    await ledger.voidPending(voidId, second);
    expect((await ledger.voidPending(voidId, second)).replayed).toBe(true);
    expect(await ledger.balance(player)).toEqual({ balanceKurus: 4_000, pendingDebitsKurus: 0, availableKurus: 4_000 });
    await expectLedgerError(ledger.postPending(nextId('post'), 'no-such-hold'), 'pending_transfer_not_found');
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('a post and a void racing for one hold: exactly one wins', async () => {
    const player = await newPlayerAccount();
    const payable = await ledger.houseAccountId(HOUSE_ACCOUNTS.withdrawalsPayable);
    await fund(player, 10_000);
    const held = nextId('hold');
    await ledger.transfer({
      transferId: held,
      debitAccountId: player,
      creditAccountId: payable,
      amountKurus: 2_500,
      kind: 'withdrawal',
      pending: true,
    });

    const outcomes = await Promise.allSettled([
      ledger.postPending(nextId('post'), held),
      ledger.voidPending(nextId('void'), held),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((outcome) => (outcome.reason as LedgerError).code)).toEqual(['pending_transfer_already_resolved']);
    const balance = await ledger.balance(player);
    expect(balance.pendingDebitsKurus).toBe(0);
    expect([7_500, 10_000]).toContain(balance.balanceKurus);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it("records a round's stake and win as two transfers and changes each balance once, by the net", async () => {
    const player = await newPlayerAccount();
    const house = await ledger.houseAccountId('house:game:netting');
    await fund(player, 1_000);
    const round = nextId('round');
    const requests = [
      { transferId: `${round}-bet`, debitAccountId: player, creditAccountId: house, amountKurus: 300, kind: 'bet' },
      { transferId: `${round}-win`, debitAccountId: house, creditAccountId: player, amountKurus: 500, kind: 'win' },
    ];
    const moved = await app.services.db.transaction().execute((trx) => ledger.transferAll(requests, trx));
    expect(moved.replayed).toBe(false);
    expect(moved.transfers.map((transfer) => [transfer.transfer_id, transfer.amount])).toEqual([
      [`${round}-bet`, 300],
      [`${round}-win`, 500],
    ]);
    expect(moved.availableAfter.get(player)).toBe(1_200);
    expect((await ledger.balance(player)).balanceKurus).toBe(1_200);
    expect((await ledger.balance(house)).balanceKurus).toBe(-200);
    // The same batch again moves nothing; an id reused beside a new one is refused.
    const again = await app.services.db.transaction().execute((trx) => ledger.transferAll(requests, trx));
    expect(again).toEqual({ transfers: moved.transfers, replayed: true, availableAfter: new Map() });
    const mixed = [requests[0]!, { ...requests[1]!, transferId: `${round}-other` }];
    await expectLedgerError(
      app.services.db.transaction().execute((trx) => ledger.transferAll(mixed, trx)),
      'exists_with_different_fields',
    );
    expect(await ledger.findTransfer(`${round}-other`)).toBeUndefined();
    expect((await ledger.balance(player)).balanceKurus).toBe(1_200);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it("never lets a round's win pay for its own stake", async () => {
    const player = await newPlayerAccount();
    const house = await ledger.houseAccountId('house:game:netting');
    await fund(player, 100);
    const round = nextId('round');
    const error = await expectLedgerError(
      app.services.db.transaction().execute((trx) =>
        ledger.transferAll(
          [
            {
              transferId: `${round}-bet`,
              debitAccountId: player,
              creditAccountId: house,
              amountKurus: 300,
              kind: 'bet',
            },
            {
              transferId: `${round}-win`,
              debitAccountId: house,
              creditAccountId: player,
              amountKurus: 1_000,
              kind: 'win',
            },
          ],
          trx,
        ),
      ),
      'insufficient_funds',
    );
    expect(error.availableKurus).toBe(100);
    expect((await ledger.balance(player)).balanceKurus).toBe(100);
    expect(await ledger.findTransfer(`${round}-bet`)).toBeUndefined();
    expect(await ledger.findTransfer(`${round}-win`)).toBeUndefined();
  });

  it('finds a tampered balance', async () => {
    const player = await newPlayerAccount();
    await fund(player, 700);
    await app.services.db.updateTable('ledger_accounts').set({ balance: 800 }).where('id', '=', player).execute();
    const report = await verifyLedger(app.services.db);
    expect(report.ok).toBe(false);
    expect(report.violations.join('\n')).toContain('balance 800, transfers say 700');
    await app.services.db.updateTable('ledger_accounts').set({ balance: 700 }).where('id', '=', player).execute();
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('counts holds, their posts and voids in the held amount, and finds a tampered one', async () => {
    const player = await newPlayerAccount();
    const payable = await ledger.houseAccountId(HOUSE_ACCOUNTS.withdrawalsPayable);
    await fund(player, 1_000);
    const hold = (amountKurus: number) =>
      ledger.transfer({
        transferId: nextId('hold'),
        debitAccountId: player,
        creditAccountId: payable,
        amountKurus,
        kind: 'withdrawal',
        pending: true,
      });
    const [posted, voided] = [await hold(300), await hold(150)];
    await hold(200);
    await ledger.postPending(`${posted.transfer.transfer_id}:post`, posted.transfer.transfer_id);
    await ledger.voidPending(`${voided.transfer.transfer_id}:void`, voided.transfer.transfer_id);
    expect(await ledger.balance(player)).toMatchObject({ balanceKurus: 700, pendingDebitsKurus: 200 });
    expect((await verifyLedger(app.services.db)).ok).toBe(true);

    await app.services.db.updateTable('ledger_accounts').set({ pending_debits: 0 }).where('id', '=', player).execute();
    const report = await verifyLedger(app.services.db);
    expect(report.ok).toBe(false);
    expect(report.violations.join('\n')).toContain('held 0, pending transfers say 200');
    await app.services.db
      .updateTable('ledger_accounts')
      .set({ pending_debits: 200 })
      .where('id', '=', player)
      .execute();
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});

describe('ledger under concurrency', () => {
  it('50 parallel debits against one balance: never below zero, every success counted once', async () => {
    const player = await newPlayerAccount();
    const payable = await ledger.houseAccountId(HOUSE_ACCOUNTS.withdrawalsPayable);
    const game = await ledger.houseAccountId('house:game:test');
    await fund(player, 10_000);
    // 50 debits of ₺3 (300 kuruş), half holds for withdrawals and half game bets: only 33 can fit in ₺100.
    const attempts = Array.from({ length: 50 }, (_, index) =>
      ledger
        .transfer({
          transferId: nextId('race'),
          debitAccountId: player,
          creditAccountId: index % 2 === 0 ? payable : game,
          amountKurus: 300,
          kind: index % 2 === 0 ? 'withdrawal' : 'bet',
          pending: index % 2 === 0,
        })
        .then(
          () => 'ok' as const,
          (error: unknown) => {
            if (error instanceof LedgerError && error.code === 'insufficient_funds') return 'refused' as const;
            throw error;
          },
        ),
    );
    const outcomes = await Promise.all(attempts);
    const succeeded = outcomes.filter((outcome) => outcome === 'ok').length;
    expect(succeeded).toBe(33);
    const balance = await ledger.balance(player);
    expect(balance.availableKurus).toBe(10_000 - succeeded * 300);
    expect(balance.availableKurus).toBeGreaterThanOrEqual(0);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('20 rounds at once, each staking 300 and winning 100 of 1,000: exactly four pass, the wins never pay a stake', async () => {
    const player = await newPlayerAccount();
    const house = await ledger.houseAccountId('house:game:netting');
    await fund(player, 1_000);
    const rounds = Array.from({ length: 20 }, () => nextId('burst'));
    const settled = await Promise.allSettled(
      rounds.map((round) =>
        app.services.db.transaction().execute((trx) =>
          ledger.transferAll(
            [
              {
                transferId: `${round}-bet`,
                debitAccountId: player,
                creditAccountId: house,
                amountKurus: 300,
                kind: 'bet',
              },
              {
                transferId: `${round}-win`,
                debitAccountId: house,
                creditAccountId: player,
                amountKurus: 100,
                kind: 'win',
              },
            ],
            trx,
          ),
        ),
      ),
    );
    // 1,000 - 4 x 200 = 200 is less than the next stake, whatever the order.
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    for (const result of settled) {
      if (result.status === 'rejected') expect((result.reason as LedgerError).code).toBe('insufficient_funds');
    }
    expect((await ledger.balance(player)).balanceKurus).toBe(200);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('the same id sent 20 times at once moves the money once', async () => {
    const player = await newPlayerAccount();
    const id = nextId('same');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger.transfer({
          transferId: id,
          debitAccountId: bank,
          creditAccountId: player,
          amountKurus: 250,
          kind: 'deposit',
        }),
      ),
    );
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    expect((await ledger.balance(player)).balanceKurus).toBe(250);
  });
});

/**
 * `ledger verify` from its checkpoint: a run reads only the transfers after the last clean run, in
 * small batches, and still finds a tampered line among them; a line altered behind the checkpoint
 * is what a full run is for.
 */
describe('ledger verify from its checkpoint', () => {
  const settled = { settleMs: 0, batchSize: 3 };
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

  it('reads only what is new, in batches, and moves the checkpoint on', async () => {
    const first = await verifyLedger(app.services.db, { ...settled, full: true });
    expect(first).toMatchObject({ ok: true, full: true });
    const player = await newPlayerAccount();
    for (const amount of [100, 200, 300, 400, 500, 600, 700]) await fund(player, amount);
    const next = await verifyLedger(app.services.db, settled);
    expect(next).toMatchObject({ ok: true, transfers: 7, full: false });
    const newest = await app.services.db
      .selectFrom('ledger_transfers')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    // Ids may skip (a refused transfer can use one up), so the checkpoint is the newest id, not a count.
    expect(next.throughId).toBe(newest.id);
    expect(next.throughId).toBeGreaterThan(first.throughId);
    expect(await verifyLedger(app.services.db, settled)).toMatchObject({ ok: true, transfers: 0 });
  });

  it('finds a tampered new line, and leaves the checkpoint where it was', async () => {
    const player = await newPlayerAccount();
    const start = await verifyLedger(app.services.db, settled);
    await fund(player, 1_000);
    await fund(player, 2_000);
    const last = await app.services.db
      .selectFrom('ledger_transfers')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await app.services.db.updateTable('ledger_transfers').set({ amount: 2_500 }).where('id', '=', last.id).execute();
    const report = await verifyLedger(app.services.db, settled);
    expect(report.ok).toBe(false);
    expect(report.violations.join('\n')).toContain('balance 3000, transfers say 3500');
    expect(report.throughId).toBe(start.throughId);
    await app.services.db.updateTable('ledger_transfers').set({ amount: 2_000 }).where('id', '=', last.id).execute();
    expect(await verifyLedger(app.services.db, settled)).toMatchObject({ ok: true, transfers: 2 });
  });

  it('keeps a young transfer past the checkpoint but still checks it, and a full run finds a line altered behind it', async () => {
    const player = await newPlayerAccount();
    await fund(player, 5_000);
    // Seen from a minute later with a five-minute settling time, the new transfer is still young.
    const young = await verifyLedger(app.services.db, { batchSize: 3, settleMs: 5 * 60_000, now: later(60) });
    expect(young.ok).toBe(true);
    const newest = await app.services.db
      .selectFrom('ledger_transfers')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(young.throughId).toBeLessThan(newest.id);
    await app.services.db.updateTable('ledger_accounts').set({ balance: 5_001 }).where('id', '=', player).execute();
    expect((await verifyLedger(app.services.db, { settleMs: 5 * 60_000, now: later(60) })).ok).toBe(false);
    await app.services.db.updateTable('ledger_accounts').set({ balance: 5_000 }).where('id', '=', player).execute();

    const checked = await verifyLedger(app.services.db, settled);
    expect(checked.throughId).toBe(newest.id);
    // A line altered behind the checkpoint: an ordinary run reads only what is newer, a full run reads it.
    await app.services.db.updateTable('ledger_transfers').set({ amount: 4_000 }).where('id', '=', newest.id).execute();
    expect((await verifyLedger(app.services.db, settled)).ok).toBe(true);
    const full = await verifyLedger(app.services.db, { ...settled, full: true });
    expect(full.ok).toBe(false);
    expect(full.violations.join('\n')).toContain('balance 5000, transfers say 4000');
    await app.services.db.updateTable('ledger_transfers').set({ amount: 5_000 }).where('id', '=', newest.id).execute();
    expect(await verifyLedger(app.services.db, { ...settled, full: true })).toMatchObject({ ok: true, full: true });
  });
});
