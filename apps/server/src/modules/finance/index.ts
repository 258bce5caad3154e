import type { ServerModule } from '../../rpc/server-module.js';
import type { OpenBonusPort } from '../../platform/open-bonus-port.js';
import type { Services } from '../../services.js';
import { type FinanceMethod, financeHandlers } from './handlers.js';
import { financeJobs } from './jobs.js';
import { financeSubscribers } from './subscribers.js';

/**
 * Money: balances, bank accounts, deposits and withdrawals, history, the demo grant. A withdrawal
 * asks the bonuses module (through the port the composition root hands in) about an open bonus.
 */
export function financeModule(options: {
  openBonus: (services: Services) => OpenBonusPort;
}): ServerModule<FinanceMethod> {
  return {
    name: 'finance',
    handlers: financeHandlers(options.openBonus),
    jobs: financeJobs,
    subscribers: financeSubscribers,
  };
}
