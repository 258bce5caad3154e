import type { REPORTS_CONTRACT } from '@bnw/contract/backoffice';
import { StaffSessionService } from '../src/auth/staff-sessions.js';
import { setStaffStatus } from '../src/modules/staff/index.js';
import { releaseAssignments } from '../src/modules/support/index.js';
import { setSocialLink } from '../src/modules/system/social-links.js';
import { addStaffMember } from './backoffice-support.js';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';

/**
 * Valid inputs of the back office's reports and operations calls for the permission matrix. A
 * refused caller gets an input that would change something were the role check missing: a new
 * social link, a lower highest stake, a new or existing staff member to lock, unlock or reset.
 */
export function reportsSamples(context: SampleContext): SamplesOf<typeof REPORTS_CONTRACT> {
  let names = 0;
  const freshMember = async () => (await addStaffMember(context.app(), `rapor.personel${(names += 1)}`, 'support')).id;
  const accountDeps = () => {
    const services = context.app().services;
    return { ...services, staffSessions: new StaffSessionService(services.db, services.clock) };
  };
  return {
    'bo_reports.summary': async () => ({ from: '2026-11-01', to: '2026-11-30', topLimit: 5, topBy: 'ggr' }),
    'bo_reports.export': async () => ({ from: '2026-11-01', to: '2026-11-30', table: 'daily' }),
    'bo_audit.export': async () => ({ outcome: 'denied' }),
    'bo_ops.settings_get': async () => ({}),
    'bo_ops.social_link_set': async (_caller, allowed) =>
      allowed
        ? { network: 'instagram', url: 'https://www.instagram.com/ornekcasino' }
        : { network: 'x', url: 'https://x.com/yetkisiz' },
    'bo_ops.social_link_remove': async (_caller, allowed) => {
      if (allowed) return { network: 'tiktok' };
      await setSocialLink(context.app().services.settings, { network: 'youtube', url: 'https://youtube.com/@ornek' });
      return { network: 'youtube' };
    },
    'bo_ops.max_stake_set': async (_caller, allowed) =>
      allowed
        ? { adultKurus: 25_000, youngKurus: 10_000, youngUntilAge: 25 }
        : { adultKurus: 100, youngKurus: 100, youngUntilAge: 30 },
    'bo_staff.list': async () => ({}),
    'bo_staff.accounts': async () => ({}),
    'bo_staff.add': async () => {
      names += 1;
      return { username: `rapor.yeni${names}`, email: `rapor.yeni${names}@ornek.com.tr`, role: 'content' };
    },
    'bo_staff.lock': async () => ({ staffID: await freshMember() }),
    'bo_staff.unlock': async (_caller, allowed) => {
      const staffID = await freshMember();
      if (!allowed) {
        const row = await context
          .app()
          .services.db.selectFrom('staff_users')
          .select('username')
          .where('id', '=', staffID)
          .executeTakeFirstOrThrow();
        await setStaffStatus(accountDeps(), {
          username: row.username,
          status: 'locked',
          releaseTickets: releaseAssignments,
        });
      }
      return { staffID };
    },
    'bo_staff.reset': async () => ({ staffID: await freshMember() }),
    'bo_staff.set_role': async () => ({ staffID: await freshMember(), role: 'content' }),
  };
}
