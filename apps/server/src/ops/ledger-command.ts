import { verifyLedger } from '../ledger/verify-ledger.js';
import type { Services } from '../services.js';

/**
 * `ledger verify [--full]`: checks every invariant; exits 1 on any violation. It reads only the
 * transfers since the last run that found none; `--full` reads them all (and so also finds a
 * transfer altered after it was checked).
 */
export async function ledgerCommand(args: string[], services: Services): Promise<number> {
  if (args[0] !== 'verify' || args.slice(1).some((arg) => arg !== '--full')) {
    console.error('Kullanım: ledger verify [--full]');
    return 2;
  }
  const full = args.includes('--full');
  const report = await verifyLedger(services.db, { full, now: services.clock() });
  const scope = full ? 'tüm defter' : 'son denetimden bu yana';
  console.log(`${report.accounts} hesap, ${report.transfers} transfer denetlendi (${scope}).`);
  if (report.ok) {
    console.log(`Denetim noktası: #${report.throughId} numaralı transfer (sonraki denetim buradan sürer).`);
    console.log('Defter tutarlı: tüm değişmezler sağlanıyor.');
    return 0;
  }
  console.error(`Defterde ${report.violations.length} tutarsızlık bulundu:`);
  for (const line of report.violations) console.error(`  - ${line}`);
  return 1;
}
