import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  /** Transfers read by this run: the new ones since the checkpoint, or all of them in a full run. */
  transfers: number;
  /** The checkpoint after the run: every transfer up to this id has been checked. */
  throughId: number;
  full: boolean;
  /** What is wrong, at most `MAX_VIOLATIONS` lines. */
  violations: string[];
}

export interface VerifyOptions {
  /** From the first transfer, not from the checkpoint: also finds a transfer altered after it was checked. */
  full?: boolean;
  now?: Date;
  /** Transfers younger than this stay past the checkpoint (read again each run), see settledThrough. */
  settleMs?: number;
  /** Transfer ids per statement, and accounts per statement. */
  batchSize?: number;
}

const MAX_VIOLATIONS = 100;
const SETTLE_MS = 5 * 60_000;
const BATCH_SIZE = 50_000;
const CHECKPOINT_ID = 1;

/** An account's posted balance and held amount, as its transfers add them up. */
interface Sums {
  balance: number;
  held: number;
}

type Db = Kysely<Database>;

/**
 * Checks the ledger's invariants from the transfers themselves:
 * - the balances of all accounts sum to zero (every transfer moved money, none made it);
 * - each account's balance equals its posted credits minus its posted debits;
 * - each account's held amount equals its unresolved pending debits;
 * - no player account is below zero, posted or available;
 * - every post or void matches the pending transfer it resolves.
 * Transfer ids and single resolution are guaranteed by unique indexes.
 *
 * Its cost does not grow with history: each run starts from the checkpoint (the transfers up to
 * an id already checked, and each account's sums over them, migration 041), reads only the newer
 * transfers, in statements of `batchSize` ids, and compares the accounts in statements of
 * `batchSize` accounts, so no statement is long and it runs beside play. A full run (`full`)
 * starts from nothing, and so also finds a checked transfer that was altered afterwards. A run
 * that finds a violation leaves the checkpoint where it was.
 */
export async function verifyLedger(db: Db, options: VerifyOptions = {}): Promise<LedgerReport> {
  const full = options.full ?? false;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const violations: string[] = [];
  const add = (line: string) => {
    if (violations.length < MAX_VIOLATIONS) violations.push(line);
  };
  const start = full ? { throughId: 0, sums: new Map<number, Sums>() } : await loadCheckpoint(db, batchSize);
  const now = options.now ?? new Date();
  const throughId = Math.max(start.throughId, await settledThrough(db, now, options.settleMs ?? SETTLE_MS));
  const sums = start.sums;
  const touched = new Set<number>();
  let transfers = 0;
  for (let after = start.throughId; after < throughId; after += batchSize) {
    const upTo = Math.min(throughId, after + batchSize);
    transfers += await addBatch(db, sums, touched, after, upTo);
    for (const id of await badResolutions(db, after, upTo))
      add(`${id}: does not match the pending transfer it resolves`);
  }
  const accounts = await compareAccounts(db, sums, throughId, batchSize, add);
  for (const id of await badResolutions(db, throughId, null))
    add(`${id}: does not match the pending transfer it resolves`);
  await checkTotals(db, add);
  const ok = violations.length === 0;
  // A full run replaces the checkpoint whatever it was; an incremental one moves it on from where it started.
  const fromId = full ? await storedThrough(db) : start.throughId;
  if (ok) await saveCheckpoint(db, fromId, throughId, sums, full ? new Set(sums.keys()) : touched, now);
  return { ok, accounts, transfers, throughId: ok ? throughId : start.throughId, full, violations };
}

/**
 * The last id the checkpoint may pass: every transfer up to it has committed. Ids are handed out
 * as transfers are written, and a transaction that writes one lasts seconds (the pool's statement
 * timeout), so the transfers older than `settleMs` are final; the checkpoint stops before the
 * oldest younger one. The younger ones are still checked each run, read as the tail.
 */
