import { LIMITS, RPC_PATH, TRANSACTION_STATUS, type UserPart } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { providerSecret } from '../src/modules/finance/providers/webhooks.js';
import { signBody } from '../src/platform/hmac.js';
import { bankId, demoDeposit, freshIban, methodId, operatorAccountId, requestId } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * Payment providers report through a signed webhook. Copies of one report may arrive together
 * (retries, several provider servers): each copy is answered 200 and the money moves once. A
 * report that contradicts the outcome is 409, never 500; a report may settle only one of the
 * provider's own deposits.
 */
let app: TestApp;
beforeAll(async () => {
  // The demo provider's own call-back must not race the test's reports.
  app = await createTestApp({ env: { DEMO_PROVIDER_DELAY_MS: '600000' } });
});
afterAll(() => app.close());

async function signedIn(): Promise<UserPart> {
  return (await loginAs(app, await createPlayer(app))).user;
}

async function balanceOf(user: UserPart) {
  return (await app.call<Array<{ balance: number; pending: number }>>('finance', 'check_balance', {}, user)).data[0]!;
}

async function report(provider: string, event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  const response = await app.server.inject({
    method: 'POST',
    url: `${RPC_PATH}/payments/webhook/${provider}`,
    headers: {
      'content-type': 'application/json',
      'x-bnw-signature': signBody(await providerSecret(app.services, provider), body),
    },
    payload: body,
  });
  return response.statusCode;
}

async function statusOf(publicId: string): Promise<number> {
  const row = await app.services.db
    .selectFrom('payment_transactions')
    .select('status')
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function ledgerTransfers(publicId: string): Promise<string[]> {
  const rows = await app.services.db
    .selectFrom('ledger_transfers')
    .select('transfer_id')
    .where('reference', '=', publicId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.transfer_id);
}

describe('copies of one report', () => {
  it('20 at once: every copy is answered 200, the deposit is settled once, the ledger holds', async () => {
    const user = await signedIn();
    const id = await demoDeposit(app, user);
    for (const provider of ['demo', 'bank_transfer']) await providerSecret(app.services, provider);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => report('demo', { transactionID: id, status: 'completed', reference: 'R-1' })),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await statusOf(id)).toBe(TRANSACTION_STATUS.completed);
    expect(await ledgerTransfers(id)).toEqual([`payment:${id}`, `payment:${id}:post`]);
    expect(await balanceOf(user)).toMatchObject({ balance: LIMITS.demoGrantKurus + 40_000, pending: 0 });
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });

  it('a contradicting report answers 409 and changes nothing', async () => {
    const user = await signedIn();
    const id = await demoDeposit(app, user);
    expect(await report('demo', { transactionID: id, status: 'completed' })).toBe(200);
    expect(await report('demo', { transactionID: id, status: 'failed' })).toBe(409);
    expect(await statusOf(id)).toBe(TRANSACTION_STATUS.completed);
    expect(await ledgerTransfers(id)).toEqual([`payment:${id}`, `payment:${id}:post`]);
  });

  it('contradicting reports arriving together: one outcome, the others 200 or 409, never 500', async () => {
    const user = await signedIn();
    const id = await demoDeposit(app, user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        report('demo', { transactionID: id, status: index % 2 === 0 ? 'completed' : 'failed' }),
      ),
    );
    expect(answers.every((status) => status === 200 || status === 409)).toBe(true);
    const final = await statusOf(id);
    expect([TRANSACTION_STATUS.completed, TRANSACTION_STATUS.rejected]).toContain(final);
    // The copies that agree with the outcome are 200, the others 409.
    expect(answers.filter((status) => status === 200)).toHaveLength(10);
    expect(await ledgerTransfers(id)).toHaveLength(2);
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });
});

describe('what a provider may settle', () => {
  it("refuses a report about a withdrawal, or about another provider's deposit, and changes nothing", async () => {
    const user = await signedIn();
    const saved = await app.call<{ bankAccountID: number }>(
      'finance',
      'save_bank_account',
      { bankID: await bankId(app), iban: freshIban(), holderName: 'Ayşe Yılmaz' },
      user,
    );
    const withdrawal = await app.call<{ transaction: { transactionID: string } }>(
      'prepayServices',
      'processTransaction',
      {
        Type: 2,
        methodID: await methodId(app, 'bank_withdrawal'),
        amount: 100_000,
        bankAccountID: saved.data.bankAccountID,
        requestId: requestId(),
      },
      user,
    );
    const withdrawalId = withdrawal.data.transaction.transactionID;
    const bankDeposit = await app.call<{ transaction: { transactionID: string } }>(
      'finance',
      'save_bank_transfer',
      {
        methodID: await methodId(app, 'bank_transfer_deposit'),
        amount: 30_000,
        operatorAccountID: await operatorAccountId(app),
        senderName: 'Ayşe Yılmaz',
        requestId: requestId(),
      },
      user,
    );
    const bankDepositId = bankDeposit.data.transaction.transactionID;
    const demoId = await demoDeposit(app, user);
    const before = await balanceOf(user);

    // The withdrawal's method is run by the bank_transfer provider: its report must still not send it.
    expect(await report('bank_transfer', { transactionID: withdrawalId, status: 'completed' })).toBe(404);
    expect(await report('bank_transfer', { transactionID: withdrawalId, status: 'failed' })).toBe(404);
    expect(await report('demo', { transactionID: withdrawalId, status: 'completed' })).toBe(404);
    // Another provider's deposits.
    expect(await report('bank_transfer', { transactionID: demoId, status: 'completed' })).toBe(404);
    expect(await report('demo', { transactionID: bankDepositId, status: 'completed' })).toBe(404);
    expect(await report('cep_transfer', { transactionID: bankDepositId, status: 'failed' })).toBe(404);

    for (const id of [withdrawalId, bankDepositId, demoId]) {
      expect(await statusOf(id)).toBe(TRANSACTION_STATUS.pending);
      expect(await ledgerTransfers(id)).toEqual([`payment:${id}`]);
    }
    expect(await balanceOf(user)).toEqual(before);
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });
});
