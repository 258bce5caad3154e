import { type CsvColumn, type CsvValue, buildCsv, csvFileName } from '@bnw/contract/backoffice';

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

function csvCell(value: unknown): CsvValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * Records of any list as a CSV file: one column per field seen (in the order first seen), nested
 * values as JSON text, whole numbers under an amount's name as lira.
 */
export function recordsToCsv(stem: string, records: readonly Record<string, unknown>[], at = new Date()) {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const columns: CsvColumn[] = keys.map((key) => {
    const amounts = records.every((record) => record[key] === null || record[key] === undefined || Number.isInteger(record[key]));
    return { header: key, kind: amounts && KURUS_KEY.test(key) ? 'kurus' : 'text' };
  });
  const rows = records.map((record) => keys.map((key) => csvCell(record[key])));
  return { filename: csvFileName(stem, at), csv: buildCsv(columns, rows) };
}
