import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Presence } from '../presence.js';
import { type FencedRow, type FencedTable, fencedWrite } from './fence.js';

type Publisher = Pick<Presence, 'publish'>;

/** A game unit's row with a channel sequence beside its fence. */
export type SequencedTable = {
  [Name in FencedTable]: Database[Name] extends { sequence: unknown } ? Name : never;
}[FencedTable];

/**
 * The one sequence scheme of round events: every unit (table, room, game) keeps a counter on its
 * row, raised inside the transaction that makes the events, so its events are numbered 1, 2, 3, …
 * whichever process led or sold, and a client that sees a number skipped knows it missed one and
 * asks again. Answers the numbers of `count` new events, in order.
 */
export async function raiseSequence(
  trx: Transaction<Database>,
  unit: { table: SequencedTable; id: number },
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ sequence: number | string }>`
    update ${sql.table(unit.table)} set sequence = sequence + ${count} where id = ${unit.id} returning sequence`.execute(
    trx,
  );
  const row = rows[0];
  if (!row) throw new Error(`${unit.table} ${unit.id} not found`);
  const last = Number(row.sequence);
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

/** Which unit a leader writes under: its row carries the fencing token and the events' counter. */
export type UnitFence = FencedRow & { table: SequencedTable };

/** An event before it is numbered: the wire message without its `sequence` (each member of a union). */
export type Unnumbered<E> = E extends unknown ? Omit<E, 'sequence'> : never;

/** What a step writes, and the events it makes, each still without its sequence number. */
export interface StepWrite<T, E> {
  value: T;
  events: E[];
}

/** An event of a topic once numbered. */
export type Numbered<E> = E & { sequence: number };

/**
 * A leader's step: the fencing check, the work and the events' numbers in one transaction; once it
 * committed (and never if it rolled back), the events go out on `topic` in their order. A lost
 * message costs nothing (clients see the gap and catch up by asking), so a failing publish is not
 * the step's failure. Answers the work's value and the events as published.
 */
export async function fencedStep<T, E extends object>(
  deps: { db: Kysely<Database>; presence: Publisher },
  at: UnitFence,
  topic: string,
  work: (trx: Transaction<Database>) => Promise<StepWrite<T, E>>,
): Promise<{ value: T; events: Array<Numbered<E>> }> {
  const written = await fencedWrite(deps.db, at, async (trx) => {
    const { value, events } = await work(trx);
    const numbers = await raiseSequence(trx, at, events.length);
    return { value, events: events.map((event, index) => ({ ...event, sequence: numbers[index]! })) };
  });
  await publishInOrder(deps.presence, topic, written.events);
  return written;
}

/** Publishes committed events one after the other, so a watcher receives them in their order. */
export async function publishInOrder(presence: Publisher, topic: string, events: readonly object[]): Promise<void> {
  for (const event of events) await presence.publish(topic, event).catch(() => undefined);
}
