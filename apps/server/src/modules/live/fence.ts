import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The table's fencing token. The lease (platform/lease.ts) says who should lead a table; the token
 * makes sure a leader whose lease lapsed (a long pause, a partition) cannot write after another
 * took over: a new leader raises `live_tables.fence`, and every write of the scheduler begins its
 * transaction by updating the table's row on the condition that the token is still its own. On
 * PostgreSQL that update also locks the row until commit, so a takeover waits for a write in flight
 * and every write after it fails.
 */
export class StaleLeader extends Error {
  constructor(tableId: number) {
    super(`table ${tableId}: another process leads it now`);
    this.name = 'StaleLeader';
  }
}

/** Raises the token; answers the new one, this process's from now on. */
export async function raiseFence(db: Kysely<Database>, tableId: number): Promise<number> {
  const row = await db
    .updateTable('live_tables')
    .set((eb) => ({ fence: eb('fence', '+', 1) }))
    .where('id', '=', tableId)
    .returning('fence')
    .executeTakeFirstOrThrow();
  return row.fence;
}

export async function checkFence(trx: Transaction<Database>, tableId: number, fence: number): Promise<void> {
  const held = await trx
    .updateTable('live_tables')
    .set((eb) => ({ fence: eb.ref('fence') }))
    .where('id', '=', tableId)
    .where('fence', '=', fence)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) !== 1) throw new StaleLeader(tableId);
}

/** A scheduler write: the fencing check and the work in one transaction. */
export function fenced<T>(
  db: Kysely<Database>,
  at: { tableId: number; fence: number },
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await checkFence(trx, at.tableId, at.fence);
    return work(trx);
  });
}
