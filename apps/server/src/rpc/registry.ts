import type { MethodName } from '@bnw/contract';
import { cmsHandlers } from '../modules/cms/handlers.js';
import { financeHandlers } from '../modules/finance/handlers.js';
import { maintenanceHandlers } from '../modules/maintenance/handlers.js';
import { systemHandlers } from '../modules/system/handlers.js';
import { userHandlers } from '../modules/user/handlers.js';
import type { Handler } from './handlers.js';

/**
 * One handler for every method of the contract. The mapped type makes a missing
 * or misspelt method a compile error.
 */
export const HANDLERS: { [M in MethodName]: Handler<M> } = {
  ...systemHandlers,
  ...maintenanceHandlers,
  ...cmsHandlers,
  ...userHandlers,
  ...financeHandlers,
};
