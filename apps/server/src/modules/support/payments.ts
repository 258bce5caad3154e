import {
  LIMITS,
  TICKET_LIMITS,
  TICKET_PAYMENT_TYPES,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type TicketCategory,
  type TicketPaymentChoice,
} from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { SupportDeps } from './deps.js';

/**
 * The specification's tickets query: the player's payments (category 2) that are pending (status
 * 1002) and of at least ₺250, of the type a category is about. Read straight from the payments
 * table, as the protection module reads deposits: a read of facts, no call into the finance module.
 */
function pendingPayments(db: Kysely<Database>, userId: number, type: number) {
  return db
    .selectFrom('payment_transactions')
    .leftJoin('cash_methods', 'cash_methods.id', 'payment_transactions.method_id')
    .select([
      'payment_transactions.public_id',
      'payment_transactions.type',
      'payment_transactions.amount',
      'payment_transactions.created_at',
      'cash_methods.name_tr',
      'cash_methods.name_en',
    ])
    .where('payment_transactions.user_id', '=', userId)
    .where('payment_transactions.category', '=', TRANSACTION_CATEGORY.payment)
    .where('payment_transactions.type', '=', type)
    .where('payment_transactions.status', '=', TRANSACTION_STATUS.pending)
    .where('payment_transactions.amount', '>=', LIMITS.ticketMinimumAmountKurus);
}

function paymentTypeOf(category: TicketCategory): number {
  const type = TICKET_PAYMENT_TYPES[category];
  if (type === undefined) throw new RpcError('ticketPaymentNotAllowed');
  return type;
}

/** `tickets.list_payments`: what the form's payment picker offers, newest first. */
export async function listPaymentChoices(
  deps: SupportDeps,
  actor: Actor,
  input: { category: TicketCategory },
): Promise<{ payments: TicketPaymentChoice[] }> {
  const rows = await pendingPayments(deps.db, playerOf(actor).user.id, paymentTypeOf(input.category))
    .orderBy('payment_transactions.created_at', 'desc')
    .orderBy('payment_transactions.id', 'desc')
    .limit(TICKET_LIMITS.paymentChoices)
    .execute();
  return {
    payments: rows.map((row) => ({
      TransactionID: row.public_id,
      Type: row.type,
      AmountKurus: Number(row.amount),
      CreatedAt: row.created_at,
      MethodName: (actor.lang === 'en' ? row.name_en : row.name_tr) ?? '',
    })),
  };
}

/** What a new ticket records of the payment it is about: the picker's rule again, never trusted from the form. */
export async function paymentToLink(
  deps: SupportDeps,
  userId: number,
  category: TicketCategory,
  transactionId: string | undefined,
): Promise<{ publicId: string; type: number; amountKurus: number; createdAt: string } | null> {
  if (transactionId === undefined || transactionId === '') return null;
  const row = await pendingPayments(deps.db, userId, paymentTypeOf(category))
    .where('payment_transactions.public_id', '=', transactionId.toUpperCase())
    .executeTakeFirst();
  if (!row) throw new RpcError('ticketPaymentNotFound');
  return { publicId: row.public_id, type: row.type, amountKurus: Number(row.amount), createdAt: row.created_at };
}
