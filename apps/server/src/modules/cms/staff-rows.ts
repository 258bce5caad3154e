import { randomUUID } from 'node:crypto';
import { containsPattern } from '@bnw/contract';
import type { StaffArt } from '@bnw/contract/backoffice';
import { type Expression, type SqlBool, sql } from 'kysely';
import { StaffRefusal, type StaffActor } from '../../rpc/backoffice-handlers.js';
import { artSchema, parseArt } from './content-art.js';

/**
 * What the content module's back-office calls share: a stable code for a row staff create, the
 * banner description as stored and as answered, a title search and the refusal of an unknown id.
 */

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

/** Part of a column, any case (lower() on both sides; SQLite lowers ASCII letters only). */
export function containsText(column: Expression<string>, needle: string) {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(needle.toLowerCase())} escape '\\'`;
}

export function countOf(row: { n: number | string | bigint } | undefined): number {
  return Number(row?.n ?? 0);
}

/** A Turkish refusal (an unknown id, a rule the row breaks), naming the row for the audit. */
export function refuse(message: ConstructorParameters<typeof StaffRefusal>[0], target: string): never {
  throw new StaffRefusal(message, {}, target);
}

export function nowIso(deps: { clock: () => Date }): string {
  return deps.clock().toISOString();
}

export type { StaffActor };
