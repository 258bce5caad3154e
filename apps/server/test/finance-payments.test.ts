import { LIMITS, MESSAGES, RPC_PATH, TRANSACTION_STATUS, type UserPart, turkishDateOf } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePayment, rejectPayment } from '../src/modules/finance/payment-review.js';
import { systemActor } from '../src/platform/actor.js';
import { providerSecret } from '../src/modules/finance/providers/webhooks.js';
import { signBody } from '../src/platform/hmac.js';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import {
  bankId,
  countPayments,
  freshIban,
  methodId,
  operatorAccountId,
  publicIdToId,
  requestId,
} from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
let methods: { bank: number; cep: number; demo: number; withdraw: number };
let operatorAccount: number;
beforeAll(async () => {
  app = await createTestApp({ env: { DEMO_PROVIDER_DELAY_MS: '30' } });
  methods = {
    bank: await methodId(app, 'bank_transfer_deposit'),
    cep: await methodId(app, 'cep_transfer_deposit'),
    demo: await methodId(app, 'demo_instant_deposit'),
    withdraw: await methodId(app, 'bank_withdrawal'),
  };
  operatorAccount = await operatorAccountId(app);
});
afterAll(() => app.close());
const staff = systemActor('test');

interface Balance {
  balance: number;
  pending: number;
}
interface MoneyAnswer {
  transaction: { transactionID: string; transaction_status: number; amount: number };
  balance: Balance;
}

async function signedIn(): Promise<UserPart> {
  return (await loginAs(app, await createPlayer(app))).user;
}

async function balanceOf(user: UserPart): Promise<Balance> {
  const answer = await app.call<Balance[]>('finance', 'check_balance', {}, user);
  return answer.data[0]!;
}

async function saveAccount(user: UserPart): Promise<number> {
  const saved = await app.call<{ bankAccountID: number }>(
    'finance',
    'save_bank_account',
    { bankID: await bankId(app), iban: freshIban(), holderName: 'Ayşe Yılmaz' },
    user,
  );
  return saved.data.bankAccountID;
}

function bankDeposit(amount: unknown, overrides: Record<string, unknown> = {}) {
  return {
    methodID: methods.bank,
    amount,
    operatorAccountID: operatorAccount,
    senderName: 'Ayşe Yılmaz',
    requestId: requestId(),
    ...overrides,
  };
}

describe('balance', () => {
  it('starts with the demo play money, once', async () => {
    const user = await signedIn();
    expect(await balanceOf(user)).toEqual({ balance: LIMITS.demoGrantKurus, pending: 0, bonus: 0, currency: 'TRY' });
    const history = await app.call<{ items: Array<{ transaction_category_id: number; amount: number }> }>(
      'finance',
      'list_transactions',
      {},
      user,
    );
    expect(history.data.items).toEqual([
      expect.objectContaining({ transaction_category_id: 4, amount: LIMITS.demoGrantKurus }),
    ]);
  });
});

