import { LIMITS, MESSAGES, TRANSACTION_STATUS, type UserPart } from '@bnw/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { MAX_DEPOSITS_PER_DAY, MAX_OPEN_DEPOSITS } from '../src/modules/finance/money-requests.js';
import { PAYMENTS_MAX_PAGE, PAYMENTS_PAGE_SIZE, paymentsCommand } from '../src/ops/payments-command.js';
import { bankId, countPayments, freshIban, methodId, operatorAccountId, requestId } from './support/money.js';
import { type Player, createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * A deposit is a promise of money the staff must check by hand: a player may have three waiting
 * and start ten in any 24 hours. Staff page through the payments with filters.
 */
const clock = manualClock(new Date());
let app: TestApp;
let bankMethod: number;
let operatorAccount: number;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, env: { DEMO_PROVIDER_DELAY_MS: '600000' } });
  bankMethod = await methodId(app, 'bank_transfer_deposit');
  operatorAccount = await operatorAccountId(app);
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

function declare(user: UserPart, overrides: Record<string, unknown> = {}) {
  return app.call<{ transaction: { transactionID: string } }>(
    'finance',
    'save_bank_transfer',
    {
      methodID: bankMethod,
      amount: 25_000,
      operatorAccountID: operatorAccount,
      senderName: 'Ayşe Yılmaz',
      requestId: requestId(),
      ...overrides,
    },
    user,
  );
}

async function pendingDeposits(user: UserPart): Promise<number> {
  const page = await app.call<{ total: number }>(
    'finance',
    'list_transactions',
    { searchType: 1, searchCategory: 2, status: TRANSACTION_STATUS.pending },
    user,
  );
  return page.data.total;
}

async function balanceOf(user: UserPart) {
  return (await app.call<Array<{ balance: number; pending: number }>>('finance', 'check_balance', {}, user)).data[0]!;
}

async function approveAll(user: UserPart): Promise<void> {
  const page = await app.call<{ items: Array<{ transactionID: string }> }>(
    'finance',
    'list_transactions',
    { status: TRANSACTION_STATUS.pending, limit: 50 },
    user,
  );
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  for (const item of page.data.items)
    expect(await paymentsCommand(['approve', item.transactionID], app.services)).toBe(0);
  vi.restoreAllMocks();
}

describe('open deposits', () => {
  it('a burst of 30 declarations leaves three waiting; the rest are refused in Turkish and change nothing', async () => {
    const user = (await loginAs(app, await createPlayer(app))).user;
    const before = await countPayments(app);
    const answers = await Promise.all(Array.from({ length: 30 }, () => declare(user)));
    expect(answers.filter((answer) => answer.result)).toHaveLength(MAX_OPEN_DEPOSITS);
    const refused = answers.filter((answer) => !answer.result);
    expect(new Set(refused.map((answer) => answer.message))).toEqual(
      new Set([
        'Onay bekleyen en fazla 3 yatırım talebiniz olabilir. Önceki talepleriniz sonuçlandıktan sonra tekrar deneyin.',
      ]),
    );
    expect(refused.every((answer) => answer.code === MESSAGES.pendingDepositLimit.code)).toBe(true);
    expect(await countPayments(app)).toBe(before + MAX_OPEN_DEPOSITS);
    expect(await pendingDeposits(user)).toBe(MAX_OPEN_DEPOSITS);
    expect(await balanceOf(user)).toMatchObject({ balance: LIMITS.demoGrantKurus, pending: 0 });
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });

  it('counts demo provider deposits too, and still answers a retry of an accepted request', async () => {
    const user = (await loginAs(app, await createPlayer(app))).user;
    const first = { requestId: requestId() };
    const accepted = await declare(user, first);
    await declare(user);
    const demo = await app.call(
      'prepayServices',
      'processTransaction',
      { Type: 1, methodID: await methodId(app, 'demo_instant_deposit'), amount: 10_000, requestId: requestId() },
      user,
    );
    expect(demo.result).toBe(true);
    const fourth = await app.call(
      'prepayServices',
      'processTransaction',
      { Type: 1, methodID: await methodId(app, 'demo_instant_deposit'), amount: 10_000, requestId: requestId() },
      user,
    );
    expect(fourth).toMatchObject({ result: false, code: MESSAGES.pendingDepositLimit.code });
    const retry = await declare(user, first);
    expect(retry.result).toBe(true);
    expect(retry.data.transaction.transactionID).toBe(accepted.data.transaction.transactionID);
    expect(await pendingDeposits(user)).toBe(3);
  });

  it('withdrawals are not deposits: they stay bounded by the balance alone', async () => {
    const user = (await loginAs(app, await createPlayer(app))).user;
    for (let index = 0; index < MAX_OPEN_DEPOSITS; index += 1) expect((await declare(user)).result).toBe(true);
    const saved = await app.call<{ bankAccountID: number }>(
      'finance',
      'save_bank_account',
      { bankID: await bankId(app), iban: freshIban(), holderName: 'Ayşe Yılmaz' },
      user,
    );
    const withdrawal = await app.call(
      'prepayServices',
      'processTransaction',
      {
        Type: 2,
        methodID: await methodId(app, 'bank_withdrawal'),
        amount: 10_000,
        bankAccountID: saved.data.bankAccountID,
        requestId: requestId(),
      },
      user,
    );
    expect(withdrawal.result).toBe(true);
  });
});