async function settledThrough(db: Db, now: Date, settleMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - settleMs).toISOString();
  const young = await db
    .selectFrom('ledger_transfers')
    .select(sql<number | string | null>`min(id)`.as('id'))
    .where('created_at', '>=', cutoff)
    .executeTakeFirstOrThrow();
  if (young.id !== null) return Number(young.id) - 1;
  const last = await db
    .selectFrom('ledger_transfers')
    .select(sql<number | string | null>`max(id)`.as('id'))
    .executeTakeFirstOrThrow();
  return Number(last.id ?? 0);
}

async function storedThrough(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ledger_verify_checkpoint')
    .select('through_id')
    .where('id', '=', CHECKPOINT_ID)
    .executeTakeFirst();
  return Number(row?.through_id ?? 0);
}

/**
 * The checkpoint and its sums. Read in several statements, so a run that moves it meanwhile would
 * mix two checkpoints: the id is read again after the sums, and the whole read again if it moved.
 */
async function loadCheckpoint(db: Db, batchSize: number): Promise<{ throughId: number; sums: Map<number, Sums> }> {
  for (;;) {
    const throughId = await storedThrough(db);
    const sums = await storedSums(db, batchSize);
    if ((await storedThrough(db)) === throughId) return { throughId, sums };
  }
}

async function storedSums(db: Db, batchSize: number): Promise<Map<number, Sums>> {
  const sums = new Map<number, Sums>();
  for (let after = 0; ;) {
    const page = await db
      .selectFrom('ledger_verified_sums')
      .selectAll()
      .where('account_id', '>', after)
      .orderBy('account_id')
      .limit(batchSize)
      .execute();
    for (const entry of page) sums.set(entry.account_id, { balance: Number(entry.balance), held: Number(entry.held) });
    if (page.length < batchSize) return sums;
    after = page.at(-1)!.account_id;
  }
}

/**
 * What the transfers with ids in (after, upTo] — or past `after` when upTo is null — change, per
 * account: posted money in and out, and holds made and resolved.
 */
function movements(after: number, upTo: number | null) {
  const range = upTo === null ? sql`id > ${after}` : sql`id > ${after} and id <= ${upTo}`;
  return sql`
    select account_id, sum(change) as change, sum(held_change) as held_change, count(*) as lines
    from (
      select credit_account_id as account_id,
        case when phase in ('single', 'post') then amount else 0 end as change,
        0 as held_change
      from ledger_transfers where ${range}
      union all
      select debit_account_id,
        case when phase in ('single', 'post') then -amount else 0 end,
        case when phase = 'pending' then amount when phase in ('post', 'void') then -amount else 0 end
      from ledger_transfers where ${range}
    ) as moved
    group by account_id`;
}

/** Adds one batch of transfers to the sums; answers how many transfers it held. */
async function addBatch(db: Db, sums: Map<number, Sums>, touched: Set<number>, after: number, upTo: number) {
  const rows = await sql<{
    account_id: number;
    change: number | string;
    held_change: number | string;
    lines: number | string;
  }>`
    ${movements(after, upTo)}`.execute(db);
  let lines = 0;
  for (const row of rows.rows) {
    const current = sums.get(row.account_id) ?? { balance: 0, held: 0 };
    sums.set(row.account_id, {
      balance: current.balance + Number(row.change),
      held: current.held + Number(row.held_change),
    });
    touched.add(row.account_id);
    lines += Number(row.lines);
  }
  // Each transfer has two sides.
  return lines / 2;
}

async function badResolutions(db: Db, after: number, upTo: number | null): Promise<string[]> {
  const range = upTo === null ? sql`r.id > ${after}` : sql`r.id > ${after} and r.id <= ${upTo}`;
  const rows = await sql<{ transfer_id: string }>`
    select r.transfer_id from ledger_transfers r
    join ledger_transfers p on p.id = r.pending_id
    where ${range} and r.phase in ('post', 'void')
      and (p.phase <> 'pending' or r.amount <> p.amount or r.debit_account_id <> p.debit_account_id or r.credit_account_id <> p.credit_account_id)
  `.execute(db);
  return rows.rows.map((row) => row.transfer_id);
}

