import type { CATALOGUE_CONTRACT } from '@bnw/contract/backoffice';
import type { StaffHandlers } from '../rpc/backoffice-handlers.js';

/**
 * The back office's catalogue calls, assembled from the modules that own their tables (each module
 * exports its staff use cases' handlers; a module never imports another).
 */
export const CATALOGUE_STAFF_HANDLERS: StaffHandlers<typeof CATALOGUE_CONTRACT> = {};
