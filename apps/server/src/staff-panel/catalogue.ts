import type { CATALOGUE_CONTRACT } from '@bnw/contract/backoffice';
import { casinoStaffCatalogueHandlers } from '../modules/casino/staff-catalogue.js';
import { liveStaffCatalogueHandlers } from '../modules/live/staff-catalogue.js';
import { walletStaffCatalogueHandlers } from '../modules/wallet/staff-catalogue.js';
import type { StaffHandlers } from '../rpc/backoffice-handlers.js';

/**
 * The back office's catalogue calls, assembled from the modules that own their tables (each module
 * exports its staff use cases' handlers; a module never imports another): providers and their
 * wallet secrets from the wallet, categories and games from the casino, live tables from live.
 */
export const CATALOGUE_STAFF_HANDLERS: StaffHandlers<typeof CATALOGUE_CONTRACT> = {
  ...walletStaffCatalogueHandlers,
  ...casinoStaffCatalogueHandlers,
  ...liveStaffCatalogueHandlers,
};
