import type { ServerModule } from '../../rpc/server-module.js';
import { financeHandlers } from './handlers.js';
import { financeJobs } from './jobs.js';
import { financeSubscribers } from './subscribers.js';

/** Money: balances, bank accounts, deposits and withdrawals, history, the demo grant. */
export const financeModule: ServerModule<keyof typeof financeHandlers> = {
  name: 'finance',
  handlers: financeHandlers,
  jobs: financeJobs,
  subscribers: financeSubscribers,
};
