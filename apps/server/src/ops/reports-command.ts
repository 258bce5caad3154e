import { closeDays } from '../modules/reports/index.js';
import type { Services } from '../services.js';

/**
 * `reports close-days`: sums every Turkish day that is over and not summed yet into the report
 * tables (the job does a month a run): the backfill after an upgrade or an import of history.
 */
export async function reportsCommand(args: string[], services: Services): Promise<number> {
  if (args[0] !== 'close-days' || args.length > 1) {
    console.error('Kullanım: reports close-days');
    return 2;
  }
  let closed = 0;
  for (let batch = await closeDays(services); batch > 0; batch = await closeDays(services)) closed += batch;
  console.log(`${closed} gün özetlendi.`);
  return 0;
}
