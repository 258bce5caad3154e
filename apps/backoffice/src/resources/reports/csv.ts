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

/** A loaded list as a CSV download: `columns` name the headers, `rows` the cells in the same order. */
export function downloadListCsv(
  stem: string,
  columns: readonly CsvColumn[],
  rows: readonly (readonly CsvValue[])[],
): void {
  downloadCsv({ filename: csvFileName(stem, new Date()), csv: buildCsv(columns, rows) });
}
