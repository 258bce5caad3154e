import { z } from 'zod';
import { turkishWallClock } from '../turkish-calendar.js';

/**
 * The back office's CSV files, built the same way by the server's exports and by the UI for a
 * list it already holds: UTF-8 with a byte order mark (without it Excel reads Turkish letters as
 * Latin-1), `;` between cells (Turkish Excel uses the comma as its decimal mark, so it expects the
 * semicolon), CRLF line ends, and amounts in lira with a decimal comma so Excel reads them as
 * numbers. A text cell starting with = + - @ (or a tab or carriage return) is prefixed with `'`:
 * a spreadsheet would otherwise run it as a formula (CSV injection).
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
/** No export is longer than this many rows; a longer one is cut and says so. */
export const CSV_MAX_ROWS = 10_000;
/** The longest CSV text an export answers (10,000 rows of a few hundred characters). */
export const CSV_MAX_CHARS = 8_000_000;

/** text: as written (neutralised); integer: a whole number; kurus: an amount shown in lira. */
export type CsvKind = 'text' | 'integer' | 'kurus';

export interface CsvColumn {
  header: string;
  kind?: CsvKind;
}

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** One text cell: neutralised, then quoted when it holds a separator, a quote or a line break. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Kuruş as lira with a decimal comma and no grouping: 123456 -> 1234,56; -5 -> -0,05. */
export function csvLira(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(kurus));
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

function cell(value: CsvValue, kind: CsvKind): string {
  if (value === null || value === undefined) return '';
  if (kind === 'kurus' && typeof value === 'number' && Number.isFinite(value)) return csvLira(value);
  if (kind === 'integer' && typeof value === 'number' && Number.isFinite(value)) return String(Math.trunc(value));
  return csvText(typeof value === 'boolean' ? (value ? 'evet' : 'hayır') : String(value));
}

/**
 * The whole file: BOM, the header line, then at most CSV_MAX_ROWS rows (the caller says when it
 * cut), then the totals line when there is one (a report's "Toplam", never cut with the rows).
 */
export function buildCsv(
  columns: readonly CsvColumn[],
  rows: readonly (readonly CsvValue[])[],
  totals?: readonly CsvValue[],
): string {
  const line = (row: readonly CsvValue[]) =>
    columns.map((column, index) => cell(row[index], column.kind ?? 'text')).join(CSV_SEPARATOR);
  const lines = [columns.map((column) => csvText(column.header)).join(CSV_SEPARATOR)];
  for (const row of rows.slice(0, CSV_MAX_ROWS)) lines.push(line(row));
  if (totals) lines.push(line(totals));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name safe on every system: `<stem>-<YYYYMMDD-HHmm>.csv` from letters, digits and dashes. */
export function csvFileName(stem: string, at: Date): string {
  const clean = stem.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 60) || 'liste';
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${clean}-${stamp}.csv`;
}

/** A CSV export's answer. */
export const csvFileSchema = z.object({
  filename: z.string().max(100),
  /** The file's text: a BOM, `;`-separated, CRLF lines. */
  csv: z.string().max(CSV_MAX_CHARS),
  rows: z.number().int().nonnegative().max(CSV_MAX_ROWS),
  /** True when the list had more than CSV_MAX_ROWS rows and was cut. */
  truncated: z.boolean(),
});

/**
 * An instant as the operator reads it in a file: Istanbul time (UTC+3 all year since 2016), day
 * first as Turkish Excel writes dates, `23.11.2026 11:05:09`. Empty for no time.
 */
export function csvIstanbulTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = turkishWallClock(Date.parse(iso));
  if (Number.isNaN(at.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(at.getUTCDate())}.${two(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} ` +
    `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`
  );
}
