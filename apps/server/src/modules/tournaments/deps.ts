import type { Services } from '../../services.js';

/** What the tournaments engine uses: the database, the clock, the ledger (prizes) and the outbox (scoring's progress). */
export type TournamentDeps = Pick<Services, 'db' | 'clock' | 'ledger' | 'events'>;
