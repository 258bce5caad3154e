import { verifyLedger } from '../ledger/verify-ledger.js';
import type { Services } from '../services.js';

/** `ledger verify`: checks every invariant; exits 1 on any violation. */
export async function ledgerCommand(args: string[], services: Services): Promise<number> {
  if (args[0] !== 'verify') {
    console.error('Kullanım: ledger verify');
    return 2;
  }
  const report = await verifyLedger(services.db);
  console.log(`${report.accounts} hesap, ${report.transfers} transfer denetlendi.`);
  if (report.ok) {
    console.log('Defter tutarlı: tüm değişmezler sağlanıyor.');
    return 0;
  }
  console.error(`Defterde ${report.violations.length} tutarsızlık bulundu:`);
  for (const line of report.violations) console.error(`  - ${line}`);
  return 1;
}
