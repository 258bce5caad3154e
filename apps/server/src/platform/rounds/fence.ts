import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Fencing tokens for work led by a lease (platform/lease.ts) on a row of its own: a game's table,
 * room or channel. The lease says who should lead; the token makes sure a leader whose lease lapsed
 * (a long pause, a partition) cannot write after another took over: a new leader raises the row's
 * `fence`, and every write of the leader begins its transaction by updating that row on the
 * condition that the token is still its own. On PostgreSQL that update also locks the row until
 * commit, so a takeover waits for a write in flight and every write after it fails.
 */
export type FencedTable = {
  [Name in keyof Database]: Database[Name] extends { fence: unknown } ? Name : never;
}[keyof Database];

/** Which row a leader writes under, and its token. */
export interface FencedRow {
  table: FencedTable;
  id: number;
  fence: number;
}

export class StaleLeader extends Error {
  constructor(table: FencedTable, id: number) {
    super(`${table} ${id}: another process leads it now`);
    this.name = 'StaleLeader';
  }
}

/** Raises the token; answers the new one, this process's from now on. */
export async function raiseFenceOf(db: Kysely<Database>, table: FencedTable, id: number): Promise<number> {
  const { rows } = await sql<{ fence: number }>`
    update ${sql.table(table)} set fence = fence + 1 where id = ${id} returning fence`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`${table} ${id} not found`);
  return Number(row.fence);
}

export async function checkFenceOf(trx: Transaction<Database>, at: FencedRow): Promise<void> {
  const held =
    await sql`update ${sql.table(at.table)} set fence = fence where id = ${at.id} and fence = ${at.fence}`.execute(trx);
  if (Number(held.numAffectedRows ?? 0) !== 1) throw new StaleLeader(at.table, at.id);
}

/** A leader's write: the fencing check and the work in one transaction. */
export function fencedWrite<T>(
  db: Kysely<Database>,
  at: FencedRow,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await checkFenceOf(trx, at);
    return work(trx);
  });
}
