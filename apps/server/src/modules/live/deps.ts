import type { GameLaunchPort } from '../../platform/game-launch-port.js';
import type { SharedRoundWalletPort } from '../../platform/game-wallet-port.js';
import type { Services } from '../../services.js';

/** What the live tables' use cases use: the database, the clock, leases, presence, and the wallet's shared-round port. */
export type LiveDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'leases' | 'presence'> & {
  config: Pick<Services['config'], 'publicUrl'>;
  wallet: SharedRoundWalletPort;
};

/** How the composition root hands the wallet to the live tables: built from the services. */
export type SharedRoundWalletFactory = (services: Services) => SharedRoundWalletPort;

/** How the composition root hands the wallet's game launcher to the live lobby (outside providers' tables). */
export type GameLauncherFactory = (services: Services) => GameLaunchPort;
