import type { SharedRoundWalletPort } from '../../platform/game-wallet-port.js';
import type { Services } from '../../services.js';

/** What the live tables' use cases use: the database, the clock, leases, presence, and the wallet's shared-round port. */
export type LiveDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'leases' | 'presence'> & {
  config: Pick<Services['config'], 'publicUrl'>;
  wallet: SharedRoundWalletPort;
};

/** How the composition root hands the wallet to the live tables: built from the services. */
export type SharedRoundWalletFactory = (services: Services) => SharedRoundWalletPort;
