import { TRANSACTION_CATEGORY, TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract';
import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  PAYMENT_LIMITS,
  type StaffPayment,
} from '@bnw/contract/backoffice';
import type { Kysely, Transaction } from 'kysely';
import { lockRow } from '../../db/locks.js';
import type { Database } from '../../db/schema.js';
import { type StaffActor, StaffRefusal, staffOf } from '../../rpc/backoffice-handlers.js';
import type { Services } from '../../services.js';
import { playerCashAccount } from '../../ledger/house-accounts.js';
import { approveIn, rejectIn } from './payment-review.js';
import { sharedIbanKey, sharedIbans } from './shared-iban.js';

/**
 * The back office's payment desk: the queue of deposits and withdrawals, and
 * their approval and rejection through the same use cases as `npm run ops -- payments`
 * (payment-review.ts). A payment at or above the four-eyes threshold needs two different staff
 * members: each approval is a row of `payment_approvals`, unique per (payment, staff member),
 * and the payment's row is locked while the approvals are counted, so the second approval by
 * another person completes it exactly once and a second click by the same person is refused.
 */

type Db = Kysely<Database> | Transaction<Database>;
type DeskDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'ledger' | 'events' | 'settings'>;

/** The `settings` row of the threshold (an administrator changes it from the back office). */
export const FOUR_EYES_SETTING = 'payments.four_eyes_threshold_kurus';

const STATUS_CODES = {
  pending: TRANSACTION_STATUS.pending,
  completed: TRANSACTION_STATUS.completed,
  rejected: TRANSACTION_STATUS.rejected,
  cancelled: TRANSACTION_STATUS.cancelled,
} as const;

export async function fourEyesThreshold(deps: Pick<Services, 'settings'>): Promise<number> {
  const stored = await deps.settings.get<number>(FOUR_EYES_SETTING);
  return Number.isSafeInteger(stored) && Number(stored) > 0 ? Number(stored) : PAYMENT_LIMITS.defaultThresholdKurus;
}

export async function setFourEyesThreshold(
  deps: Pick<Services, 'settings'>,
  input: BackofficeParsedInput<'bo_payments.settings_set'>,
): Promise<{ fourEyesThresholdKurus: number }> {
  await deps.settings.set(FOUR_EYES_SETTING, input.fourEyesThresholdKurus);
  return { fourEyesThresholdKurus: input.fourEyesThresholdKurus };
}

/** How many approvals a payment of this amount needs. */
export function approvalsNeeded(amountKurus: number, thresholdKurus: number): number {
  return amountKurus >= thresholdKurus ? PAYMENT_LIMITS.fourEyesApprovals : 1;
}

function paymentQuery(db: Db) {
  return db
    .selectFrom('payment_transactions')
    .innerJoin('users', 'users.id', 'payment_transactions.user_id')
    .leftJoin('cash_methods', 'cash_methods.id', 'payment_transactions.method_id')
    .select([
      'payment_transactions.id',
      'payment_transactions.public_id',
      'payment_transactions.user_id',
      'users.username',
      'payment_transactions.type',
      'payment_transactions.amount',
      'payment_transactions.status',
      'cash_methods.name_tr as method_name',
      'payment_transactions.sender_name',
      'payment_transactions.destination_iban',
      'payment_transactions.destination_holder',
      'payment_transactions.destination_bank',
      'payment_transactions.note',
      'payment_transactions.resolved_by',
      'payment_transactions.created_at',
      'payment_transactions.resolved_at',
    ])
    .where('payment_transactions.category', '=', TRANSACTION_CATEGORY.payment);
}
type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>;

async function approvalsOf(db: Db, paymentIds: readonly number[]) {
  if (paymentIds.length === 0) return new Map<number, StaffPayment['approvals']>();
  const rows = await db
    .selectFrom('payment_approvals')
    .innerJoin('staff_users', 'staff_users.id', 'payment_approvals.staff_id')
    .select([
      'payment_approvals.payment_id',
      'payment_approvals.staff_id',
      'staff_users.username',
      'payment_approvals.created_at',
    ])
    .where('payment_approvals.payment_id', 'in', paymentIds)
    .orderBy('payment_approvals.created_at')
    .limit(paymentIds.length * PAYMENT_LIMITS.fourEyesApprovals)
    .execute();
  const byPayment = new Map<number, StaffPayment['approvals']>();
  for (const row of rows) {
    const list = byPayment.get(row.payment_id) ?? [];
    list.push({ staffId: row.staff_id, username: row.username, at: row.created_at });
    byPayment.set(row.payment_id, list);
  }
  return byPayment;
}

