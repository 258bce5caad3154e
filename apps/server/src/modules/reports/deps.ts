import type { Services } from '../../services.js';

/** The reports read the ledger's and the rounds' tables directly: nothing else. */
export type ReportsDeps = Pick<Services, 'db' | 'dialect' | 'clock'>;
