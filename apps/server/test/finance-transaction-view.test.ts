import { TRANSACTION_STATUS, TRANSACTION_SUB_CATEGORY, type Transaction, type UserPart } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePayment, rejectPayment } from '../src/modules/finance/payment-review.js';
import { systemActor } from '../src/platform/actor.js';
import { methodId, operatorAccountId, publicIdToId, requestId } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/** What a player's history shows of a payment: the refusal's reason, the welcome money's name. */
let app: TestApp;
let bankDeposit: (amount: number) => Record<string, unknown>;
beforeAll(async () => {
  app = await createTestApp();
  const [method, operatorAccount] = [await methodId(app, 'bank_transfer_deposit'), await operatorAccountId(app)];
  bankDeposit = (amount) => ({
    methodID: method,
    amount,
    operatorAccountID: operatorAccount,
    senderName: 'Ayşe Yılmaz',
    requestId: requestId(),
  });
});
afterAll(() => app.close());
const staff = systemActor('test');

async function signedIn(): Promise<UserPart> {
  return (await loginAs(app, await createPlayer(app))).user;
}

async function declare(user: UserPart, amount: number): Promise<number> {
  const answer = await app.call<{ transaction: Transaction }>(
    'finance',
    'save_bank_transfer',
    bankDeposit(amount),
    user,
  );
  return publicIdToId(app, answer.data.transaction.transactionID);
}

async function history(user: UserPart, lang: 'tr' | 'en' = 'tr'): Promise<Map<number, Transaction>> {
  const page = await app.call<{ items: Transaction[] }>('finance', 'list_transactions', { Lang: lang }, user);
  return new Map(page.data.items.map((item) => [item.amount, item]));
}

describe('the transaction view', () => {
  it('carries the reason of a rejected or cancelled payment, and never the note of any other row', async () => {
    const user = await signedIn();
    const [rejected, approved, cancelled] = [
      await declare(user, 11_000),
      await declare(user, 12_000),
      await declare(user, 13_000),
    ];
    await rejectPayment(app.services, staff, { transactionId: rejected, staff: 'test', reason: 'Havale görülmedi' });
    await approvePayment(app.services, staff, { transactionId: approved, staff: 'test' });
    // Staff may leave their own note on any row; only a refusal's note is the player's to read.
    await app.services.db
      .updateTable('payment_transactions')
      .set({ note: 'iç not: dekont kontrol edildi' })
      .where('id', '=', approved)
      .execute();
    await app.services.db
      .updateTable('payment_transactions')
      .set({ status: TRANSACTION_STATUS.cancelled, note: '  Oyuncu vazgeçti  ' })
      .where('id', '=', cancelled)
      .execute();

    const rows = await history(user);
    expect(rows.get(11_000)).toMatchObject({
      transaction_status: TRANSACTION_STATUS.rejected,
      reason: 'Havale görülmedi',
    });
    expect(rows.get(13_000)).toMatchObject({
      transaction_status: TRANSACTION_STATUS.cancelled,
      reason: 'Oyuncu vazgeçti',
    });
    expect(rows.get(12_000)).toMatchObject({ transaction_status: TRANSACTION_STATUS.completed, reason: null });
    expect(JSON.stringify([...rows.values()])).not.toContain('iç not');
  });

  it('a refusal without a reason, and a pending payment, have none', async () => {
    const user = await signedIn();
    await rejectPayment(app.services, staff, { transactionId: await declare(user, 21_000), staff: 'test' });
    await declare(user, 22_000);
    const rows = await history(user);
    expect(rows.get(21_000)?.reason).toBeNull();
    expect(rows.get(22_000)?.reason).toBeNull();
  });

  it('names the welcome play money as such in both languages, and keeps its internal note to itself', async () => {
    const user = await signedIn();
    const [tr, en] = [await history(user, 'tr'), await history(user, 'en')];
    const grant = [...tr.values()].find(
      (row) => row.transaction_sub_category_id === TRANSACTION_SUB_CATEGORY.demoGrant,
    );
    expect(grant).toMatchObject({ methodName: 'Hoş geldin oyun parası (demo)', reason: null });
    expect(grant?.description).not.toContain('Hoş geldin:');
    expect(en.get(grant!.amount)?.methodName).toBe('Welcome play money (demo)');
  });
});
