/**
 * The back office's reports: figures read directly from the ledger's and
 * the rounds' tables, per Turkish day, and their CSV files. No player call: its use cases are
 * assembled as staff handlers in staff-panel/reports.ts.
 */
export { reportSummary } from './summary.js';
export { exportReport } from './exports.js';
export type { ReportsDeps } from './deps.js';
