import type { BackofficeMethodOutput, REPORTS_CONTRACT } from '@bnw/contract/backoffice';
import { maxStakePart, setMaxStake } from '../modules/protection/staff-max-stake.js';
import { exportReport, reportSummary } from '../modules/reports/index.js';
import { exportStaffAudit } from '../modules/staff/staff-audit-export.js';
import type { AccessChange } from '../modules/staff/index.js';
import {
  addStaffMember,
  lockStaffMember,
  resetStaffMember,
  setStaffRole,
  staffAccounts,
  ticketAssignees,
  unlockStaffMember,
} from '../modules/staff/staff-directory.js';
import { releaseAssignments } from '../modules/support/index.js';
import {
  removeSocialLinkAsStaff,
  setSocialLinkAsStaff,
  siteSettingsPart,
} from '../modules/system/staff-site-settings.js';
import { type StaffHandlers, csvOk, staffOk } from '../rpc/backoffice-handlers.js';
import type { Services } from '../services.js';

type Settings = BackofficeMethodOutput<'bo_ops.settings_get'>;

/** The site settings page: the system module's part (name, demo mode, social links) and the protection module's (highest stake). */
async function siteSettings(services: Pick<Services, 'db' | 'config' | 'settings'>): Promise<Settings> {
  const [site, stake] = await Promise.all([siteSettingsPart(services), maxStakePart(services)]);
  return {
    siteName: site.siteName,
    demoMode: site.demoMode,
    socialLinks: site.socialLinks,
    maxStake: stake.maxStake,
    updatedAt: { socialLinks: site.socialLinksUpdatedAt, maxStake: stake.updatedAt },
  };
}

/**
 * The back office's reports and operations calls, assembled from the modules that own their
 * tables (each module exports its staff use cases; a module never imports another): the reports
 * module (ledger and rounds), the staff module (audit export, staff accounts), the system module
 * (site name, social links) and the protection module (highest stake).
 */
export const REPORTS_STAFF_HANDLERS: StaffHandlers<typeof REPORTS_CONTRACT> = {
  'bo_reports.summary': async (input, { services, actor }) => staffOk(await reportSummary(services, actor, input)),
  'bo_reports.export': async (input, { services, actor }) => csvOk(await exportReport(services, actor, input)),
  'bo_audit.export': async (input, { services, actor }) => csvOk(await exportStaffAudit(services, actor, input)),
  'bo_ops.settings_get': async (_input, { services }) => staffOk(await siteSettings(services)),
  'bo_ops.social_link_set': async (input, { services }) => {
    await setSocialLinkAsStaff(services, input);
    return staffOk(await siteSettings(services), 'settingSaved', `setting:social_links:${input.network}`);
  },
  'bo_ops.social_link_remove': async (input, { services }) => {
    await removeSocialLinkAsStaff(services, input);
    return staffOk(await siteSettings(services), 'socialLinkRemoved', `setting:social_links:${input.network}`);
  },
  'bo_ops.max_stake_set': async (input, { services }) => {
    await setMaxStake(services, input);
    return staffOk(await siteSettings(services), 'settingSaved', 'setting:protection.max_stake');
  },
  'bo_staff.list': async (_input, { services }) => staffOk(await ticketAssignees(services)),
  'bo_staff.accounts': async (_input, { services }) => staffOk(await staffAccounts(services)),
  'bo_staff.add': async (input, { services, actor }) => {
    const added = await addStaffMember(services, actor, input);
    return staffOk(added, 'staffAdded', `staff:${added.id}`);
  },
  'bo_staff.lock': async (input, { services, actor }) => {
    const locked = await lockStaffMember(services, actor, input, releaseAssignments);
    return staffOk(locked.answer, 'staffLockDone', `staff:${input.staffID}`, accessDetail(locked.change));
  },
  'bo_staff.unlock': async (input, { services, actor }) => {
    const change = await unlockStaffMember(services, actor, input, releaseAssignments);
    return staffOk({}, 'staffUnlockDone', `staff:${input.staffID}`, accessDetail(change));
  },
  'bo_staff.reset': async (input, { services, actor }) => {
    const reset = await resetStaffMember(services, actor, input);
    // The new link is a secret: the audit records only that sessions ended.
    return staffOk(reset, 'staffResetDone', `staff:${input.staffID}`, { endedSessions: reset.endedSessions });
  },
  'bo_staff.set_role': async (input, { services, actor }) => {
    const changed = await setStaffRole(services, actor, input, releaseAssignments);
    return staffOk(changed.answer, 'staffRoleChanged', `staff:${input.staffID}`, accessDetail(changed.change));
  },
};

/** A change of a member's access as the audit keeps it: role and status before and after, what it ended. */
function accessDetail(change: AccessChange) {
  return {
    before: change.before,
    after: change.after,
    endedSessions: change.endedSessions,
    releasedTickets: change.releasedTickets,
  };
}
