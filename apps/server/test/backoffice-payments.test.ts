import { TRANSACTION_STATUS, turkishIban } from '@bnw/contract';
import {
  type BackofficeMethodOutput,
  PAYMENT_LIMITS,
  type StaffMessageKey,
  type StaffPayment,
  staffMessage,
  staffMessageText,
} from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { settableClock } from './content-fixtures.js';
import { methodId } from './support/money.js';
import { pendingWithdrawal as withdrawalPending } from './backoffice-samples-payments.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The back office's payment desk through the real app: the queue, approval
 * with four-eyes at or above a threshold (atomic: parallel bursts on both databases), rejection
 * with a reason, the methods' limits and the operator's bank accounts as the player site shows them.
 */
const clock = settableClock(new Date('2026-11-23T10:00:00.000Z'));
let app: TestApp;
let admin: TestStaff;
let finance: TestStaff;
let finance2: TestStaff;
let finance3: TestStaff;
let auditor: TestStaff;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await readyStaff(app, clock, 'odeme.yonetici', 'administrator');
  finance = await readyStaff(app, clock, 'odeme.finans', 'finance');
  finance2 = await readyStaff(app, clock, 'odeme.finans2', 'finance');
  finance3 = await readyStaff(app, clock, 'odeme.finans3', 'finance');
  auditor = await readyStaff(app, clock, 'odeme.denetci', 'auditor');
  // Four-eyes from ₺1.000,00 in these tests.
  const set = await call(admin, 'bo_payments.settings_set', { fourEyesThresholdKurus: 100_000 });
  if (!set.result) throw new Error(set.message);
}, 60_000);
afterAll(() => app.close());

function call<T = unknown>(staff: TestStaff, method: string, data: Record<string, unknown> = {}) {
  return staffCall<T>(app, method, data, asStaff(staff));
}

function expectRefused(
  answer: { result: boolean; code: number; message: string },
  key: StaffMessageKey,
  params: Record<string, string | number> = {},
) {
  expect([answer.result, answer.code, answer.message]).toEqual([
    false,
    staffMessage(key).code,
    staffMessageText(key, 'tr', params),
  ]);
}

/** A new player's withdrawal of `amount`, pending (backoffice-samples-payments.ts). */
const pendingWithdrawal = (amount: number) => withdrawalPending(app, amount);

