import { STAFF_ROLES } from '@bnw/contract/backoffice';
import { StaffSessionService } from '../auth/staff-sessions.js';
import { addStaff, listStaff, resetStaff, setStaffStatus } from '../modules/staff/index.js';
import { releaseAssignments } from '../modules/support/index.js';
import type { Services } from '../services.js';

const USAGE = `Kullanım: staff add <kullanıcı> <e-posta> <${STAFF_ROLES.join('|')}> | list | lock <kullanıcı> | unlock <kullanıcı> | reset <kullanıcı>`;

/**
 * `staff add | list | lock | unlock | reset`: back-office staff accounts. `add` and `reset` print
 * a one-time set-up link (24 hours) with which the staff member sets a password and the
 * authenticator; the link is shown here once and stored only as its SHA-256.
 */
export async function staffCommand(args: string[], services: Services): Promise<number> {
  const deps = { ...services, staffSessions: new StaffSessionService(services.db, services.clock) };
  const [action, ...rest] = args;
  if (action === 'add' && rest.length === 3) {
    const [username, email, role] = rest as [string, string, string];
    const added = await addStaff(deps, { username, email, role });
    if (!added.ok) return refuse(added.error);
    console.log(`Personel eklendi: ${username.toLowerCase()} (${role})`);
    console.log(`Kurulum bağlantısı (tek kullanımlık, ${added.value.expiresAt} tarihine kadar): ${added.value.link}`);
    return 0;
  }
  if (action === 'list' && rest.length === 0) {
    const staff = await listStaff(services);
    if (staff.length === 0) console.log('Personel yok.');
    for (const member of staff) {
      const state = member.status === 'locked' ? 'kilitli' : member.setUp ? 'etkin' : 'kurulum bekliyor';
      console.log(
        `${member.username}\t${member.email}\t${member.role}\t${state}\tson giriş: ${member.lastLoginAt ?? '-'}`,
      );
    }
    return 0;
  }
  if ((action === 'lock' || action === 'unlock') && rest.length === 1) {
    const status = action === 'lock' ? 'locked' : 'active';
    const changed = await setStaffStatus(deps, { username: rest[0]!, status, releaseTickets: releaseAssignments });
    if (!changed.ok) return refuse(changed.error);
    console.log(
      action === 'lock'
        ? `${rest[0]} kilitlendi; ${changed.value.endedSessions} oturum kapatıldı, ${changed.value.releasedTickets} açık talep atamasız kaldı.`
        : `${rest[0]} kilidi açıldı.`,
    );
    return 0;
  }
  if (action === 'reset' && rest.length === 1) {
    const reset = await resetStaff(deps, { username: rest[0]! });
    if (!reset.ok) return refuse(reset.error);
    console.log(`${rest[0]}: şifre ve doğrulama uygulaması sıfırlandı; ${reset.value.endedSessions} oturum kapatıldı.`);
    console.log(
      `Yeni kurulum bağlantısı (tek kullanımlık, ${reset.value.expiresAt} tarihine kadar): ${reset.value.link}`,
    );
    return 0;
  }
  return refuse(USAGE, 2);
}

function refuse(message: string, code = 1): number {
  console.error(message);
  return code;
}
