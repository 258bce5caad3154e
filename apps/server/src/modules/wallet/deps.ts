import type { Services } from '../../services.js';

/** What the wallet's use cases use of the services (and the house account's shard count of the configuration). */
export type WalletDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'ledger' | 'events' | 'metrics'> & {
  config: Pick<Services['config'], 'walletHouseShards'>;
};