async function statusOf(id: number): Promise<number> {
  const row = await app.services.db
    .selectFrom('payment_transactions')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function approvalCount(id: number): Promise<number> {
  const rows = await app.services.db
    .selectFrom('payment_approvals')
    .select('staff_id')
    .where('payment_id', '=', id)
    .execute();
  return rows.length;
}

/** How many times the withdrawal's money left through the bank (the ledger's payout transfer). */
async function payouts(publicId: string): Promise<number> {
  const rows = await app.services.db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('reference', '=', publicId)
    .where('kind', '=', 'payout')
    .execute();
  return rows.length;
}

type Approved = BackofficeMethodOutput<'bo_payments.approve'>;

describe('the queue', () => {
  it('lists pending withdrawals oldest first with where they go and the approvals they need', async () => {
    const small = await pendingWithdrawal(50_000);
    clock.advance(1_000);
    const large = await pendingWithdrawal(200_000);
    const queue = await call<BackofficeMethodOutput<'bo_payments.queue'>>(auditor, 'bo_payments.queue', {
      type: 'withdraw',
    });
    expect(queue.data.fourEyesThresholdKurus).toBe(100_000);
    const ids = queue.data.payments.map((payment) => payment.id);
    expect(ids.indexOf(small.id)).toBeLessThan(ids.indexOf(large.id));
    const shown = queue.data.payments.find((payment) => payment.id === large.id)!;
    expect(shown).toMatchObject({
      amountKurus: 200_000,
      status: TRANSACTION_STATUS.pending,
      approvals: [],
      approvalsNeeded: 2,
      destination: { holder: 'Ayşe Yılmaz', bank: 'T.C. Ziraat Bankası' },
    });
    expect(queue.data.payments.find((payment) => payment.id === small.id)!.approvalsNeeded).toBe(1);

    expectRefused(await call(auditor, 'bo_payments.queue', { status: 'bekleyen' }), 'staffPaymentFilterInvalid');
    expectRefused(await call(auditor, 'bo_payments.queue', { limit: 51 }), 'staffPageInvalid');
    expectRefused(await call(auditor, 'bo_payments.get', { paymentID: 2_000_000 }), 'staffPaymentNotFound');
  });
});

describe('approving', () => {
  it('completes a payment below the threshold at once, audited, the ledger balanced', async () => {
    const { id, publicId } = await pendingWithdrawal(50_000);
    const approved = await call<Approved>(finance, 'bo_payments.approve', { paymentID: id });
    expect(approved.message).toBe(staffMessage('staffPaymentApproved').tr);
    expect(approved.data.completed).toBe(true);
    expect(approved.data.payment).toMatchObject({ status: TRANSACTION_STATUS.completed, resolvedBy: finance.username });
    expect(await payouts(publicId)).toBe(1);
    expectRefused(await call(admin, 'bo_payments.approve', { paymentID: id }), 'staffPaymentNotPending');
    const audit = await app.services.db
      .selectFrom('staff_audit')
      .select(['method', 'outcome', 'username'])
      .where('target', '=', `payment:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.method, row.outcome, row.username])).toEqual([
      ['bo_payments.approve', 'ok', finance.username],
      ['bo_payments.approve', 'refused', admin.username],
    ]);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('at or above the threshold: the first approval waits, the same person again is refused, another completes it', async () => {
    const { id, publicId } = await pendingWithdrawal(100_000);
    const first = await call<Approved>(finance, 'bo_payments.approve', { paymentID: id });
    expect(first.message).toBe(staffMessage('staffPaymentFirstApproval').tr);
    expect(first.data.completed).toBe(false);
    expect(first.data.payment.status).toBe(TRANSACTION_STATUS.pending);
    expect(first.data.payment.approvals.map((approval) => approval.username)).toEqual([finance.username]);

    expectRefused(await call(finance, 'bo_payments.approve', { paymentID: id }), 'staffPaymentSameApprover');
    expect(await statusOf(id)).toBe(TRANSACTION_STATUS.pending);
    expect(await payouts(publicId)).toBe(0);

    clock.advance(60_000);
    const second = await call<Approved>(admin, 'bo_payments.approve', { paymentID: id });
    expect(second.data.completed).toBe(true);
    expect(second.data.payment.approvals.map((approval) => approval.username)).toEqual([
      finance.username,
      admin.username,
    ]);
    expect(await statusOf(id)).toBe(TRANSACTION_STATUS.completed);
    expect(await payouts(publicId)).toBe(1);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('two different approvers at once complete it exactly once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, publicId } = await pendingWithdrawal(150_000);
      const answers = await Promise.all([
        call<Approved>(finance, 'bo_payments.approve', { paymentID: id }),
        call<Approved>(finance2, 'bo_payments.approve', { paymentID: id }),
      ]);
      expect(answers.map((answer) => answer.result)).toEqual([true, true]);
      expect(answers.filter((answer) => answer.data.completed)).toHaveLength(1);
      expect(await statusOf(id)).toBe(TRANSACTION_STATUS.completed);
      expect(await payouts(publicId)).toBe(1);
    }
  });

  it('a burst by many approvers completes it once; the rest hear it is no longer pending', async () => {
    const { id, publicId } = await pendingWithdrawal(150_000);
    const approvers = [finance, finance2, finance3, admin];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        call<Approved>(approvers[index % approvers.length]!, 'bo_payments.approve', { paymentID: id }),
      ),
    );
    const ok = answers.filter((answer) => answer.result);
    expect(ok).toHaveLength(2);
    expect(ok.filter((answer) => answer.data.completed)).toHaveLength(1);
    const codes = new Set(answers.filter((answer) => !answer.result).map((answer) => answer.code));
    for (const code of codes)
      expect([staffMessage('staffPaymentNotPending').code, staffMessage('staffPaymentSameApprover').code]).toContain(
        code,
      );
    expect(await approvalCount(id)).toBe(2);
    expect(await payouts(publicId)).toBe(1);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('the same approver twice in parallel records one approval', async () => {
    const { id } = await pendingWithdrawal(150_000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call<Approved>(finance, 'bo_payments.approve', { paymentID: id })),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.result)) expectRefused(answer, 'staffPaymentSameApprover');
    expect(await approvalCount(id)).toBe(1);
    expect(await statusOf(id)).toBe(TRANSACTION_STATUS.pending);
  });
});

describe('rejecting', () => {
  it('needs a reason, gives the money back, keeps the reason for the player, and is final', async () => {
    const { id, user } = await pendingWithdrawal(70_000);
    const before = await app.call<Array<{ balance: number }>>('finance', 'check_balance', {}, user);
    expectRefused(await call(finance, 'bo_payments.reject', { paymentID: id }), 'staffPaymentReasonInvalid');
    expectRefused(
      await call(finance, 'bo_payments.reject', { paymentID: id, reason: 'ab' }),
      'staffPaymentReasonInvalid',
    );
    expectRefused(
      await call(finance, 'bo_payments.reject', { paymentID: id, reason: 'ş'.repeat(501) }),
      'staffPaymentReasonInvalid',
    );
    expect(await statusOf(id)).toBe(TRANSACTION_STATUS.pending);

    const rejected = await call<StaffPayment>(finance, 'bo_payments.reject', {
      paymentID: id,
      reason: 'Hesap sahibi adı eşleşmiyor',
    });
    expect(rejected.message).toBe(staffMessage('staffPaymentRejected').tr);
    expect(rejected.data).toMatchObject({ status: TRANSACTION_STATUS.rejected, note: 'Hesap sahibi adı eşleşmiyor' });
    const after = await app.call<Array<{ balance: number }>>('finance', 'check_balance', {}, user);
    expect(after.data[0]!.balance).toBe(before.data[0]!.balance + 70_000);
    const history = await app.call<{ items: Array<{ reason: string | null }> }>(
      'finance',
      'list_transactions',
      { limit: 1 },
      user,
    );
    expect(history.data.items[0]!.reason).toBe('Hesap sahibi adı eşleşmiyor');
    expectRefused(await call(admin, 'bo_payments.approve', { paymentID: id }), 'staffPaymentNotPending');
    expectRefused(
      await call(admin, 'bo_payments.reject', { paymentID: id, reason: 'İkinci ret' }),
      'staffPaymentNotPending',
    );
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});

describe('the four-eyes threshold', () => {
  it('is read by the desk, changed only by an administrator, and refused out of bounds', async () => {
    const read = await call<{ fourEyesThresholdKurus: number }>(auditor, 'bo_payments.settings_get');
    expect(read.data.fourEyesThresholdKurus).toBe(100_000);
    for (const value of [0, 99, 10.5, PAYMENT_LIMITS.thresholdMaxKurus + 1, '1000'])
      expectRefused(
        await call(admin, 'bo_payments.settings_set', { fourEyesThresholdKurus: value }),
        'staffPaymentThresholdInvalid',
      );
    expectRefused(await call(finance, 'bo_payments.settings_set', { fourEyesThresholdKurus: 500 }), 'staffForbidden');
    const set = await call(admin, 'bo_payments.settings_set', { fourEyesThresholdKurus: 300_000 });
    expect(set.message).toBe(staffMessage('staffPaymentThresholdSaved').tr);
    const { id } = await pendingWithdrawal(200_000);
    const approved = await call<Approved>(finance, 'bo_payments.approve', { paymentID: id });
    expect(approved.data.completed).toBe(true);
    await call(admin, 'bo_payments.settings_set', { fourEyesThresholdKurus: 100_000 });
  });
});

describe('payment methods', () => {
  it('limits and state change what the player site offers; bad limits are refused', async () => {
    const methods = await call<BackofficeMethodOutput<'bo_payments.methods'>>(auditor, 'bo_payments.methods');
    const method = methods.data.methods.find((one) => one.code === 'bank_transfer_deposit')!;
    expect(method.active).toBe(true);
    const base = { methodID: method.id, active: true, minKurus: 5_000, maxKurus: 900_000, sortOrder: 3 };
    expectRefused(
      await call(finance, 'bo_payments.method_update', { ...base, minKurus: 900_001 }),
      'staffCashMethodLimitsInvalid',
    );
    expectRefused(
      await call(finance, 'bo_payments.method_update', { ...base, minKurus: 0 }),
      'staffCashMethodLimitsInvalid',
    );
    expectRefused(
      await call(finance, 'bo_payments.method_update', { ...base, sortOrder: -1 }),
      'staffCashMethodOrderInvalid',
    );
    expectRefused(
      await call(finance, 'bo_payments.method_update', { ...base, methodID: 999_999 }),
      'staffCashMethodNotFound',
    );

    const { user } = await loginAs(app, await createPlayer(app));
    const offered = async () =>
      (
        await app.call<Array<{ methodID: number; minAmount: number; maxAmount: number }>>(
          'finance',
          'list_cash_methods',
          { Type: 1 },
          user,
        )
      ).data.find((one) => one.methodID === method.id);

    const saved = await call(finance, 'bo_payments.method_update', base);
    expect(saved.message).toBe(staffMessage('staffCashMethodSaved').tr);
    expect(await offered()).toMatchObject({ minAmount: 5_000, maxAmount: 900_000 });
    await call(admin, 'bo_payments.method_update', { ...base, active: false });
    expect(await offered()).toBeUndefined();
    await call(admin, 'bo_payments.method_update', {
      ...base,
      minKurus: method.minKurus,
      maxKurus: method.maxKurus,
      sortOrder: method.sortOrder,
    });
    expect(await offered()).toMatchObject({ minAmount: method.minKurus, maxAmount: method.maxKurus });
  });
});

describe("the operator's bank accounts", () => {
  it('are added, edited and deactivated, and the player site shows the change', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    const transferMethod = await methodId(app, 'bank_transfer_deposit');
    const shown = async () =>
      (
        await app.call<
          Array<{ methodID: number; operatorAccounts: Array<{ id: number; iban: string; holderName: string }> }>
        >('finance', 'list_cash_methods', { Type: 1 }, user)
      ).data.find((one) => one.methodID === transferMethod)!.operatorAccounts;

    const listed = await call<BackofficeMethodOutput<'bo_payments.bank_accounts'>>(
      auditor,
      'bo_payments.bank_accounts',
    );
    // The IBAN's bank code (00062) is Garanti BBVA's: that is the bank it is saved under.
    const bank = listed.data.banks.find((one) => one.name === 'Garanti BBVA')!;
    const ziraat = listed.data.banks.find((one) => one.name === 'T.C. Ziraat Bankası')!;
    const iban = turkishIban(`0006200${String(process.pid).padStart(15, '0')}`);
    const mismatch = await call(finance, 'bo_payments.bank_account_save', {
      bankID: ziraat.id,
      iban,
      holderName: 'BNW A.Ş.',
    });
    expect([mismatch.result, mismatch.message]).toEqual([
      false,
      'Bu IBAN Garanti BBVA hesabına ait; seçtiğiniz banka (T.C. Ziraat Bankası) ile uyuşmuyor. Bankayı IBAN’a göre seçin.',
    ]);
    expectRefused(
      await call(finance, 'bo_payments.bank_account_save', {
        bankID: bank.id,
        iban: 'TR00 1234',
        holderName: 'BNW A.Ş.',
      }),
      'staffBankAccountIbanInvalid',
    );
    expectRefused(
      await call(finance, 'bo_payments.bank_account_save', { bankID: 999_999, iban, holderName: 'BNW A.Ş.' }),
      'staffBankUnknown',
    );
    expectRefused(
      await call(finance, 'bo_payments.bank_account_save', { bankID: bank.id, iban, holderName: 'B' }),
      'staffBankAccountHolderInvalid',
    );

    const added = await call<{ id: number }>(finance, 'bo_payments.bank_account_save', {
      bankID: bank.id,
      iban,
      holderName: 'BNW Eğlence A.Ş.',
    });
    expect(added.message).toBe(staffMessage('staffBankAccountSaved').tr);
    expect((await shown()).find((account) => account.id === added.data.id)).toMatchObject({ iban });
    expectRefused(
      await call(admin, 'bo_payments.bank_account_save', { bankID: bank.id, iban, holderName: 'Başka' }),
      'staffBankAccountExists',
    );

    await call(admin, 'bo_payments.bank_account_save', {
      accountID: added.data.id,
      bankID: bank.id,
      iban,
      holderName: 'BNW Oyun A.Ş.',
    });
    expect((await shown()).find((account) => account.id === added.data.id)?.holderName).toBe('BNW Oyun A.Ş.');

    const off = await call(finance, 'bo_payments.bank_account_set_active', { accountID: added.data.id, active: false });
    expect(off.message).toBe(staffMessage('staffBankAccountDeactivated').tr);
    expect((await shown()).some((account) => account.id === added.data.id)).toBe(false);
    expectRefused(
      await call(finance, 'bo_payments.bank_account_set_active', { accountID: 999_999, active: true }),
      'staffBankAccountNotFound',
    );
    expectRefused(
      await call(auditor, 'bo_payments.bank_account_set_active', { accountID: added.data.id, active: true }),
      'staffForbidden',
    );
    expect((await shown()).some((account) => account.id === added.data.id)).toBe(false);
  });
});
