import { containsPattern } from '@bnw/contract';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

/**
 * What the back office's filtered lists share, whichever module owns the table: a page of rows with
 * the total the filters match, and a search for part of a text column in any case.
 */

export interface ListPage {
  limit: number;
  offset: number;
}

/**
 * One page of what the filtered query matches, in the order `ordered` gives it, and how many rows
 * it matches in all; the two statements run side by side on the same filters.
 */
export async function pageOf<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  ordered: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  page: ListPage,
): Promise<{ rows: Row[]; pagination: ListPage & { total: number } }> {
  const [rows, count] = await Promise.all([
    ordered(filtered).limit(page.limit).offset(page.offset).execute(),
    filtered
      .select(sql<number | string | bigint>`count(*)`.as('n'))
      .$castTo<{ n: number | string | bigint }>()
      .executeTakeFirst(),
  ]);
  return { rows, pagination: { total: Number(count?.n ?? 0), limit: page.limit, offset: page.offset } };
}

/** Part of a column, any case (lower() on both sides; SQLite lowers ASCII letters only). */
export function containsText(column: Expression<string>, needle: string) {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(needle.toLowerCase())} escape '\\'`;
}