describe('cash methods', () => {
  it('lists deposit and withdrawal methods with their fields, limits and favourites first', async () => {
    const user = await signedIn();
    const deposits = await app.call<
      Array<{ methodID: number; code: string; fields: Array<{ name: string }>; favorite: boolean }>
    >('finance', 'list_cash_methods', { Type: 1 }, user);
    expect(deposits.data.map((method) => method.code).sort()).toEqual([
      'bank_transfer_deposit',
      'cep_transfer_deposit',
      'demo_instant_deposit',
    ]);
    const bank = deposits.data.find((method) => method.code === 'bank_transfer_deposit')!;
    expect(bank.fields.map((field) => field.name)).toEqual(['amount', 'operatorAccountID', 'senderName']);
    // Names and kinds only: the site labels the fields in the player's language.
    expect(bank.fields).toEqual([
      { name: 'amount', kind: 'amount', required: true, maxLength: null },
      { name: 'operatorAccountID', kind: 'operatorAccount', required: true, maxLength: null },
      { name: 'senderName', kind: 'text', required: true, maxLength: 100 },
    ]);
    const english = await app.call<typeof deposits.data>('finance', 'list_cash_methods', { Type: 1, Lang: 'en' }, user);
    expect(english.data.find((method) => method.code === 'bank_transfer_deposit')?.fields).toEqual(bank.fields);
    const withdrawals = await app.call<Array<{ code: string }>>('finance', 'list_cash_methods', { Type: 2 }, user);
    expect(withdrawals.data.map((method) => method.code)).toEqual(['bank_withdrawal']);

    expect(await app.call('finance', 'add_favorite_cash_method', { methodID: methods.cep }, user)).toMatchObject({
      result: true,
      message: 'Favorilere eklendi.',
    });
    expect((await app.call('finance', 'check_favorite_cash_method', { methodID: methods.cep }, user)).data).toEqual({
      favorite: true,
    });
    const again = await app.call<Array<{ code: string; favorite: boolean }>>(
      'finance',
      'list_cash_methods',
      { Type: 1 },
      user,
    );
    expect(again.data[0]).toMatchObject({ code: 'cep_transfer_deposit', favorite: true });
    const onlyFavorites = await app.call<unknown[]>('finance', 'list_cash_methods', { Type: 1, favorites: 1 }, user);
    expect(onlyFavorites.data).toHaveLength(1);
    await app.call('finance', 'remove_favorite_cash_method', { methodID: methods.cep }, user);
    expect((await app.call('finance', 'check_favorite_cash_method', { methodID: methods.cep }, user)).data).toEqual({
      favorite: false,
    });
    expect((await app.call('finance', 'add_favorite_cash_method', { methodID: 9999 }, user)).code).toBe(
      MESSAGES.methodUnknown.code,
    );
  });

  it('lists highlighted methods, the catalogues and quick deposit amounts', async () => {
    const user = await signedIn();
    const highlighted = await app.call<Array<{ highlighted: boolean }>>(
      'finance',
      'list_highlighted_cash_methods',
      { Type: 1 },
      user,
    );
    expect(highlighted.data.length).toBeGreaterThan(0);
    expect(highlighted.data.every((method) => method.highlighted)).toBe(true);
    expect((await app.call('finance', 'list_types_frontend', {}, user)).data).toEqual([
      { id: 1, name: 'Para Yatırma' },
      { id: 2, name: 'Para Çekme' },
    ]);
    expect(
      (await app.call<Array<{ id: number }>>('finance', 'list_categories', {}, user)).data.map(
        (category) => category.id,
      ),
    ).toEqual([1, 2, 3, 4]);
    const subs = await app.call<Array<{ categoryID: number }>>(
      'finance',
      'list_sub_categories',
      { categoryID: 2 },
      user,
    );
    expect(subs.data.every((sub) => sub.categoryID === 2)).toBe(true);
    const amounts = await app.call<{ amounts: number[] }>(
      'envoy',
      'getDepositAmounts',
      { bankcode: 'bank_transfer_deposit' },
      user,
    );
    expect(amounts.data.amounts.length).toBeGreaterThan(0);
    expect(amounts.data.amounts.every((amount) => Number.isInteger(amount) && amount >= 10_000)).toBe(true);
    expect(
      (await app.call<{ amounts: number[] }>('envoy', 'getDepositAmounts', { bankcode: 'nope' }, user)).data.amounts,
    ).toEqual([]);
  });
});

/** The `payment_completed` events recorded for one payment (the outbox keeps them a month). */
async function completedEvents(publicId: string) {
  const rows = await app.services.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('type', '=', 'payment_completed')
    .execute();
  return rows.map((row) => JSON.parse(row.payload)).filter((payload) => payload.publicId === publicId);
}

