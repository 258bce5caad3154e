import { BACKOFFICE_MESSAGES, STAFF_LIMITS, methodsOfRole } from '@bnw/contract/backoffice';
import type { BackofficeMethodOutput, BackofficeParsedInput } from '@bnw/contract/backoffice';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../../auth/credentials.js';
import { ACCOUNT_RULE, ADDRESS_RULE } from '../../auth/throttle.js';
import { type StaffActor, StaffRefusal, staffOf } from '../../rpc/backoffice-handlers.js';
import { acceptCode, ownCheckKey, reserveStaffAttempt } from './credentials-check.js';
import type { StaffDeps } from './deps.js';

/**
 * `bo_auth.login`: password and authenticator code in one step, under the players' attempt rules
 * (five failures per account, twenty per address, in fifteen minutes), reserved before anything
 * is judged so that a parallel burst cannot pass the count. Every outcome is in the staff audit.
 */
export async function staffLogin(
  deps: StaffDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_auth.login'>,
): Promise<BackofficeMethodOutput<'bo_auth.login'>> {
  const accountKey = `staff-login:name:${input.username}`;
  const addressKey = `staff-login:ip:${actor.origin.ip}`;
  await reserveStaffAttempt(deps.throttle, [
    [accountKey, ACCOUNT_RULE],
    [addressKey, ADDRESS_RULE],
  ]);
  const staff = await deps.db
    .selectFrom('staff_users')
    .selectAll()
    .where('username', '=', input.username)
    .executeTakeFirst();
  const passwordOk = staff?.password_hash
    ? await verifyPassword(staff.password_hash, input.password)
    : (await spendPasswordCheck(input.password), false);
  const codeOk = staff && passwordOk ? await acceptCode(deps.db, staff, input.code, deps.clock()) : false;
  const record = (outcome: 'ok' | 'refused', code: number) =>
    deps.staffAudit.record({
      staffId: staff?.id ?? null,
      username: input.username,
      role: staff?.role ?? null,
      method: 'bo_auth.login',
      target: null,
      outcome,
      code,
      ip: actor.origin.ip,
      userAgent: actor.origin.userAgent,
    });
  if (!staff || !passwordOk || !codeOk) {
    await record('refused', BACKOFFICE_MESSAGES.staffFailedLogin.code);
    throw new StaffRefusal('staffFailedLogin');
  }
  await deps.throttle.clear(accountKey);
  await deps.throttle.release(addressKey);
  if (staff.status !== 'active') {
    await record('refused', BACKOFFICE_MESSAGES.staffLocked.code);
    throw new StaffRefusal('staffLocked');
  }
  const session = await deps.staffSessions.create(staff.id, actor.origin);
  await deps.db
    .updateTable('staff_users')
    .set({ last_login_at: deps.clock().toISOString(), last_login_ip: actor.origin.ip.slice(0, 64) })
    .where('id', '=', staff.id)
    .execute();
  await record('ok', BACKOFFICE_MESSAGES.staffLoginSuccess.code);
  return {
    sid: session.sid,
    staff: { id: staff.id, username: staff.username, email: staff.email, role: staff.role },
    expiresAt: session.expiresAt,
    idleMinutes: STAFF_LIMITS.sessionIdleMs / 60_000,
  };
}

export async function staffLogout(deps: Pick<StaffDeps, 'staffSessions'>, actor: StaffActor): Promise<void> {
  await deps.staffSessions.revoke(staffOf(actor).sessionId);
}

/** `bo_auth.me`: who is signed in, and every call the role allows (the UI hides the rest). */
export function whoAmI(actor: StaffActor): BackofficeMethodOutput<'bo_auth.me'> {
  const staff = staffOf(actor);
  return {
    staff: { id: staff.id, username: staff.username, email: staff.email, role: staff.role },
    lastLoginAt: staff.lastLoginAt,
    sessionExpiresAt: staff.sessionExpiresAt,
    methods: methodsOfRole(staff.role),
  };
}

/**
 * `bo_auth.change_password`: the current password and a fresh code prove it is the staff member,
 * under an attempt limit of its own; the other sessions end, this one stays.
 */
export async function changeStaffPassword(
  deps: StaffDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_auth.change_password'>,
): Promise<BackofficeMethodOutput<'bo_auth.change_password'>> {
  const me = staffOf(actor);
  const check = ownCheckKey(me.id);
  await reserveStaffAttempt(deps.throttle, [check]);
  const staff = await deps.db.selectFrom('staff_users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
  if (!staff.password_hash || !(await verifyPassword(staff.password_hash, input.currentPassword))) {
    throw new StaffRefusal('staffCurrentPasswordWrong');
  }
  if (!(await acceptCode(deps.db, staff, input.code, deps.clock()))) throw new StaffRefusal('staffCodeInvalid');
  await deps.throttle.clear(check[0]);
  if (input.newPassword === input.currentPassword) throw new StaffRefusal('staffPasswordSame');
  await deps.db
    .updateTable('staff_users')
    .set({ password_hash: await hashPassword(input.newPassword) })
    .where('id', '=', me.id)
    .execute();
  return { endedSessions: await deps.staffSessions.revokeAll(me.id, me.sessionId) };
}
