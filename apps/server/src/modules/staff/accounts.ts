import { STAFF_LIMITS, STAFF_ROLES, STAFF_USERNAME_PATTERN, type StaffRole } from '@bnw/contract/backoffice';
import { hasControlCharacter } from '@bnw/contract';
import type { StaffDeps } from './deps.js';
import { issueSetupLink } from './setup-links.js';

/**
 * The operator's staff commands (`npm run ops -- staff …`), as use cases: what an administrator's
 * back-office screen will call too. Each answers a result the command prints; none throws for a
 * refusal, so a bad argument changes nothing and says why in Turkish.
 */
export type AccountResult<T> = { ok: true; value: T } | { ok: false; error: string };

type AccountDeps = Pick<StaffDeps, 'db' | 'clock' | 'config' | 'staffSessions'>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface StaffSummary {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'locked';
  /** Whether the set-up link was used (a password and an authenticator are set). */
  setUp: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** A new staff member, active, with no password until the printed set-up link is used. */
export async function addStaff(
  deps: AccountDeps,
  input: { username: string; email: string; role: string },
): Promise<AccountResult<{ id: number; link: string; expiresAt: string }>> {
  const username = input.username.trim().toLowerCase();
  const email = input.email.trim();
  if (!STAFF_USERNAME_PATTERN.test(username)) {
    return {
      ok: false,
      error: 'Kullanıcı adı 3–32 karakter olmalı: küçük harf ile başlar; harf, rakam, . _ - içerir.',
    };
  }
  if (email.length > STAFF_LIMITS.emailMax || hasControlCharacter(email) || !EMAIL_PATTERN.test(email)) {
    return { ok: false, error: 'E-posta adresi geçersiz.' };
  }
  if (!(STAFF_ROLES as readonly string[]).includes(input.role)) {
    return { ok: false, error: `Rol şunlardan biri olmalı: ${STAFF_ROLES.join(', ')}.` };
  }
  // The unique index on username is the check: two additions of one name cannot both pass.
  const created = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('staff_users')
      .values({
        username,
        email,
        role: input.role as StaffRole,
        status: 'active',
        created_at: deps.clock().toISOString(),
      })
      .onConflict((conflict) => conflict.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    return { id: row.id, ...(await issueSetupLink(trx, deps, row.id)) };
  });
  if (!created) return { ok: false, error: `"${username}" adlı bir personel zaten var.` };
  return { ok: true, value: created };
}

/** Every staff member, by name (staff are few; the list is still bounded). */
export async function listStaff(deps: Pick<StaffDeps, 'db'>): Promise<StaffSummary[]> {
  const rows = await deps.db.selectFrom('staff_users').selectAll().orderBy('username').limit(1000).execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    setUp: row.password_hash !== null && row.totp_secret !== null,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  }));
}

/** Locks or unlocks; a lock ends every session of the staff member at once. */
export async function setStaffStatus(
  deps: AccountDeps,
  input: { username: string; status: 'active' | 'locked' },
): Promise<AccountResult<{ endedSessions: number }>> {
  const row = await deps.db
    .updateTable('staff_users')
    .set({ status: input.status })
    .where('username', '=', input.username.trim().toLowerCase())
    .returning('id')
    .executeTakeFirst();
  if (!row) return { ok: false, error: `"${input.username}" adlı personel bulunamadı.` };
  const endedSessions = input.status === 'locked' ? await deps.staffSessions.revokeAll(row.id) : 0;
  return { ok: true, value: { endedSessions } };
}

/**
 * A new set-up link for a staff member who lost their password or authenticator: the old
 * password and authenticator stop working at once, and so do the sessions.
 */
export async function resetStaff(
  deps: AccountDeps,
  input: { username: string },
): Promise<AccountResult<{ link: string; expiresAt: string; endedSessions: number }>> {
  const reset = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('staff_users')
      .set({ password_hash: null, totp_secret: null, totp_last_step: null })
      .where('username', '=', input.username.trim().toLowerCase())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    return { id: row.id, ...(await issueSetupLink(trx, deps, row.id)) };
  });
  if (!reset) return { ok: false, error: `"${input.username}" adlı personel bulunamadı.` };
  const endedSessions = await deps.staffSessions.revokeAll(reset.id);
  return { ok: true, value: { link: reset.link, expiresAt: reset.expiresAt, endedSessions } };
}
