import {
  BACKOFFICE_MESSAGES,
  STAFF_LIMITS,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
  type StaffRole,
  TICKET_ASSIGNEE_ROLES,
} from '@bnw/contract/backoffice';
import { hasControlCharacter, turkishCompare } from '@bnw/contract';
import { type Transaction, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { StaffDeps } from './deps.js';
import { issueSetupLink } from './setup-links.js';

/**
 * The operator's staff commands (`npm run ops -- staff …`), as use cases: what an administrator's
 * back-office screen will call too. Each answers a result the command prints; none throws for a
 * refusal, so a bad argument changes nothing and says why in Turkish.
 */
export type AccountResult<T> = { ok: true; value: T } | { ok: false; error: string };

type AccountDeps = Pick<StaffDeps, 'db' | 'dialect' | 'clock' | 'config' | 'staffSessions'>;

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

/** Every staff member, by name in Turkish alphabetical order (staff are few; the list is still bounded). */
export async function listStaff(deps: Pick<StaffDeps, 'db'>): Promise<StaffSummary[]> {
  const rows = await deps.db.selectFrom('staff_users').selectAll().orderBy('id').limit(1000).execute();
  rows.sort((a, b) => turkishCompare(a.username, b.username));
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

/**
 * Gives back a member's open tickets inside the transaction that takes their role or access away
 * (the support module's releaseAssignments, handed in: a module never imports another).
 */
export type ReleaseTickets = (trx: Transaction<Database>, staffId: number) => Promise<number>;

/** What a change of a member's access did: the row before and after, sessions ended, tickets given back. */
export interface AccessChange {
  id: number;
  before: { role: StaffRole; status: 'active' | 'locked' };
  after: { role: StaffRole; status: 'active' | 'locked' };
  endedSessions: number;
  releasedTickets: number;
}

export type AccessRefusal = 'notFound' | 'lastAdministrator' | 'actorNotAdministrator';

const isActiveAdministrator = (member: { role: string; status: string }) =>
  member.role === 'administrator' && member.status === 'active';

/**
 * Locks the rows of every active administrator until the transaction ends and answers their ids.
 * Two administrators locking or demoting each other at once both want these rows: the second waits
 * for the first to commit and then reads the administrators left (PostgreSQL re-reads a locked row
 * that changed), so "at least one active administrator remains" holds whatever runs in parallel.
 * SQLite has one writer at a time: a write that changes nothing takes the database's write lock now.
 */
async function lockActiveAdministrators(trx: Transaction<Database>, dialect: DialectName): Promise<number[]> {
  if (dialect !== 'postgres') {
    await sql`update staff_users set status = status where role = 'administrator'`.execute(trx);
  }
  const rows = await trx
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'administrator')
    .where('status', '=', 'active')
    .orderBy('id')
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A new role and/or status for a member, in one transaction with the active administrators' rows
 * locked: refused when it would leave no active administrator, or (from the back office, with
 * `actorId`) when the caller is no longer an active administrator themselves. A member who can no
 * longer answer tickets (locked, or a role outside TICKET_ASSIGNEE_ROLES) gives back their open
 * tickets in the same transaction; a lock ends their sessions.
 */
export async function changeStaffAccess(
  deps: AccountDeps,
  input: {
    username: string;
    role?: StaffRole;
    status?: 'active' | 'locked';
    actorId?: number;
    releaseTickets: ReleaseTickets;
  },
): Promise<{ ok: true; value: AccessChange } | { ok: false; refusal: AccessRefusal }> {
  const username = input.username.trim().toLowerCase();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const administrators = await lockActiveAdministrators(trx, deps.dialect);
    if (input.actorId !== undefined && !administrators.includes(input.actorId)) return 'actorNotAdministrator' as const;
    const row = await trx
      .selectFrom('staff_users')
      .select(['id', 'role', 'status'])
      .where('username', '=', username)
      .$if(deps.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row) return 'notFound' as const;
    const before = { role: row.role, status: row.status };
    const after = { role: input.role ?? row.role, status: input.status ?? row.status };
    const othersLeft = administrators.filter((id) => id !== row.id).length;
    if (isActiveAdministrator(before) && !isActiveAdministrator(after) && othersLeft === 0)
      return 'lastAdministrator' as const;
    await trx.updateTable('staff_users').set(after).where('id', '=', row.id).execute();
    const answersTickets = after.status === 'active' && TICKET_ASSIGNEE_ROLES.includes(after.role);
    const releasedTickets = answersTickets ? 0 : await input.releaseTickets(trx, row.id);
    return { id: row.id, before, after, releasedTickets };
  });
  if (typeof changed === 'string') return { ok: false, refusal: changed };
  const endedSessions = changed.after.status === 'locked' ? await deps.staffSessions.revokeAll(changed.id) : 0;
  return { ok: true, value: { ...changed, endedSessions } };
}

const ACCESS_REFUSAL_TEXTS: Record<AccessRefusal, (username: string) => string> = {
  notFound: (username) => `"${username}" adlı personel bulunamadı.`,
  lastAdministrator: () => BACKOFFICE_MESSAGES.staffLastAdministrator.tr,
  actorNotAdministrator: () => 'Bu işlem için etkin bir yönetici olmalısınız.',
};

/** Locks or unlocks (the operator command); a lock ends every session and never takes the last active administrator. */
export async function setStaffStatus(
  deps: AccountDeps,
  input: { username: string; status: 'active' | 'locked'; releaseTickets: ReleaseTickets },
): Promise<AccountResult<{ endedSessions: number; releasedTickets: number }>> {
  const changed = await changeStaffAccess(deps, input);
  if (!changed.ok) return { ok: false, error: ACCESS_REFUSAL_TEXTS[changed.refusal](input.username) };
  return {
    ok: true,
    value: { endedSessions: changed.value.endedSessions, releasedTickets: changed.value.releasedTickets },
  };
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
