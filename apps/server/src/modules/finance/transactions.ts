import {
  CATEGORY_LABELS,
  FIELD_MAX_LENGTH,
  type Language,
  LIMITS,
  type MethodParsedInput,
  STATUS_LABELS,
  SUB_CATEGORY_LABELS,
  TRANSACTION_STATUS,
  TYPE_LABELS,
  type Transaction,
} from '@bnw/contract';
import { sql } from 'kysely';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import { turkishDayStart } from '../../platform/turkish-time.js';
import {
  type LedgerBranch,
  ledgerBranches,
  ledgerFilteredQuery,
  LEDGER_SOURCE,
  ledgerView,
  playerAccountIds,
  roundGameNames,
} from './ledger-history.js';

/**
 * How deep a player may page: the rows before the offset are read and thrown away, so an offset
 * of tens of thousands made one call hold SQLite's only connection for most of a second.
 */
export const MAX_LIST_ROWS = LIMITS.maxListRows;

const ORDER_COLUMNS = {
  createdAt: 'payment_transactions.created_at',
  amount: 'payment_transactions.amount',
  status: 'payment_transactions.status',
} as const;

const PAYMENT_SOURCE = 0;

function withView(query: ReturnType<typeof fromTransactions>) {
  return query
    .leftJoin('cash_methods', 'cash_methods.id', 'payment_transactions.method_id')
    .select([
      'payment_transactions.public_id',
      'payment_transactions.type',
      'payment_transactions.category',
      'payment_transactions.sub_category',
      'payment_transactions.status',
      'payment_transactions.amount',
      'payment_transactions.note',
      'payment_transactions.created_at',
      'payment_transactions.resolved_at',
      'cash_methods.name_tr',
      'cash_methods.name_en',
      sql<string | null>`cast(null as varchar(200))`.as('reference'),
      sql<number>`${sql.lit(PAYMENT_SOURCE)}`.as('source'),
      'payment_transactions.id as row_id',
    ]);
}

function fromTransactions(deps: Pick<Services, 'db'>) {
  return deps.db.selectFrom('payment_transactions');
}

