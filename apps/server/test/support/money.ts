import { randomBytes } from 'node:crypto';
import { type UserPart, turkishIban } from '@bnw/contract';
import type { TestApp } from './test-app.js';

/** A fresh client request id, as the player site makes one per money form. */
export function requestId(): string {
  return randomBytes(12).toString('hex');
}

let accountNumber = 0;
/** A valid IBAN at Ziraat Bankası that no one has used yet in this process. */
export function freshIban(): string {
  accountNumber += 1;
  return turkishIban(`000100${String(process.pid * 1000 + accountNumber).padStart(16, '0')}`);
}

export async function methodId(app: TestApp, code: string): Promise<number> {
  const row = await app.services.db
    .selectFrom('cash_methods')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function bankId(app: TestApp, code = '00010'): Promise<number> {
  const row = await app.services.db.selectFrom('banks').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

export async function operatorAccountId(app: TestApp): Promise<number> {
  const row = await app.services.db
    .selectFrom('operator_bank_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countPayments(app: TestApp): Promise<number> {
  const row = await app.services.db
    .selectFrom('payment_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function publicIdToId(app: TestApp, publicId: string): Promise<number> {
  const row = await app.services.db
    .selectFrom('payment_transactions')
    .select('id')
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Starts a deposit with the demo provider (its call-back confirms it later); answers its public id. */
export async function demoDeposit(app: TestApp, user: UserPart, amount = 40_000): Promise<string> {
  const started = await app.call<{ transaction: { transactionID: string } }>(
    'prepayServices',
    'processTransaction',
    { Type: 1, methodID: await methodId(app, 'demo_instant_deposit'), amount, requestId: requestId() },
    user,
  );
  if (!started.result) throw new Error(started.message);
  return started.data.transaction.transactionID;
}
