import { ACCOUNT_RULE, type Throttle, type ThrottleCheck } from '../../auth/throttle.js';
import type { UserRow } from '../../platform/actor.js';
import type { Actor } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import { verifyPassword } from '../../auth/credentials.js';
import { foldIdentifier } from './user-repository.js';

/**
 * The throttle key of an account for one purpose: its id when the typed name found one, so that
 * the username and the e-mail address share one lock; else the name as folded, so that an
 * unknown name is limited however it is spelt.
 */
export function accountKey(purpose: string, user: UserRow | undefined, typed: string): string {
  return user ? `${purpose}:account:${user.id}` : `${purpose}:name:${foldIdentifier(typed)}`;
}

export function addressKey(purpose: string, actor: Actor): string {
  return `${purpose}:ip:${actor.origin.ip}`;
}

/** Reserves one attempt on every key before anything is judged, or refuses with the wait in minutes. */
export async function reserveAttempt(throttle: Throttle, checks: readonly ThrottleCheck[]): Promise<void> {
  const minutes = await throttle.reserve(checks);
  if (minutes > 0) throw new RpcError('tooManyAttempts', { minutes });
}

/**
 * Checks the signed-in player's current password (password change, authenticator on and off),
 * under one attempt limit per account whatever the form: a stolen session cannot guess it.
 */
export async function checkCurrentPassword(
  deps: { throttle: Throttle },
  user: UserRow,
  password: string,
): Promise<void> {
  const key = `password:account:${user.id}`;
  await reserveAttempt(deps.throttle, [[key, ACCOUNT_RULE]]);
  if (!(await verifyPassword(user.password_hash, password))) throw new RpcError('wrongCurrentPassword');
  await deps.throttle.clear(key);
}