function baseQuery(deps: Pick<Services, 'db'>) {
  return withView(fromTransactions(deps));
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

/**
 * The player's account history with the spec's filters, one bounded page at a time, from the
 * first MAX_LIST_ROWS rows of the order asked for (deeper pages are refused: narrow the filters
 * instead). A line is a payment (its payment_transactions row, whatever its status) or one of the
 * player's other ledger movements: a game's stake, win or refund, a bonus's grant, conversion or
 * end (docs/payments.md, "Account history").
 */
export async function listTransactions(
  deps: Pick<Services, 'db'>,
  actor: Actor,
  input: MethodParsedInput<'finance.list_transactions'>,
): Promise<{ items: Transaction[]; total: number }> {
  if (input.offset >= MAX_LIST_ROWS) throw new RpcError('listOffsetTooLarge', { max: MAX_LIST_ROWS });
  const userId = playerOf(actor).user.id;
  const accountIds = await playerAccountIds(deps, userId);
  const total = await countHistory(deps, userId, accountIds, input);
  const rows = await transactionPageQuery(deps, userId, accountIds, input).execute();
  const gameNames = await roundGameNames(deps, rows);
  return {
    items: rows.map((row) => toTransactionView(row, actor.lang, gameNames.get(row.reference ?? ''))),
    total,
  };
}

type ListInput = MethodParsedInput<'finance.list_transactions'>;

/**
 * The lines the filters leave, counted in each source through the same indexes as a page, but no
 * further than a player can page (MAX_LIST_ROWS): a source counts at most one line past it, so a
 * year of history costs what a week does, and a total past MAX_LIST_ROWS means "more than that"
 * (the player site shows "1000+").
 */
async function countHistory(deps: Pick<Services, 'db'>, userId: number, accountIds: number[], input: ListInput) {
  const line = sql<number>`1`.as('line');
  const payments = deps.db
    .selectFrom(filteredQuery(deps, userId, input).select(line).limit(COUNTED_ROWS).as('counted'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const ledger = ledgerBranches(accountIds, input).map((branch) =>
    deps.db
      .selectFrom(ledgerFilteredQuery(deps, branch, accountIds, input).select(line).limit(COUNTED_ROWS).as('counted'))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  );
  const answers = await Promise.all([payments, ...ledger]);
  return Math.min(
    COUNTED_ROWS,
    answers.reduce((sum, answer) => sum + Number(answer.total), 0),
  );
}

/** One line past the deepest a player can page: enough to tell that there is more. */
const COUNTED_ROWS = MAX_LIST_ROWS + 1;

function filteredQuery(deps: Pick<Services, 'db'>, userId: number, input: ListInput) {
  let query = deps.db.selectFrom('payment_transactions').where('payment_transactions.user_id', '=', userId);
  if (input.searchType !== undefined) query = query.where('payment_transactions.type', '=', input.searchType);
  if (input.searchID) query = query.where('payment_transactions.public_id', '=', input.searchID.trim().toUpperCase());
  if (input.searchCategory !== undefined)
    query = query.where('payment_transactions.category', '=', input.searchCategory);
  if (input.searchSubCategory !== undefined)
    query = query.where('payment_transactions.sub_category', '=', input.searchSubCategory);
  if (input.status !== undefined) query = query.where('payment_transactions.status', '=', input.status);
  if (input.minAmount !== undefined) query = query.where('payment_transactions.amount', '>=', input.minAmount);
  // Dates are Turkish calendar days: a day starts at 00:00 in Türkiye (UTC+3).
  if (input.startDate) query = query.where('payment_transactions.created_at', '>=', turkishDayStart(input.startDate));
  if (input.endDate) query = query.where('payment_transactions.created_at', '<', turkishDayStart(input.endDate, 1));
  return query;
}

const LEDGER_ORDER_COLUMNS = {
  createdAt: 'ledger_transfers.created_at',
  amount: 'ledger_transfers.amount',
  // Every ledger line is completed: its branch is in id order, as the payments of one status are.
  status: 'ledger_transfers.id',
} as const;

/**
 * One page in the order asked for. Each source is read in that order and cut at the deepest row
 * the page can need (offset + limit, at most MAX_LIST_ROWS): the payments through an index that
 * starts with the player (user_id + created_at, amount or status), each of the player's ledger
 * accounts through its account + time index. Only those few rows are merged and sorted, never the
 * player's whole history. Equal keys fall back to payments before ledger lines, then row number.
 */
export function transactionPageQuery(
  deps: Pick<Services, 'db'>,
  userId: number,
  accountIds: number[],
  input: ListInput,
) {
  const direction = input.OrderDir.toLowerCase() === 'asc' ? 'asc' : 'desc';
  const pageSize = Math.min(input.limit, LIMITS.maxPageSize, MAX_LIST_ROWS - input.offset);
  const deepest = input.offset + pageSize;
  const payments = withView(filteredQuery(deps, userId, input))
    .orderBy(ORDER_COLUMNS[input.OrderPar], direction)
    .orderBy('payment_transactions.id', direction)
    .limit(deepest);
  const ledger = ledgerBranches(accountIds, input).map((branch: LedgerBranch) =>
    ledgerView(ledgerFilteredQuery(deps, branch, accountIds, input), branch)
      .orderBy(LEDGER_ORDER_COLUMNS[input.OrderPar], direction)
      .orderBy('ledger_transfers.id', direction)
      .limit(deepest),
  );
  const sourceOf = (query: typeof payments) => deps.db.selectFrom(query.as('source')).selectAll();
  const history = ledger.reduce(
    (all, branch) => all.unionAll(sourceOf(branch as unknown as typeof payments)),
    sourceOf(payments),
  );
  const column = HISTORY_ORDER_COLUMNS[input.OrderPar];
  return deps.db
    .selectFrom(history.as('history'))
    .selectAll()
    .orderBy(column, direction)
    .orderBy('source', direction)
    .orderBy('row_id', direction)
    .limit(pageSize)
    .offset(input.offset);
}

const HISTORY_ORDER_COLUMNS = { createdAt: 'created_at', amount: 'amount', status: 'status' } as const;

/** One of the player's transactions as their history shows it. */
export async function findTransactionView(
  deps: Pick<Services, 'db'>,
  actor: Actor,
  { publicId }: { publicId: string },
): Promise<Transaction> {
  const row = await baseQuery(deps)
    .where('payment_transactions.public_id', '=', publicId)
    .where('payment_transactions.user_id', '=', playerOf(actor).user.id)
    .executeTakeFirst();
  if (!row) throw new RpcError('transactionNotFound');
  return toTransactionView(row, actor.lang);
}

/** A game's line names the game it was played in (gameName); any other line its method or kind. */
export function toTransactionView(row: Row, lang: Language, gameName?: string): Transaction {
  const methodName =
    gameName ?? (lang === 'en' ? row.name_en : row.name_tr) ?? SUB_CATEGORY_LABELS[row.sub_category]?.[lang] ?? '';
  // A ledger line is not a payment: "Para Çekme · Oyun bahsi" would misname a stake.
  const heading = row.source === LEDGER_SOURCE ? CATEGORY_LABELS[row.category] : TYPE_LABELS[row.type];
  return {
    transactionID: row.public_id,
    transaction_type_id: row.type,
    transaction_category_id: row.category,
    transaction_sub_category_id: row.sub_category,
    transaction_status: row.status,
    amount: row.amount,
    methodName,
    description: `${heading?.[lang] ?? ''} · ${methodName}`,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    reason: refusalReason(row),
  };
}

const REFUSED: ReadonlySet<number> = new Set([TRANSACTION_STATUS.rejected, TRANSACTION_STATUS.cancelled]);

/**
 * The note is the refusal's reason only on a rejected or cancelled payment (rejectIn writes it);
 * on any other row it is the operator's own and never leaves the server.
 */
function refusalReason(row: Pick<Row, 'status' | 'note'>): string | null {
  if (!REFUSED.has(row.status)) return null;
  return row.note?.trim().slice(0, FIELD_MAX_LENGTH.refusalReason) || null;
}

export function listTypes(lang: Language) {
  return Object.entries(TYPE_LABELS).map(([id, label]) => ({ id: Number(id), name: label[lang] }));
}

export function listCategories(lang: Language) {
  return Object.entries(CATEGORY_LABELS).map(([id, label]) => ({ id: Number(id), name: label[lang] }));
}

export function listSubCategories(lang: Language, categoryId?: number) {
  return Object.entries(SUB_CATEGORY_LABELS)
    .filter(([, label]) => categoryId === undefined || label.category === categoryId)
    .map(([id, label]) => ({ id: Number(id), name: label[lang], categoryID: label.category }));
}

export function statusLabel(status: number, lang: Language): string {
  return STATUS_LABELS[status]?.[lang] ?? String(status);
}
