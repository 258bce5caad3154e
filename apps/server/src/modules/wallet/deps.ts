import type { Services } from '../../services.js';

/** What the wallet's use cases use of the services. */
export type WalletDeps = Pick<Services, 'db' | 'clock' | 'ledger' | 'events'>;
