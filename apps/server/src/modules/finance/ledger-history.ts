import {
  type MethodParsedInput,
  TRANSACTION_STATUS,
  TRANSACTION_SUB_CATEGORY as SUB,
  SUB_CATEGORY_LABELS,
  TRANSACTION_TYPE,
} from '@bnw/contract';
import { sql } from 'kysely';
import type { Services } from '../../services.js';
import { turkishDayStart } from '../../platform/turkish-time.js';

type ListInput = MethodParsedInput<'finance.list_transactions'>;

/**
 * The ledger kinds the account history shows from the ledger itself, with the sub-category each is
 * listed under. Payments (deposit, withdrawal, payout, adjustment, demo_grant) are not here: their
 * payment_transactions row is their line, with its status, pending or refused ones too.
 */
export const LEDGER_KIND_SUB_CATEGORY: Readonly<Record<string, number>> = {
  bet: SUB.gameStake,
  win: SUB.gameWin,
  rollback: SUB.gameRefund,
  bonus_grant: SUB.bonusGrant,
  bonus_converted: SUB.bonusConversion,
  bonus_forfeited: SUB.bonusForfeit,
  bonus_sweep: SUB.bonusForfeit,
  bonus_expired: SUB.bonusExpiry,
  tournament_prize: SUB.tournamentPrize,
};

/** Which source a line came from, so that equal keys order the same way on every page. */
export const LEDGER_SOURCE = 1;

/** A ledger line's public id: `L` and the transfer's row number, never a payment's id. */
const LEDGER_ID_PATTERN = /^L(\d{1,15})$/;

/** The player's cash and bonus accounts (none before their first movement). */
export async function playerAccountIds(deps: Pick<Services, 'db'>, userId: number): Promise<number[]> {
  const rows = await deps.db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', 'in', ['player_cash', 'player_bonus'])
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * One way the money of one player account went: `in` credits it, `out` debits it for something
 * outside the player's two accounts (a bonus converted to cash is one line, money into the cash).
 */
export interface LedgerBranch {
  accountId: number;
  direction: 'in' | 'out';
}

/** The branches the filters leave: every account both ways, or one way when a type is asked. */
export function ledgerBranches(accountIds: number[], input: ListInput): LedgerBranch[] {
  if (input.status !== undefined && input.status !== TRANSACTION_STATUS.completed) return [];
  if (input.searchID && !LEDGER_ID_PATTERN.test(input.searchID.trim().toUpperCase())) return [];
  if (wantedKinds(input).length === 0) return [];
  const directions: Array<'in' | 'out'> =
    input.searchType === undefined ? ['in', 'out'] : input.searchType === TRANSACTION_TYPE.deposit ? ['in'] : ['out'];
  return accountIds.flatMap((accountId) => directions.map((direction) => ({ accountId, direction })));
}

function wantedKinds(input: ListInput): string[] {
  return Object.entries(LEDGER_KIND_SUB_CATEGORY)
    .filter(([, sub]) => input.searchSubCategory === undefined || sub === input.searchSubCategory)
    .filter(
      ([, sub]) => input.searchCategory === undefined || SUB_CATEGORY_LABELS[sub]?.category === input.searchCategory,
    )
    .map(([kind]) => kind);
}

/** A case over the kinds: the sub-category, or its category. */
function kindCase(pick: (sub: number) => number) {
  const whens = Object.entries(LEDGER_KIND_SUB_CATEGORY).map(
    ([kind, sub]) => sql`when ${sql.lit(kind)} then ${sql.lit(pick(sub))}`,
  );
  return sql<number>`case ${sql.ref('ledger_transfers.kind')} ${sql.join(whens, sql` `)} else 0 end`;
}

/**
 * The branch's filtered movements. The account and the time lead its index (039), so a page in
 * time order reads the player's rows in order; the kind and the other filters sift them.
 */
export function ledgerFilteredQuery(
  deps: Pick<Services, 'db'>,
  branch: LedgerBranch,
  accountIds: number[],
  input: ListInput,
) {
  let query = deps.db
    .selectFrom('ledger_transfers')
    .where('ledger_transfers.kind', 'in', wantedKinds(input))
    .where('ledger_transfers.phase', '=', 'single');
  query =
    branch.direction === 'in'
      ? query.where('ledger_transfers.credit_account_id', '=', branch.accountId)
      : query
          .where('ledger_transfers.debit_account_id', '=', branch.accountId)
          .where('ledger_transfers.credit_account_id', 'not in', accountIds);
  const searched = input.searchID ? LEDGER_ID_PATTERN.exec(input.searchID.trim().toUpperCase()) : null;
  if (searched) query = query.where('ledger_transfers.id', '=', Number(searched[1]));
  if (input.minAmount !== undefined) query = query.where('ledger_transfers.amount', '>=', input.minAmount);
  if (input.startDate) query = query.where('ledger_transfers.created_at', '>=', turkishDayStart(input.startDate));
  if (input.endDate) query = query.where('ledger_transfers.created_at', '<', turkishDayStart(input.endDate, 1));
  return query;
}

/** The branch's rows in the shape of a payment row, so that transactions.ts can merge the two. */
export function ledgerView(query: ReturnType<typeof ledgerFilteredQuery>, branch: LedgerBranch) {
  const type = branch.direction === 'in' ? TRANSACTION_TYPE.deposit : TRANSACTION_TYPE.withdraw;
  return query.select((eb) => [
    sql<string>`'L' || cast(${eb.ref('ledger_transfers.id')} as varchar(20))`.as('public_id'),
    sql<number>`${sql.lit(type)}`.as('type'),
    kindCase((sub) => SUB_CATEGORY_LABELS[sub]!.category).as('category'),
    kindCase((sub) => sub).as('sub_category'),
    sql<number>`${sql.lit(TRANSACTION_STATUS.completed)}`.as('status'),
    'ledger_transfers.amount',
    sql<string | null>`cast(null as varchar(500))`.as('note'),
    'ledger_transfers.created_at',
    sql<string | null>`${eb.ref('ledger_transfers.created_at')}`.as('resolved_at'),
    sql<string | null>`cast(null as varchar(100))`.as('name_tr'),
    sql<string | null>`cast(null as varchar(100))`.as('name_en'),
    'ledger_transfers.reference',
    sql<number>`${sql.lit(LEDGER_SOURCE)}`.as('source'),
    'ledger_transfers.id as row_id',
  ]);
}

/** A stake's, win's or refund's reference names its round: `round:` and the game_rounds row. */
const ROUND_REFERENCE = /^round:(\d{1,15})$/;

/**
 * The games a page's round lines were played in, by reference: one look-up by the rounds' keys
 * for the page (at most a page of rows), so the history says "Altın Bereket", not only "Oyun bahsi".
 */
export async function roundGameNames(
  deps: Pick<Services, 'db'>,
  rows: ReadonlyArray<{ reference: string | null }>,
): Promise<Map<string, string>> {
  const roundIds = [
    ...new Set(rows.map((row) => ROUND_REFERENCE.exec(row.reference ?? '')?.[1]).filter((id) => id !== undefined)),
  ].map(Number);
  if (roundIds.length === 0) return new Map();
  const named = await deps.db
    .selectFrom('game_rounds')
    .innerJoin('games', 'games.id', 'game_rounds.game_id')
    .select(['game_rounds.id', 'games.name'])
    .where('game_rounds.id', 'in', roundIds)
    .execute();
  return new Map(named.map((round) => [`round:${round.id}`, round.name]));
}
