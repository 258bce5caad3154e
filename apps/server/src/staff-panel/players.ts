import type { PLAYERS_CONTRACT } from '@bnw/contract/backoffice';
import type { StaffHandlers } from '../rpc/backoffice-handlers.js';

/**
 * The back office's players calls, assembled from the modules that own their tables (each module
 * exports its staff use cases' handlers; a module never imports another).
 */
export const PLAYERS_STAFF_HANDLERS: StaffHandlers<typeof PLAYERS_CONTRACT> = {};
