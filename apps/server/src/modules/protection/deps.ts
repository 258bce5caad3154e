import type { Services } from '../../services.js';

/** What the protection use cases use: the database (settings, limits, usage, audit), the clock and the outbox. */
export type ProtectionDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'events'>;
