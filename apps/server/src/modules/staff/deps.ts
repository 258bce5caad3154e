import type { StaffRole } from '@bnw/contract/backoffice';
import type { StaffServices } from '../../rpc/backoffice-handlers.js';
import type { Services } from '../../services.js';

/** What the staff use cases use: the database, the clock, the throttle, staff sessions and audit. */
export type StaffDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'throttle' | 'config'> & StaffServices;

/** The issuer shown in the authenticator app next to the staff member's name. */
export const AUTHENTICATOR_ISSUER = 'BNW Back Office';

export type { StaffRole };