describe('bank transfer deposits', () => {
  it('stay pending until staff confirm, then the balance rises', async () => {
    const user = await signedIn();
    const declared = await app.call<MoneyAnswer>('finance', 'save_bank_transfer', bankDeposit(25_000), user);
    expect(declared).toMatchObject({
      result: true,
      message: MESSAGES.depositDeclared.tr,
      data: { transaction: { transaction_status: 1002, amount: 25_000 } },
    });
    expect((await balanceOf(user)).balance).toBe(LIMITS.demoGrantKurus);
    await approvePayment(app.services, staff, {
      transactionId: await publicIdToId(app, declared.data.transaction.transactionID),
      staff: 'test',
    });
    expect((await balanceOf(user)).balance).toBe(LIMITS.demoGrantKurus + 25_000);
    expect(await completedEvents(declared.data.transaction.transactionID)).toEqual([
      expect.objectContaining({ type: 1, status: 1003, amountKurus: 25_000 }),
    ]);
    await expect(
      approvePayment(app.services, staff, {
        transactionId: await publicIdToId(app, declared.data.transaction.transactionID),
        staff: 'test',
      }),
    ).rejects.toMatchObject({ messageKey: 'transactionNotPending' });
  });

  it('a rejected deposit never reaches the balance', async () => {
    const user = await signedIn();
    const declared = await app.call<MoneyAnswer>(
      'finance',
      'save_cep_bank_transfer',
      { ...bankDeposit(9_000), methodID: methods.cep },
      user,
    );
    await rejectPayment(app.services, staff, {
      transactionId: await publicIdToId(app, declared.data.transaction.transactionID),
      staff: 'test',
      reason: 'Havale görülmedi',
    });
    expect((await balanceOf(user)).balance).toBe(LIMITS.demoGrantKurus);
  });

  const refusals: Array<[string, () => Record<string, unknown>, string]> = [
    ['an amount below the minimum', () => bankDeposit(9_999), 'Bu yöntemle en az ₺100,00 işlem yapabilirsiniz.'],
    [
      'an amount above the maximum',
      () => bankDeposit(5_000_001),
      'Bu yöntemle en çok ₺50.000,00 işlem yapabilirsiniz.',
    ],
    ['a fractional amount', () => bankDeposit(10_000.5), 'Tutarı kuruş cinsinden pozitif bir tam sayı'],
    ['a negative amount', () => bankDeposit(-10_000), 'Tutarı kuruş cinsinden pozitif bir tam sayı'],
    ['an amount as text', () => bankDeposit('10000'), 'Tutarı kuruş cinsinden pozitif bir tam sayı'],
    ['an unknown method', () => bankDeposit(10_000, { methodID: 9_999 }), 'Seçtiğiniz ödeme yöntemi bulunamadı.'],
    ['a withdrawal method', () => bankDeposit(10_000, { methodID: -1 }), 'Seçtiğiniz ödeme yöntemi bulunamadı.'],
    [
      'an unknown receiving account',
      () => bankDeposit(10_000, { operatorAccountID: 9_999 }),
      'Seçtiğiniz ödeme yöntemi bulunamadı.',
    ],
    ['a missing sender', () => bankDeposit(10_000, { senderName: '' }), 'Gönderen adını girin'],
    ['a malformed request id', () => bankDeposit(10_000, { requestId: 'x' }), 'İstek kimliği geçersiz'],
  ];
  it.each(refusals)('refuses %s, changing nothing', async (_name, form, message) => {
    const user = await signedIn();
    const before = await countPayments(app);
    const answer = await app.call('finance', 'save_bank_transfer', form(), user);
    expect(answer.result).toBe(false);
    expect(answer.message).toContain(message);
    expect(await countPayments(app)).toBe(before);
    expect((await balanceOf(user)).balance).toBe(LIMITS.demoGrantKurus);
  });

  it('refuses the withdrawal method for a deposit', async () => {
    const user = await signedIn();
    const answer = await app.call(
      'finance',
      'save_bank_transfer',
      bankDeposit(10_000, { methodID: methods.withdraw }),
      user,
    );
    expect(answer.message).toBe('Bu yöntem bu işlem türü için kullanılamaz.');
  });

  it('answers a replayed request with the first transaction, and refuses a reuse with other fields', async () => {
    const user = await signedIn();
    const form = bankDeposit(12_345);
    const first = await app.call<MoneyAnswer>('finance', 'save_bank_transfer', form, user);
    const second = await app.call<MoneyAnswer>('finance', 'save_bank_transfer', form, user);
    expect(second.data.transaction.transactionID).toBe(first.data.transaction.transactionID);
    const before = await countPayments(app);
    const reuse = await app.call('finance', 'save_bank_transfer', { ...form, amount: 99_999 }, user);
    expect(reuse.code).toBe(MESSAGES.requestReused.code);
    expect(await countPayments(app)).toBe(before);
  });
});

describe('the demo provider', () => {
  it('confirms a deposit by itself through its signed webhook', async () => {
    const user = await signedIn();
    const started = await app.call<MoneyAnswer>(
      'prepayServices',
      'processTransaction',
      { Type: 1, methodID: methods.demo, amount: 50_000, requestId: requestId() },
      user,
    );
    expect(started).toMatchObject({
      result: true,
      message: MESSAGES.depositStarted.tr,
      data: { transaction: { transaction_status: 1002 } },
    });
    const deadline = Date.now() + 5_000;
    while ((await balanceOf(user)).balance === LIMITS.demoGrantKurus && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await balanceOf(user)).balance).toBe(LIMITS.demoGrantKurus + 50_000);
  });
});