/** What the desk shows beside a payment besides its row: approvals, the player's cash, the shared-IBAN flag. */
interface PaymentContext {
  approvals: StaffPayment['approvals'];
  playerCash: StaffPayment['playerCash'];
  sharedIban: StaffPayment['sharedIban'];
}

function toPayment(row: PaymentRow, context: PaymentContext, thresholdKurus: number): StaffPayment {
  const amountKurus = Number(row.amount);
  return {
    id: row.id,
    publicId: row.public_id,
    playerId: row.user_id,
    playerUsername: row.username,
    type: row.type,
    amountKurus,
    status: row.status,
    methodName: row.method_name,
    senderName: row.sender_name,
    destination: row.destination_iban
      ? { iban: row.destination_iban, holder: row.destination_holder, bank: row.destination_bank }
      : null,
    note: row.note,
    resolvedBy: row.resolved_by,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    approvals: context.approvals.slice(0, PAYMENT_LIMITS.fourEyesApprovals),
    approvalsNeeded: approvalsNeeded(amountKurus, thresholdKurus),
    playerCash: context.playerCash,
    sharedIban: context.sharedIban,
  };
}

/** The players' cash as the ledger holds it now, one read for a page's players (ledger_accounts by code). */
async function cashOf(db: Db, playerIds: readonly number[]): Promise<Map<number, StaffPayment['playerCash']>> {
  const cash = new Map<number, StaffPayment['playerCash']>();
  const unique = [...new Set(playerIds)];
  if (unique.length === 0) return cash;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance', 'pending_debits'])
    .where('code', 'in', unique.map(playerCashAccount))
    .execute();
  const byCode = new Map(rows.map((row) => [row.code, row]));
  for (const playerId of unique) {
    const row = byCode.get(playerCashAccount(playerId));
    const balanceKurus = Number(row?.balance ?? 0);
    const heldKurus = Number(row?.pending_debits ?? 0);
    cash.set(playerId, { balanceKurus, availableKurus: Math.max(0, balanceKurus - heldKurus) });
  }
  return cash;
}

/** Approvals, cash and shared-IBAN flags of a page of payments, each read once for the whole page. */
async function contextOf(db: Db, rows: readonly PaymentRow[]): Promise<(row: PaymentRow) => PaymentContext> {
  const withdrawals = rows.flatMap((row) =>
    row.destination_iban ? [{ iban: row.destination_iban, userId: row.user_id }] : [],
  );
  const [approvals, cash, shared] = await Promise.all([
    approvalsOf(
      db,
      rows.map((row) => row.id),
    ),
    cashOf(
      db,
      rows.map((row) => row.user_id),
    ),
    sharedIbans(db, withdrawals),
  ]);
  return (row) => ({
    approvals: approvals.get(row.id) ?? [],
    playerCash: cash.get(row.user_id) ?? { balanceKurus: 0, availableKurus: 0 },
    sharedIban: row.destination_iban
      ? (shared.get(sharedIbanKey({ iban: row.destination_iban, userId: row.user_id })) ?? null)
      : null,
  });
}

/**
 * Payments (not adjustments) by status and type. Pending ones oldest first, so the longest wait
 * is on top; decided ones newest first (index payment_transactions_status: status, created_at).
 */
