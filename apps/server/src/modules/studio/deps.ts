import type { GameWalletPort } from '../../platform/game-wallet-port.js';
import type { Services } from '../../services.js';

/** What the studio's use cases use: the database, the clock, its configuration, and the wallet's port. */
export type StudioDeps = Pick<Services, 'db' | 'clock'> & {
  config: Pick<
    Services['config'],
    'publicUrl' | 'studioMinCycleMs' | 'highEarningsMinMultipleHundredths' | 'highEarningsMinWinKurus'
  >;
  gameWallet: GameWalletPort;
};

/** How the composition root hands the wallet to the studio: built per call from the services. */
export type GameWalletFactory = (services: Services) => GameWalletPort;
