import {
  STATUS_LABELS,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  TYPE_LABELS,
  formatTry,
  messageText,
} from '@bnw/contract';
import { type DecidedPayment, approvePayment, rejectPayment } from '../modules/finance/payment-review.js';
import { foldIdentifier } from '../modules/user/user-repository.js';
import { systemActor } from '../platform/actor.js';
import { RpcError } from '../rpc/outcome.js';
import type { Services } from '../services.js';

const USAGE =
  'Kullanım: payments list [--status pending|completed|rejected|cancelled|all] [--player <uid|kullanıcı adı>] ' +
  '[--method <yöntem kodu>] [--page N] [--all] | approve <işlem no> | reject <işlem no> [gerekçe]';
const STAFF = 'ops-cli';
/** Rows per page of the staff list, and the deepest page: beyond it, filter instead. */
export const PAYMENTS_PAGE_SIZE = 50;
export const PAYMENTS_MAX_PAGE = 200;

const STATUS_NAMES: Record<string, number | null> = {
  pending: TRANSACTION_STATUS.pending,
  completed: TRANSACTION_STATUS.completed,
  rejected: TRANSACTION_STATUS.rejected,
  cancelled: TRANSACTION_STATUS.cancelled,
  all: null,
};

type Deps = Pick<Services, 'db' | 'dialect' | 'clock' | 'ledger' | 'events'>;

/** Staff review of deposits and withdrawals until the back office exists. */
export async function paymentsCommand(args: string[], services: Deps): Promise<number> {
  const [action, publicId, ...rest] = args;
  if (action === 'list') {
    const filter = parseListArgs(args.slice(1));
    if (!filter) {
      console.error(USAGE);
      return 2;
    }
    return listPayments(services, filter);
  }
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
    const actor = systemActor(STAFF);
    let decided: DecidedPayment;
    try {
      decided =
        action === 'approve'
          ? await approvePayment(services, actor, { transactionId: row.id, staff: STAFF })
          : await rejectPayment(services, actor, {
              transactionId: row.id,
              staff: STAFF,
              reason: rest.join(' ').trim() || null,
            });
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      console.error(messageText(error.messageKey, 'tr', error.params));
      return 1;
    }
    if (action === 'reject') console.log(`${publicId} reddedildi; tutar bakiyeye döndü.`);
    else if (decided.type === TRANSACTION_TYPE.withdraw)
      console.log(`${publicId} onaylandı: ${formatTry(decided.amount)} gönderilecek hesap ${destinationOf(decided)}.`);
    else console.log(`${publicId} onaylandı.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

interface ListFilter {
  status: number | null;
  player: string | null;
  method: string | null;
  page: number;
}

/** `--status`, `--player`, `--method`, `--page` (and `--all` for `--status all`); null when malformed. */
export function parseListArgs(args: string[]): ListFilter | null {
  const filter: ListFilter = { status: TRANSACTION_STATUS.pending, player: null, method: null, page: 1 };
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index];
    if (flag === '--all') {
      filter.status = null;
      continue;
    }
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) return null;
    index += 1;
    if (flag === '--status') {
      const status = parseStatus(value);
      if (status === undefined) return null;
      filter.status = status;
    } else if (flag === '--player') filter.player = value;
    else if (flag === '--method') filter.method = value;
    else if (flag === '--page') {
      if (!/^\d{1,6}$/.test(value) || Number(value) < 1) return null;
      filter.page = Number(value);
    } else return null;
  }
  return filter;
}

function parseStatus(value: string): number | null | undefined {
  const named = STATUS_NAMES[value.toLowerCase()];
  if (named !== undefined) return named;
  const numeric = Number(value);
  return Object.hasOwn(STATUS_LABELS, numeric) ? numeric : undefined;
}

/**
 * One bounded page of payments, newest first, with who, what, how and where: a withdrawal shows
 * the IBAN, holder and bank it was requested to (stored on it, whatever the account says now).
 */
async function listPayments(services: Pick<Services, 'db'>, filter: ListFilter): Promise<number> {
  if (filter.page > PAYMENTS_MAX_PAGE) {
    console.error(`En fazla ${PAYMENTS_MAX_PAGE} sayfa gösterilir; --status, --player veya --method ile daraltın.`);
    return 2;
  }
  let userId: number | null = null;
  if (filter.player) {
    const user = await services.db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.or([eb('uid', '=', filter.player!), eb('username_folded', '=', foldIdentifier(filter.player!))]),
      )
      .executeTakeFirst();
    if (!user) {
      console.error(`Oyuncu bulunamadı: ${filter.player}`);
      return 1;
    }
    userId = user.id;
  }
  let methodId: number | null = null;
  if (filter.method) {
    const method = await services.db
      .selectFrom('cash_methods')
      .select('id')
      .where('code', '=', filter.method)
      .executeTakeFirst();
    if (!method) {
      console.error(`Ödeme yöntemi bulunamadı: ${filter.method}`);
      return 1;
    }
    methodId = method.id;
  }

  let query = services.db.selectFrom('payment_transactions');
  if (filter.status !== null) query = query.where('payment_transactions.status', '=', filter.status);
  if (userId !== null) query = query.where('payment_transactions.user_id', '=', userId);
  if (methodId !== null) query = query.where('payment_transactions.method_id', '=', methodId);
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  if (total === 0) {
    const unfiltered = userId === null && methodId === null;
    if (unfiltered && filter.status === TRANSACTION_STATUS.pending) console.log('Bekleyen ödeme işlemi yok.');
    else if (unfiltered && filter.status === null) console.log('Hiç ödeme işlemi yok.');
    else console.log('Bu ölçütlere uyan ödeme işlemi yok.');
    return 0;
  }
  const rows = await query
    .innerJoin('users', 'users.id', 'payment_transactions.user_id')
    .leftJoin('cash_methods', 'cash_methods.id', 'payment_transactions.method_id')
    .select([
      'payment_transactions.public_id',
      'payment_transactions.type',
      'payment_transactions.amount',
      'payment_transactions.status',
      'payment_transactions.created_at',
      'payment_transactions.sender_name',
      'payment_transactions.destination_iban',
      'payment_transactions.destination_holder',
      'payment_transactions.destination_bank',
      'users.username',
      'cash_methods.code as method_code',
    ])
    .orderBy('payment_transactions.created_at', 'desc')
    .orderBy('payment_transactions.id', 'desc')
    .limit(PAYMENTS_PAGE_SIZE)
    .offset((filter.page - 1) * PAYMENTS_PAGE_SIZE)
    .execute();
  const pages = Math.ceil(total / PAYMENTS_PAGE_SIZE);
  console.log(`Sayfa ${filter.page}/${pages} · ${total} işlem`);
  for (const row of rows) {
    const sender = row.sender_name ? `  gönderen: ${row.sender_name}` : '';
    const destination = row.destination_iban ? `  hesap: ${destinationOf(row)}` : '';
    console.log(
      `${row.public_id}  ${row.created_at}  ${row.username}  ${TYPE_LABELS[row.type]?.tr}  ${row.method_code ?? '-'}  ` +
        `${formatTry(row.amount)}  ${STATUS_LABELS[row.status]?.tr}${sender}${destination}`,
    );
  }
  if (filter.page < pages) console.log(`Sonraki sayfa: --page ${filter.page + 1}`);
  return 0;
}

function destinationOf(row: {
  destination_iban: string | null;
  destination_holder: string | null;
  destination_bank: string | null;
}): string {
  return `${row.destination_iban} (${row.destination_holder ?? '?'}, ${row.destination_bank ?? '?'})`;
}
