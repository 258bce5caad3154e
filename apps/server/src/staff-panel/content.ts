import type { CONTENT_CONTRACT } from '@bnw/contract/backoffice';
import { bonusStaffHandlers } from '../modules/bonuses/staff-content.js';
import { cmsStaffHandlers } from '../modules/cms/staff-content.js';
import { crmStaffHandlers } from '../modules/crm/staff-content.js';
import { systemStaffHandlers } from '../modules/system/staff-content.js';
import type { StaffHandlers } from '../rpc/backoffice-handlers.js';

/**
 * The back office's content calls, assembled from the modules that own their tables (each module
 * exports its staff use cases' handlers; a module never imports another): sliders, promotions,
 * pop-ups, information pages, tournaments and the banner preview (cms), a promotion's bonus
 * (bonuses), mass messages (crm) and licences (system).
 */
export const CONTENT_STAFF_HANDLERS: StaffHandlers<typeof CONTENT_CONTRACT> = {
  ...cmsStaffHandlers,
  ...bonusStaffHandlers,
  ...crmStaffHandlers,
  ...systemStaffHandlers,
};
