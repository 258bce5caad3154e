import type { Services } from '../../services.js';

/** What the bonuses module uses of the services. */
export type BonusDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'ledger' | 'events'>;
