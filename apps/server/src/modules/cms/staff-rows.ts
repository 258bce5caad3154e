import { randomUUID } from 'node:crypto';
import type { StaffArt } from '@bnw/contract/backoffice';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { StaffRefusal, type StaffActor } from '../../rpc/backoffice-handlers.js';
import { artSchema, parseArt } from './content-art.js';
import type { CmsDeps } from './deps.js';

/**
 * What the content module's back-office calls share: a stable code for a row staff create, the
 * banner description as stored and as answered, and the statements by id every content table
 * answers alike (find, create or replace, change, delete), each refusing an unknown id.
 */

type StaffMessage = ConstructorParameters<typeof StaffRefusal>[0];

/** The content tables whose rows staff address by their integer id. */
export type ContentTable = 'sliders' | 'popups' | 'promotions' | 'tournaments';

/** A kind of content row: its table, its name in codes and audit targets, the refusal of an unknown id. */
export interface ContentKind<T extends ContentTable> {
  table: T;
  name: string;
  notFound: StaffMessage;
}

/** The audit's name of a row (`slider:12`). */
export function rowTarget(kind: ContentKind<ContentTable>, id: number): string {
  return `${kind.name}:${id}`;
}

/** `code` is the row's stable name (the demo seed inserts by it); a staff member's row gets a fresh one. */
export function staffRowCode(kind: string): string {
  return `bo-${kind}-${randomUUID()}`;
}

/**
 * The banner as stored: the contract's art checked again against the drawing's own schema (the one
 * content-images.ts draws from), so what staff save is exactly what the site draws.
 */
export function artColumn(art: StaffArt): string {
  return JSON.stringify(artSchema.parse(art));
}

/** The stored banner as staff edit it (a malformed column reads as the plain banner the site draws). */
export function artOf(json: string, title: string): StaffArt {
  return parseArt(json, title);
}

/** A Turkish refusal (an unknown id, a rule the row breaks), naming the row for the audit. */
export function refuse(message: StaffMessage, target: string): never {
  throw new StaffRefusal(message, {}, target);
}

export function nowIso(deps: { clock: () => Date }): string {
  return deps.clock().toISOString();
}

/*
 * Kysely cannot resolve its column types over a table name that is itself a type parameter, so the
 * statements below are written over the union of the content tables (every one has an integer
 * `id`) and their rows and columns typed by the caller's own table, where the compiler checks them.
 */

/** The row with this id, or the kind's refusal. */
export async function findRow<T extends ContentTable>(
  deps: CmsDeps,
  kind: ContentKind<T>,
  id: number,
): Promise<Selectable<Database[T]>> {
  const table: ContentTable = kind.table;
  const row = await deps.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  return (row as Selectable<Database[T]> | undefined) ?? refuse(kind.notFound, rowTarget(kind, id));
}

/** Changes these columns of the row with this id; an unknown id is refused. */
export async function updateRow<T extends ContentTable>(
  deps: CmsDeps,
  kind: ContentKind<T>,
  id: number,
  columns: Updateable<Database[T]>,
): Promise<void> {
  const table: ContentTable = kind.table;
  const updated = await deps.db
    .updateTable(table)
    .set(columns as Updateable<Database[ContentTable]>)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) refuse(kind.notFound, rowTarget(kind, id));
}

/**
 * Creates the row (no id) under a fresh code, or replaces the named one's columns; answers its id.
 * `created` is the whole new row but its code: the columns with what only a new row gets.
 */
export async function saveRow<T extends ContentTable>(
  deps: CmsDeps,
  kind: ContentKind<T>,
  id: number | undefined,
  columns: Updateable<Database[T]>,
  created: Omit<Insertable<Database[T]>, 'code'>,
): Promise<number> {
  if (id !== undefined) {
    await updateRow(deps, kind, id, columns);
    return id;
  }
  const table: ContentTable = kind.table;
  const row = { ...created, code: staffRowCode(kind.name) } as Insertable<Database[ContentTable]>;
  const inserted = await deps.db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Deletes the row with this id, for a kind whose rows nothing keeps; an unknown id is refused. */
export async function deleteRow(deps: CmsDeps, kind: ContentKind<ContentTable>, id: number): Promise<{ id: number }> {
  const deleted = await deps.db.deleteFrom(kind.table).where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) refuse(kind.notFound, rowTarget(kind, id));
  return { id };
}

/**
 * After a conditional write that touched nothing: the row is there and its rule kept it (`kept`),
 * or the id is unknown; one read tells the two apart.
 */
export async function refuseUntouched(
  deps: CmsDeps,
  kind: ContentKind<ContentTable>,
  id: number,
  kept: StaffMessage,
): Promise<never> {
  const exists = await deps.db.selectFrom(kind.table).select('id').where('id', '=', id).executeTakeFirst();
  return refuse(exists ? kept : kind.notFound, rowTarget(kind, id));
}

export type { StaffActor };