describe('the payment webhook', () => {
  async function pendingDemoDeposit(user: UserPart): Promise<string> {
    await app.services.db
      .updateTable('cash_methods')
      .set({ provider: 'demo' })
      .where('id', '=', methods.demo)
      .execute();
    // Declared through the bank path so that no demo timer confirms it behind the test's back.
    const declared = await app.call<MoneyAnswer>('finance', 'save_bank_transfer', bankDeposit(20_000), user);
    const id = declared.data.transaction.transactionID;
    await app.services.db
      .updateTable('payment_transactions')
      .set({ method_id: methods.demo })
      .where('public_id', '=', id)
      .execute();
    return id;
  }

  function post(provider: string, body: string, signature: string) {
    return app.server.inject({
      method: 'POST',
      url: `${RPC_PATH}/payments/webhook/${provider}`,
      headers: { 'content-type': 'application/json', 'x-bnw-signature': signature },
      payload: body,
    });
  }

  it('refuses a bad signature and changes nothing; accepts a signed report once, and its replay', async () => {
    const user = await signedIn();
    const id = await pendingDemoDeposit(user);
    const body = JSON.stringify({ transactionID: id, status: 'completed', reference: 'R1' });
    expect((await post('demo', body, 'sha256=00')).statusCode).toBe(401);
    expect((await balanceOf(user)).balance).toBe(LIMITS.demoGrantKurus);
    const signature = signBody(await providerSecret(app.services, 'demo'), body);
    expect((await post('demo', body, signature)).statusCode).toBe(200);
    expect((await post('demo', body, signature)).statusCode).toBe(200);
    expect((await balanceOf(user)).balance).toBe(LIMITS.demoGrantKurus + 20_000);
    const contradiction = JSON.stringify({ transactionID: id, status: 'failed' });
    expect(
      (await post('demo', contradiction, signBody(await providerSecret(app.services, 'demo'), contradiction)))
        .statusCode,
    ).toBe(409);
    expect((await post('nosuch', body, signature)).statusCode).toBe(404);
    const unknown = JSON.stringify({ transactionID: 'NOPE', status: 'completed' });
    expect(
      (await post('demo', unknown, signBody(await providerSecret(app.services, 'demo'), unknown))).statusCode,
    ).toBe(404);
  });
});

