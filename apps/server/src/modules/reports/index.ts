/**
 * The back office's reports: figures per Turkish day from the ledger's and the rounds' tables,
 * closed days from what was kept of them (day-summaries.ts), and their CSV files. No player call:
 * its use cases are assembled as staff handlers in staff-panel/reports.ts; the module itself
 * declares the job that closes days and the subscriber that reopens one.
 */
import type { Subscriber } from '../../platform/events.js';
import type { ServerModule } from '../../rpc/server-module.js';
import type { Services } from '../../services.js';
import { closeDays, reopenRoundDays } from './day-summaries.js';

export { reportSummary } from './summary.js';
export { exportReport } from './exports.js';
export { closeDays } from './day-summaries.js';
export type { ReportsDeps } from './deps.js';

/** How often the days that are over are looked for. */
export const CLOSE_DAYS_INTERVAL_MS = 5 * 60_000;

export const reportsModule: ServerModule<never> = {
  name: 'reports',
  handlers: {},
  jobs: (services) => [
    { name: 'reports.close_days', intervalMs: CLOSE_DAYS_INTERVAL_MS, scope: 'once', run: () => closeDays(services) },
  ],
  subscribers: (services: Services) => {
    const reopen: Subscriber<'round_settled'> = {
      name: 'reports.reopen_round_day',
      event: 'round_settled',
      handle: ({ roundId }) => reopenRoundDays(services, [roundId]),
      handleBatch: (events) => reopenRoundDays(services, [...new Set(events.map((event) => event.payload.roundId))]),
    };
    return [reopen as Subscriber];
  },
};
