import type { Services } from '../../services.js';

/**
 * Everything the finance module uses of the services: its use cases take this (or less), so
 * the module can be run from the RPC, the operator commands, jobs and tests alike.
 */
export type FinanceDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'config' | 'ledger' | 'settings' | 'events'>;
