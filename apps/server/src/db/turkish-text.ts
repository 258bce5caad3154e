import { TURKISH_SORT_LETTERS } from '@bnw/contract';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DialectName } from './database.js';

/**
 * The SQL twin of turkishLower for the letters a Turkish name uses: 'I' → 'ı', 'İ' → 'i' and the
 * other Turkish capitals spelled out, as neither SQLite's lower() (ASCII only) nor PostgreSQL's
 * (locale dependent) knows them; lower() then folds the remaining ASCII capitals.
 */
const TURKISH_CAPITALS: ReadonlyArray<readonly [string, string]> = [
  ['I', 'ı'],
  ['İ', 'i'],
  ['Ç', 'ç'],
  ['Ğ', 'ğ'],
  ['Ö', 'ö'],
  ['Ş', 'ş'],
  ['Ü', 'ü'],
  ['Â', 'â'],
  ['Î', 'î'],
  ['Û', 'û'],
];

export function turkishLowerSql(expression: Expression<string>): RawBuilder<string> {
  let folded = sql<string>`${expression}`;
  // Literals, not parameters: PostgreSQL's trigram index on the players' names (migration 042) is on
  // this very expression, and an index serves only an expression that matches it as written.
  for (const [capital, small] of TURKISH_CAPITALS)
    folded = sql<string>`replace(${folded}, ${sql.lit(capital)}, ${sql.lit(small)})`;
  return sql<string>`lower(${folded})`;
}

/**
 * An ORDER BY key in Turkish alphabetical order (ç after c, ğ after g, ı before i, ö after o, ş
 * after s, ü after u), the SQL twin of the contract's turkishSortKey: the Turkish lower case, each
 * Turkish letter spelled as its base letter and `{`, compared by code point (PostgreSQL's "C"
 * collation; SQLite compares bytes already). A paged list sorts in the database, so the page and
 * the order agree with what the same key gives in JavaScript.
 */
export function turkishOrderKey(expression: Expression<string>, dialect: DialectName): RawBuilder<string> {
  let key = turkishLowerSql(expression);
  for (const [letter, replacement] of TURKISH_SORT_LETTERS)
    key = sql<string>`replace(${key}, ${letter}, ${replacement})`;
  return dialect === 'postgres' ? sql<string>`(${key}) collate "C"` : key;
}