export async function paymentQueue(
  deps: Pick<Services, 'db' | 'settings'>,
  input: BackofficeParsedInput<'bo_payments.queue'>,
): Promise<BackofficeMethodOutput<'bo_payments.queue'>> {
  const threshold = await fourEyesThreshold(deps);
  let filtered = deps.db
    .selectFrom('payment_transactions')
    .where('payment_transactions.category', '=', TRANSACTION_CATEGORY.payment);
  if (input.status !== 'all') filtered = filtered.where('payment_transactions.status', '=', STATUS_CODES[input.status]);
  if (input.type) filtered = filtered.where('payment_transactions.type', '=', TRANSACTION_TYPE[input.type]);
  const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();

  let page = paymentQuery(deps.db);
  if (input.status !== 'all') page = page.where('payment_transactions.status', '=', STATUS_CODES[input.status]);
  if (input.type) page = page.where('payment_transactions.type', '=', TRANSACTION_TYPE[input.type]);
  const direction = input.status === 'pending' ? 'asc' : 'desc';
  const rows = await page
    .orderBy('payment_transactions.created_at', direction)
    .orderBy('payment_transactions.id', direction)
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  const context = await contextOf(deps.db, rows);
  return {
    payments: rows.map((row) => toPayment(row, context(row), threshold)),
    pagination: { total: Number(counted.total), limit: input.limit, offset: input.offset },
    fourEyesThresholdKurus: threshold,
  };
}

export async function paymentView(
  deps: Pick<Services, 'db' | 'settings'>,
  paymentId: number,
  thresholdKurus?: number,
): Promise<StaffPayment> {
  const row = await paymentQuery(deps.db).where('payment_transactions.id', '=', paymentId).executeTakeFirst();
  if (!row) throw new StaffRefusal('staffPaymentNotFound', {}, `payment:${paymentId}`);
  const context = await contextOf(deps.db, [row]);
  return toPayment(row, context(row), thresholdKurus ?? (await fourEyesThreshold(deps)));
}

/** The payment's row locked until the transaction ends; refused unless it is a pending payment. */
async function lockedPendingPayment(deps: Pick<Services, 'dialect'>, tx: Transaction<Database>, paymentId: number) {
  await lockRow(tx, deps.dialect, 'payment_transactions', paymentId);
  const row = await tx
    .selectFrom('payment_transactions')
    .select(['id', 'status', 'amount'])
    .where('id', '=', paymentId)
    .where('category', '=', TRANSACTION_CATEGORY.payment)
    .executeTakeFirst();
  if (!row) throw new StaffRefusal('staffPaymentNotFound', {}, `payment:${paymentId}`);
  if (row.status !== TRANSACTION_STATUS.pending)
    throw new StaffRefusal('staffPaymentNotPending', {}, `payment:${paymentId}`);
  return row;
}

/**
 * One staff member's approval. With the payment's row locked: the approval's row is inserted (the
 * (payment, staff) key refuses the same person twice, in Turkish), then counted; when the payment
 * has the approvals its amount needs, it is approved by payment-review's use case in the same
 * transaction (the conditional move out of pending, the ledger's post, `payment_completed`).
 */
export async function approveAsStaff(
  deps: DeskDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_payments.approve'>,
): Promise<BackofficeMethodOutput<'bo_payments.approve'>> {
  const staff = staffOf(actor);
  const threshold = await fourEyesThreshold(deps);
  const completed = await deps.db.transaction().execute(async (tx) => {
    const payment = await lockedPendingPayment(deps, tx, input.paymentID);
    const recorded = await tx
      .insertInto('payment_approvals')
      .values({ payment_id: payment.id, staff_id: staff.id, created_at: deps.clock().toISOString() })
      .onConflict((conflict) => conflict.columns(['payment_id', 'staff_id']).doNothing())
      .returning('payment_id')
      .executeTakeFirst();
    if (!recorded) throw new StaffRefusal('staffPaymentSameApprover', {}, `payment:${payment.id}`);
    const approvals = await tx
      .selectFrom('payment_approvals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    if (Number(approvals.count) < approvalsNeeded(Number(payment.amount), threshold)) return false;
    await approveIn(deps, tx, payment.id, staff.username, null);
    return true;
  });
  if (completed) await deps.events.deliverNow();
  return { payment: await paymentView(deps, input.paymentID, threshold), completed };
}

/** Refuses a pending payment with the staff member's reason (kept on it; the player reads it). */
export async function rejectAsStaff(
  deps: DeskDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_payments.reject'>,
): Promise<StaffPayment> {
  const staff = staffOf(actor);
  await deps.db.transaction().execute(async (tx) => {
    await lockedPendingPayment(deps, tx, input.paymentID);
    await rejectIn(deps, tx, input.paymentID, staff.username, input.reason);
  });
  await deps.events.deliverNow();
  return paymentView(deps, input.paymentID);
}
