import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { StaleLeader, checkFenceOf, fencedWrite, raiseFenceOf } from '../../platform/fence.js';

/**
 * The table's fencing token (platform/fence.ts): `live_tables.fence`, raised by a new leader of the
 * table and checked by every write of the scheduler in its own transaction.
 */
export { StaleLeader };

/** Raises the token; answers the new one, this process's from now on. */
export function raiseFence(db: Kysely<Database>, tableId: number): Promise<number> {
  return raiseFenceOf(db, 'live_tables', tableId);
}

export function checkFence(trx: Transaction<Database>, tableId: number, fence: number): Promise<void> {
  return checkFenceOf(trx, { table: 'live_tables', id: tableId, fence });
}

/** A scheduler write: the fencing check and the work in one transaction. */
export function fenced<T>(
  db: Kysely<Database>,
  at: { tableId: number; fence: number },
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return fencedWrite(db, { table: 'live_tables', id: at.tableId, fence: at.fence }, work);
}