describe('deposits per day', () => {
  it(`allows ${MAX_DEPOSITS_PER_DAY} in 24 hours, settled or not, then again a day later`, async () => {
    const player: Player = await createPlayer(app);
    let user = (await loginAs(app, player)).user;
    for (let index = 0; index < MAX_DEPOSITS_PER_DAY; index += 1) {
      if (index > 0 && index % MAX_OPEN_DEPOSITS === 0) await approveAll(user);
      expect((await declare(user)).result).toBe(true);
    }
    await approveAll(user);
    const before = await countPayments(app);
    const refused = await declare(user);
    expect(refused).toMatchObject({
      result: false,
      code: MESSAGES.dailyDepositLimit.code,
      message: '24 saat içinde en fazla 10 yatırım talebinde bulunabilirsiniz. Lütfen daha sonra tekrar deneyin.',
    });
    expect(await countPayments(app)).toBe(before);

    clock.advance(24 * 3600_000 + 1000);
    user = (await loginAs(app, player)).user;
    expect((await declare(user)).result).toBe(true);
  });
});

describe('the staff list', () => {
  let output: string[];
  function capture() {
    output = [];
    vi.spyOn(console, 'log').mockImplementation((...args) => void output.push(args.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args) => void output.push(args.join(' ')));
  }

  it('filters by status, player and method, and pages 50 at a time', async () => {
    const player = await createPlayer(app);
    const user = (await loginAs(app, player)).user;
    const userId = (
      await app.services.db.selectFrom('users').select('id').where('uid', '=', user.uid!).executeTakeFirstOrThrow()
    ).id;
    // A long history, written directly: the rules above would not let one player make it.
    const now = clock.now().getTime();
    const rows = Array.from({ length: 120 }, (_, index) => ({
      public_id: `STAFFLIST${String(index).padStart(4, '0')}`,
      user_id: userId,
      type: 1,
      category: 2,
      sub_category: 21,
      method_id: bankMethod,
      amount: 10_000 + index,
      status: index < 60 ? TRANSACTION_STATUS.pending : TRANSACTION_STATUS.completed,
      created_at: new Date(now - (120 - index) * 1000).toISOString(),
    }));
    await app.services.db.insertInto('payment_transactions').values(rows).execute();

    capture();
    expect(await paymentsCommand(['list', '--player', player.username, '--status', 'pending'], app.services)).toBe(0);
    expect(output[0]).toBe('Sayfa 1/2 · 60 işlem');
    expect(output.filter((line) => line.startsWith('STAFFLIST'))).toHaveLength(PAYMENTS_PAGE_SIZE);
    expect(output[1]).toContain('STAFFLIST0059');
    expect(output.at(-1)).toBe('Sonraki sayfa: --page 2');

    capture();
    expect(
      await paymentsCommand(['list', '--player', user.uid!, '--status', 'pending', '--page', '2'], app.services),
    ).toBe(0);
    expect(output[0]).toBe('Sayfa 2/2 · 60 işlem');
    expect(output.filter((line) => line.startsWith('STAFFLIST'))).toHaveLength(10);
    expect(output.at(-1)).toContain('STAFFLIST0000');

    capture();
    expect(
      await paymentsCommand(
        ['list', '--player', player.username, '--status', 'completed', '--method', 'bank_transfer_deposit'],
        app.services,
      ),
    ).toBe(0);
    expect(output[0]).toBe('Sayfa 1/2 · 60 işlem');
    expect(output.filter((line) => line.includes('Tamamlandı'))).toHaveLength(PAYMENTS_PAGE_SIZE);

    capture();
    expect(
      await paymentsCommand(
        ['list', '--player', player.username, '--method', 'cep_transfer_deposit', '--all'],
        app.services,
      ),
    ).toBe(0);
    expect(output).toEqual(['Bu ölçütlere uyan ödeme işlemi yok.']);
  });

  it('finds a player by a username typed with I, ı or İ, as the login does', async () => {
    const player = await createPlayer(app, { username: `Inci${process.pid}` });
    await loginAs(app, player);
    for (const typed of [`INCI${process.pid}`, `ınci${process.pid}`, `İNCİ${process.pid}`]) {
      capture();
      // The demo grant is the new player's one payment.
      expect(await paymentsCommand(['list', '--player', typed, '--all'], app.services)).toBe(0);
      expect(output[0]).toBe('Sayfa 1/1 · 1 işlem');
    }
    capture();
    expect(await paymentsCommand(['list', '--player', 'İnci-yok', '--all'], app.services)).toBe(1);
    expect(output.at(-1)).toBe('Oyuncu bulunamadı: İnci-yok');
  });

  it('refuses malformed or unbounded requests, unknown players and methods', async () => {
    capture();
    expect(await paymentsCommand(['list', '--page', String(PAYMENTS_MAX_PAGE + 1)], app.services)).toBe(2);
    expect(output.at(-1)).toContain(`En fazla ${PAYMENTS_MAX_PAGE} sayfa`);
    expect(await paymentsCommand(['list', '--page', '0'], app.services)).toBe(2);
    expect(await paymentsCommand(['list', '--status', 'maybe'], app.services)).toBe(2);
    expect(await paymentsCommand(['list', '--player'], app.services)).toBe(2);
    expect(await paymentsCommand(['list', '--colour', 'red'], app.services)).toBe(2);
    expect(await paymentsCommand(['list', '--player', 'kimsebu'], app.services)).toBe(1);
    expect(output.at(-1)).toBe('Oyuncu bulunamadı: kimsebu');
    expect(await paymentsCommand(['list', '--method', 'nope'], app.services)).toBe(1);
    expect(output.at(-1)).toBe('Ödeme yöntemi bulunamadı: nope');
  });
});
