import { STATUS_LABELS, TRANSACTION_STATUS, TYPE_LABELS, formatTry, messageText } from '@bnw/contract';
import { approvePayment, rejectPayment } from '../modules/finance/payment-review.js';
import { RpcError } from '../rpc/outcome.js';
import type { Services } from '../services.js';

const USAGE = 'Kullanım: payments list [--all] | approve <işlem no> | reject <işlem no> [gerekçe]';
const STAFF = 'ops-cli';

/** Staff review of deposits and withdrawals until the back office exists. */
export async function paymentsCommand(args: string[], services: Services): Promise<number> {
  const [action, publicId, ...rest] = args;
  if (action === 'list') return listPayments(services, publicId === '--all');
  if ((action === 'approve' || action === 'reject') && publicId) {
    const row = await services.db
      .selectFrom('payment_transactions')
      .select('id')
      .where('public_id', '=', publicId.toUpperCase())
      .executeTakeFirst();
    if (!row) {
      console.error(`İşlem bulunamadı: ${publicId}`);
      return 1;
    }
    try {
      if (action === 'approve') await approvePayment(services, row.id, STAFF);
      else await rejectPayment(services, row.id, STAFF, rest.join(' ').trim() || null);
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      console.error(messageText(error.messageKey, 'tr', error.params));
      return 1;
    }
    console.log(action === 'approve' ? `${publicId} onaylandı.` : `${publicId} reddedildi; tutar bakiyeye döndü.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

async function listPayments(services: Services, all: boolean): Promise<number> {
  let query = services.db
    .selectFrom('payment_transactions')
    .innerJoin('users', 'users.id', 'payment_transactions.user_id')
    .select([
      'payment_transactions.public_id',
      'payment_transactions.type',
      'payment_transactions.amount',
      'payment_transactions.status',
      'payment_transactions.created_at',
      'payment_transactions.sender_name',
      'users.username',
    ])
    .orderBy('payment_transactions.id', 'desc')
    .limit(100);
  if (!all) query = query.where('payment_transactions.status', '=', TRANSACTION_STATUS.pending);
  const rows = await query.execute();
  if (rows.length === 0) {
    console.log(all ? 'Hiç ödeme işlemi yok.' : 'Bekleyen ödeme işlemi yok.');
    return 0;
  }
  for (const row of rows) {
    const sender = row.sender_name ? ` gönderen: ${row.sender_name}` : '';
    console.log(
      `${row.public_id}  ${row.created_at}  ${row.username}  ${TYPE_LABELS[row.type]?.tr}  ${formatTry(row.amount)}  ${STATUS_LABELS[row.status]?.tr}${sender}`,
    );
  }
  return 0;
}
