import type { UserPart } from '@bnw/contract';
import type { BackofficeMethodName, StaffRole } from '@bnw/contract/backoffice';
import type { settableClock } from './content-fixtures.js';
import type { TestStaff } from './backoffice-support.js';
import type { createPlayer } from './support/players.js';
import type { TestApp } from './support/test-app.js';

/** Who calls in the permission matrix: each staff role, a player's session, or no session. */
export type Caller = StaffRole | 'player' | 'nobody';

/** A valid input of a method made for the caller; `allowed` tells whether the call will succeed. */
export type Sample = (caller: Caller, allowed: boolean) => Promise<Record<string, unknown>>;

/** The sample of every call of a contract (an area's: a missing one is a compile error). */
export type SamplesOf<Contract> = { [M in keyof Contract & BackofficeMethodName]: Sample };

/**
 * What an area's samples may use: the matrix's app (made in its beforeAll, hence a getter), its
 * clock, a ready staff member of every role, a player with a session, and a fresh ticket.
 */
export interface SampleContext {
  app: () => TestApp;
  clock: ReturnType<typeof settableClock>;
  staffByRole: Record<StaffRole, TestStaff>;
  player: () => { account: Awaited<ReturnType<typeof createPlayer>>; user: UserPart };
  openTicket: () => Promise<number>;
}
