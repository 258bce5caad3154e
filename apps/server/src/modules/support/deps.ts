import type { Origin } from '../../platform/actor.js';
import type { Services } from '../../services.js';

/** What the support use cases use: the database (tickets, messages, counters, audit), the clock and the outbox. */
export type SupportDeps = Pick<Services, 'db' | 'clock' | 'events'>;

/**
 * Who writes on a ticket. A player reaches only their own tickets; a staff member (the back
 * office) reaches every ticket. The player's RPC handlers build the first,
 * the back office will build the second; both go through the same use cases.
 */
export type TicketAuthor =
  { kind: 'player'; userId: number; origin: Origin } | { kind: 'staff'; staffId: number; origin: Origin };

export type StaffAuthor = Extract<TicketAuthor, { kind: 'staff' }>;
