import type { UserPart } from '@bnw/contract';
import type { PAYMENTS_CONTRACT } from '@bnw/contract/backoffice';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';
import { bankId, freshIban, methodId, requestId } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import type { TestApp } from './support/test-app.js';

/** A new player (with the ₺10.000 demo money) who asked to withdraw `amount` to a saved account (a fresh IBAN unless given). */
export async function pendingWithdrawal(
  app: TestApp,
  amount: number,
  iban = freshIban(),
): Promise<{ id: number; user: UserPart; publicId: string }> {
  const { user } = await loginAs(app, await createPlayer(app));
  const saved = await app.call<{ bankAccountID: number }>(
    'finance',
    'save_bank_account',
    { bankID: await bankId(app), iban, holderName: 'Ayşe Yılmaz' },
    user,
  );
  if (!saved.result) throw new Error(saved.message);
  const asked = await app.call<{ transaction: { transactionID: string } }>(
    'prepayServices',
    'processTransaction',
    {
      Type: 2,
      methodID: await methodId(app, 'bank_withdrawal'),
      amount,
      bankAccountID: saved.data.bankAccountID,
      requestId: requestId(),
    },
    user,
  );
  if (!asked.result) throw new Error(asked.message);
  const publicId = asked.data.transaction.transactionID;
  const row = await app.services.db
    .selectFrom('payment_transactions')
    .select('id')
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();
  return { id: row.id, user, publicId };
}

/**
 * Valid inputs of the back office's payments calls for the permission matrix. An allowed decision
 * gets a fresh pending withdrawal (below the default four-eyes threshold, so one approval completes
 * it); a refused one names the shared pending withdrawal, which a missing role check would decide.
 */
export function paymentsSamples(context: SampleContext): SamplesOf<typeof PAYMENTS_CONTRACT> {
  const app = () => context.app();
  let shared: number | null = null;
  const sharedPayment = async () => (shared ??= (await pendingWithdrawal(app(), 50_000)).id);
  const decided = async (allowed: boolean) => (allowed ? (await pendingWithdrawal(app(), 50_000)).id : sharedPayment());
  const transferMethod = () =>
    app()
      .services.db.selectFrom('cash_methods')
      .selectAll()
      .where('code', '=', 'bank_transfer_deposit')
      .executeTakeFirstOrThrow();
  const firstAccount = () =>
    app().services.db.selectFrom('operator_bank_accounts').select('id').orderBy('id').executeTakeFirstOrThrow();

  return {
    'bo_payments.queue': async () => ({ status: 'pending', limit: 10 }),
    'bo_payments.get': async () => ({ paymentID: await sharedPayment() }),
    'bo_payments.approve': async (_caller, allowed) => ({ paymentID: await decided(allowed) }),
    'bo_payments.reject': async (_caller, allowed) => ({
      paymentID: await decided(allowed),
      reason: 'Yetki matrisi denemesi',
    }),
    'bo_payments.settings_get': async () => ({}),
    // The default again when allowed; another value when refused (what a missing check would store).
    'bo_payments.settings_set': async (_caller, allowed) => ({ fourEyesThresholdKurus: allowed ? 1_000_000 : 500 }),
    'bo_payments.methods': async () => ({}),
    'bo_payments.method_get': async () => ({ methodID: (await transferMethod()).id }),
    'bo_payments.method_update': async (_caller, allowed) => {
      const method = await transferMethod();
      return {
        methodID: method.id,
        active: allowed,
        minKurus: Number(method.min_kurus),
        maxKurus: Number(method.max_kurus),
        sortOrder: method.sort_order,
      };
    },
    'bo_payments.bank_accounts': async () => ({}),
    'bo_payments.bank_account_get': async () => ({ accountID: (await firstAccount()).id }),
    'bo_payments.bank_account_save': async () => ({
      bankID: await bankId(app()),
      iban: freshIban(),
      holderName: 'BNW Eğlence A.Ş.',
    }),
    'bo_payments.bank_account_set_active': async (_caller, allowed) => ({
      accountID: (await firstAccount()).id,
      active: allowed,
    }),
  };
}