/**
 * Each account against its checked sums plus the transfers past the checkpoint (the tail), a
 * batch of accounts a statement: the accounts and their tail are read by the same statement, so
 * they agree whatever is written meanwhile. Answers how many accounts there are.
 */
async function compareAccounts(
  db: Db,
  sums: Map<number, Sums>,
  throughId: number,
  batchSize: number,
  add: (line: string) => void,
): Promise<number> {
  let accounts = 0;
  for (let after = 0; ;) {
    const rows = await sql<{
      id: number;
      code: string;
      balance: number | string;
      pending_debits: number | string;
      change: number | string | null;
      held_change: number | string | null;
    }>`
      with page as (
        select id, code, balance, pending_debits from ledger_accounts where id > ${after} order by id limit ${batchSize}
      ),
      tail as (${movements(throughId, null)})
      select page.id, page.code, page.balance, page.pending_debits, tail.change, tail.held_change
      from page left join tail on tail.account_id = page.id
      order by page.id
    `.execute(db);
    for (const row of rows.rows) {
      const checked = sums.get(row.id) ?? { balance: 0, held: 0 };
      const balance = checked.balance + Number(row.change ?? 0);
      const held = checked.held + Number(row.held_change ?? 0);
      if (balance !== Number(row.balance)) add(`${row.code}: balance ${row.balance}, transfers say ${balance}`);
      if (held !== Number(row.pending_debits))
        add(`${row.code}: held ${row.pending_debits}, pending transfers say ${held}`);
    }
    accounts += rows.rows.length;
    if (rows.rows.length < batchSize) return accounts;
    after = rows.rows.at(-1)!.id;
  }
}

/** The balances' sum and the accounts below zero: each one statement over the accounts alone. */
async function checkTotals(db: Db, add: (line: string) => void): Promise<void> {
  const totals = await db
    .selectFrom('ledger_accounts')
    .select(sql<number | string>`coalesce(sum(balance), 0)`.as('sum'))
    .executeTakeFirstOrThrow();
  if (Number(totals.sum) !== 0) add(`balances sum to ${totals.sum}, not 0`);
  const negative = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance', 'pending_debits'])
    .where('allow_negative', '=', 0)
    .where((eb) => eb.or([eb('balance', '<', 0), eb(sql`balance - pending_debits`, '<', 0)]))
    .execute();
  for (const row of negative) add(`${row.code}: below zero (balance ${row.balance}, held ${row.pending_debits})`);
}

/**
 * Moves the checkpoint from `fromId` to `throughId` with the sums of the accounts that changed, in
 * one transaction. Another run that moved it first wins: this one's sums are not written.
 */
async function saveCheckpoint(
  db: Db,
  fromId: number,
  throughId: number,
  sums: Map<number, Sums>,
  accounts: ReadonlySet<number>,
  now: Date,
): Promise<void> {
  if (throughId === fromId && accounts.size === 0) return;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('ledger_verify_checkpoint')
      .values({ id: CHECKPOINT_ID, through_id: 0, verified_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const moved = await tx
      .updateTable('ledger_verify_checkpoint')
      .set({ through_id: throughId, verified_at: now.toISOString() })
      .where('id', '=', CHECKPOINT_ID)
      .where('through_id', '=', fromId)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return;
    const rows = [...accounts].map((id) => ({ account_id: id, ...sums.get(id)! }));
    for (let start = 0; start < rows.length; start += 1_000) {
      await tx
        .insertInto('ledger_verified_sums')
        .values(rows.slice(start, start + 1_000))
        .onConflict((conflict) =>
          conflict.column('account_id').doUpdateSet((eb) => ({
            balance: eb.ref('excluded.balance'),
            held: eb.ref('excluded.held'),
          })),
        )
        .execute();
    }
  });
}