describe('withdrawals', () => {
  it('hold the amount at once; approval sends it, rejection gives it back', async () => {
    const user = await signedIn();
    const account = await saveAccount(user);
    const request = (amount: number) =>
      app.call<MoneyAnswer>(
        'prepayServices',
        'processTransaction',
        { Type: 2, methodID: methods.withdraw, amount, bankAccountID: account, requestId: requestId() },
        user,
      );

    const first = await request(300_000);
    expect(first).toMatchObject({
      result: true,
      message: MESSAGES.withdrawalRequested.tr,
      data: { balance: { balance: 700_000, pending: 300_000 } },
    });
    await approvePayment(app.services, staff, {
      transactionId: await publicIdToId(app, first.data.transaction.transactionID),
      staff: 'test',
    });
    expect(await balanceOf(user)).toMatchObject({ balance: 700_000, pending: 0 });

    const second = await request(200_000);
    await rejectPayment(app.services, staff, {
      transactionId: await publicIdToId(app, second.data.transaction.transactionID),
      staff: 'test',
      reason: 'IBAN hatalı',
    });
    expect(await balanceOf(user)).toMatchObject({ balance: 700_000, pending: 0 });
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('refuses more than the balance with the available amount in Turkish, and someone else’s account', async () => {
    const user = await signedIn();
    const account = await saveAccount(user);
    const stranger = await signedIn();
    const before = await countPayments(app);
    const over = await app.call(
      'prepayServices',
      'processTransaction',
      {
        Type: 2,
        methodID: methods.withdraw,
        amount: LIMITS.demoGrantKurus + 1,
        bankAccountID: account,
        requestId: requestId(),
      },
      user,
    );
    expect(over).toMatchObject({ result: false, message: 'Bakiyeniz yetersiz. Kullanılabilir bakiyeniz: ₺10.000,00.' });
    const theirs = await app.call(
      'prepayServices',
      'processTransaction',
      { Type: 2, methodID: methods.withdraw, amount: 10_000, bankAccountID: account, requestId: requestId() },
      stranger,
    );
    expect(theirs.code).toBe(MESSAGES.bankAccountNotFound.code);
    const none = await app.call(
      'prepayServices',
      'processTransaction',
      { Type: 2, methodID: methods.withdraw, amount: 10_000, requestId: requestId() },
      user,
    );
    expect(none.code).toBe(MESSAGES.bankAccountNotFound.code);
    expect(await countPayments(app)).toBe(before);
    expect(await balanceOf(user)).toMatchObject({ balance: LIMITS.demoGrantKurus, pending: 0 });
  });

  it('50 parallel withdrawal requests never overdraw the balance', async () => {
    const user = await signedIn();
    const account = await saveAccount(user);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.call(
          'prepayServices',
          'processTransaction',
          { Type: 2, methodID: methods.withdraw, amount: 30_000, bankAccountID: account, requestId: requestId() },
          user,
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.result).length;
    expect(accepted).toBe(33);
    expect(
      answers.filter((answer) => !answer.result).every((answer) => answer.code === MESSAGES.insufficientBalance.code),
    ).toBe(true);
    expect(await balanceOf(user)).toEqual({
      balance: LIMITS.demoGrantKurus - 33 * 30_000,
      pending: 33 * 30_000,
      bonus: 0,
      currency: 'TRY',
    });
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});

describe('transaction history', () => {
  it('filters, orders and pages the history, and answers the notifications query', async () => {
    const user = await signedIn();
    const deposits = [];
    for (const amount of [10_000, 30_000, 20_000]) {
      deposits.push(
        (await app.call<MoneyAnswer>('finance', 'save_bank_transfer', bankDeposit(amount), user)).data.transaction
          .transactionID,
      );
    }
    await approvePayment(app.services, staff, { transactionId: await publicIdToId(app, deposits[1]!), staff: 'test' });

    type Page = { items: Array<{ transactionID: string; amount: number; transaction_status: number }>; total: number };
    const all = await app.call<Page>('finance', 'list_transactions', { limit: 2, offset: 0 }, user);
    expect(all.data.total).toBe(4);
    expect(all.data.items).toHaveLength(2);
    const byAmount = await app.call<Page>(
      'finance',
      'list_transactions',
      { searchType: 1, searchCategory: 2, OrderPar: 'amount', OrderDir: 'asc' },
      user,
    );
    expect(byAmount.data.items.map((item) => item.amount)).toEqual([10_000, 20_000, 30_000]);
    const pending = await app.call<Page>(
      'finance',
      'list_transactions',
      { status: TRANSACTION_STATUS.pending, minAmount: 15_000 },
      user,
    );
    expect(pending.data.items.map((item) => item.amount)).toEqual([20_000]);
    const one = await app.call<Page>('finance', 'list_transactions', { searchID: deposits[0]!.toLowerCase() }, user);
    expect(one.data.items.map((item) => item.transactionID)).toEqual([deposits[0]]);

    // The dates are Turkish calendar days: from 21:00 UTC the UTC date is still yesterday in Istanbul.
    const today = turkishDateOf(new Date());
    const notifications = await app.call<Page>(
      'finance',
      'list_transactions',
      { searchCategory: 2, status: 1003, startDate: '2000-01-01', endDate: today, limit: 250 },
      user,
    );
    expect(notifications.data.items.map((item) => item.amount)).toEqual([30_000]);
    const future = await app.call<Page>('finance', 'list_transactions', { startDate: '2999-01-01' }, user);
    expect(future.data).toEqual({ items: [], total: 0 });
  });

  it('refuses unbounded pages and malformed dates', async () => {
    const user = await signedIn();
    expect((await app.call('finance', 'list_transactions', { limit: 1000 }, user)).result).toBe(false);
    expect((await app.call('finance', 'list_transactions', { startDate: '01.01.2026' }, user)).message).toBe(
      'Tarihi YYYY-AA-GG biçiminde girin.',
    );
    expect((await app.call('finance', 'list_transactions', { OrderPar: 'password' }, user)).result).toBe(false);
  });

  it('shows a player only their own transactions', async () => {
    const owner = await signedIn();
    const declared = await app.call<MoneyAnswer>('finance', 'save_bank_transfer', bankDeposit(10_000), owner);
    const other = await signedIn();
    const search = await app.call<{ total: number }>(
      'finance',
      'list_transactions',
      { searchID: declared.data.transaction.transactionID },
      other,
    );
    expect(search.data.total).toBe(0);
  });
});
