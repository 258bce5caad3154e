import { type CsvColumn, type CsvValue, buildCsv, csvFileName, csvIstanbulTime } from '@bnw/contract/backoffice';
import { CSV_HEADERS, CSV_LEFT_OUT } from './csv-headers';

/**
 * CSV files in the browser. A server export (`bo_reports.export`, `bo_audit.export`) answers the
 * file's text; a list already on screen is turned into the same kind of file here with the
 * contract's own builder (BOM, `;`, lira with a decimal comma, formula injection neutralised), so
 * any area's list can offer "CSV indir" without a server call of its own.
 */
export function downloadCsv(file: { filename: string; csv: string }): void {
  const blob = new Blob([file.csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Keys whose whole numbers are kuruş: written as lira in the file, as every screen shows them. */
const KURUS_KEY = /kurus|amount|balance|stake|deposit|withdraw|limit|min$|max$|ggr|ngr|cost|prize/i;

/** An instant as every record carries it (`toISOString`): written as Istanbul time in a file. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function csvCell(value: unknown, instants: boolean): CsvValue {
  if (value === null || value === undefined) return '';
  if (instants && typeof value === 'string') return csvIstanbulTime(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** A column of the file: its Turkish header, and how its cells are written. */
function columnOf(key: string, header: string, records: readonly Record<string, unknown>[]) {
  const values = records.map((record) => record[key]).filter((value) => !isEmpty(value));
  const instants = values.length > 0 && values.every((value) => typeof value === 'string' && INSTANT.test(value));
  const amounts = values.every((value) => Number.isInteger(value)) && KURUS_KEY.test(key);
  const column: CsvColumn = {
    header: instants ? `${header} (İstanbul)` : header,
    kind: amounts ? 'kurus' : 'text',
  };
  return { key, column, instants };
}

/**
 * Records of any list as a CSV file: one column per field seen (in the order first seen) under its
 * Turkish header (`headers`, else the shared ones; a field with neither is left out), times as
 * Istanbul wall clock (`23.11.2026 11:05:09`), nested values as JSON text, whole numbers under an
 * amount's name as lira.
 */
export function recordsToCsv(
  stem: string,
  records: readonly Record<string, unknown>[],
  { at = new Date(), headers = {} }: { at?: Date; headers?: Readonly<Record<string, string>> } = {},
) {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const columns = keys
    .filter((key) => !CSV_LEFT_OUT.has(key))
    .flatMap((key) => {
      const header = headers[key] || CSV_HEADERS[key];
      return header ? [columnOf(key, header, records)] : [];
    });
  const rows = records.map((record) => columns.map(({ key, instants }) => csvCell(record[key], instants)));
  return {
    filename: csvFileName(stem, at),
    csv: buildCsv(
      columns.map(({ column }) => column),
      rows,
    ),
  };
}
