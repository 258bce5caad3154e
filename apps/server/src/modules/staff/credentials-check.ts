import type { Kysely } from 'kysely';
import { verifyTotp } from '../../auth/credentials.js';
import { ACCOUNT_RULE, type Throttle, type ThrottleCheck } from '../../auth/throttle.js';
import type { Database } from '../../db/schema.js';
import { RpcError } from '../../rpc/outcome.js';

/** Reserves one attempt on every key before anything is judged, or refuses with the wait in minutes. */
export async function reserveStaffAttempt(throttle: Throttle, checks: readonly ThrottleCheck[]): Promise<void> {
  const minutes = await throttle.reserve(checks);
  if (minutes > 0) throw new RpcError('tooManyAttempts', { minutes });
}

/** The throttle key of a staff member's own checks (password change): a stolen session cannot guess. */
export function ownCheckKey(staffId: number): readonly [string, typeof ACCOUNT_RULE] {
  return [`staff-password:account:${staffId}`, ACCOUNT_RULE];
}

/**
 * Accepts an authenticator code of the staff member once: the step it belongs to is stored by a
 * conditional update that only moves forward, so two calls with one code cannot both pass.
 */
export async function acceptCode(
  db: Kysely<Database>,
  staff: { id: number; totp_secret: string | null; totp_last_step: number | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (!staff.totp_secret) return false;
  const step = await verifyTotp(staff.totp_secret, code, now, staff.totp_last_step);
  if (step === null) return false;
  const stored = await db
    .updateTable('staff_users')
    .set({ totp_last_step: step })
    .where('id', '=', staff.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(stored.numUpdatedRows) === 1;
}
