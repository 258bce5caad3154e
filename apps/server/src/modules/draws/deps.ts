import type { SharedRoundWalletPort } from '../../platform/game-wallet-port.js';
import type { Services } from '../../services.js';
import type { DrawTiming } from './timing.js';

/** What the draw games' use cases use: the database, the clock, leases, presence, the wallet's shared-round port and the schedule. */
export type DrawsDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'leases' | 'presence'> & {
  config: Pick<Services['config'], 'publicUrl'>;
  wallet: SharedRoundWalletPort;
  timing: DrawTiming;
};
