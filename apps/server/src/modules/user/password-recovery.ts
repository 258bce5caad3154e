import type { MethodParsedInput, ResetLinkStatus } from '@bnw/contract';
import { ACCOUNT_RULE, ADDRESS_RULE } from '../../auth/throttle.js';
import { passwordResetMail, recipientOf } from '../../mail/templates.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { UserDeps } from './deps.js';
import { accountKey, addressKey, checkCurrentPassword, reserveAttempt } from './attempts.js';
import { hashPassword } from '../../auth/credentials.js';

export type ForgotDeps = Pick<UserDeps, 'users' | 'throttle' | 'emailTokens' | 'mailer' | 'securityLog' | 'config'>;

/**
 * Mails a reset link when the address or username belongs to a player. The answer is the
 * same whether it does or not, so the form cannot be used to find out who is registered.
 * Every request counts towards the limits (5 per account and per address in 15 minutes): they
 * bound the mails anyone can make us send to one player.
 */
export async function forgot(deps: ForgotDeps, actor: Actor, input: MethodParsedInput<'user.forgot'>): Promise<void> {
  const user = await deps.users.findByLogin(input.email);
  await reserveAttempt(deps.throttle, [
    [accountKey('forgot', user, input.email), ACCOUNT_RULE],
    [addressKey('forgot', actor), ACCOUNT_RULE],
  ]);
  if (!user || user.status !== 'active') return;
  await deps.emailTokens.revokeOpen(user.id, 'reset');
  const token = await deps.emailTokens.issue(user.id, 'reset');
  const link = `${deps.config.publicUrl}/account_reset?token=${token}`;
  await deps.mailer.send(passwordResetMail(recipientOf(user), link, deps.config.siteName));
  await deps.securityLog.record('password_reset_requested', user.id, actor.origin);
}

/**
 * Sets a new password from a reset link; every session of the player ends. Each link tried is an
 * attempt reserved on the client's address before the link is looked up (the address limit of
 * login: 20 in 15 minutes): a link is 256 random bits, but no door of ours takes guesses without
 * a limit. A link that works gives its attempt back.
 */
export async function resetPassword(
  deps: Pick<UserDeps, 'users' | 'throttle' | 'emailTokens' | 'sessions' | 'securityLog'>,
  actor: Actor,
  input: MethodParsedInput<'user.pass_reset'>,
): Promise<void> {
  const address = addressKey('pass_reset', actor);
  await reserveAttempt(deps.throttle, [[address, ADDRESS_RULE]]);
  const userId = await deps.emailTokens.consume(input.token, 'reset');
  if (userId === null) throw new RpcError('tokenInvalid');
  await deps.throttle.release(address);
  await deps.users.update(userId, { password_hash: await hashPassword(input.password) });
  await deps.sessions.revokeAll(userId);
  await deps.securityLog.record('password_reset', userId, actor.origin);
}

/**
 * What a reset link is now (valid, used or replaced, expired, unknown), for its page to say at
 * once. A look-up is a guess like a reset: it takes an attempt on the address under the same
 * limit, and a valid link gives it back.
 */
export async function resetLinkStatus(
  deps: Pick<UserDeps, 'throttle' | 'emailTokens'>,
  actor: Actor,
  input: MethodParsedInput<'user.reset_link_status'>,
): Promise<{ status: ResetLinkStatus }> {
  const address = addressKey('pass_reset', actor);
  await reserveAttempt(deps.throttle, [[address, ADDRESS_RULE]]);
  const status = await deps.emailTokens.statusOf(input.token, 'reset');
  if (status === 'valid') await deps.throttle.release(address);
  return { status };
}

/** Changes the password of the signed-in player; the other sessions end, this one stays. */
export async function changePassword(
  deps: Pick<UserDeps, 'users' | 'throttle' | 'sessions' | 'securityLog'>,
  actor: Actor,
  input: MethodParsedInput<'user.pass_change'>,
): Promise<void> {
  const { user, sessionId } = playerOf(actor);
  await checkCurrentPassword(deps, user, input.old_password);
  if (input.old_password === input.password) throw new RpcError('samePassword');
  if (!isStrongFor(user.username, input.password)) throw new RpcError('passwordWeak');
  await deps.users.update(user.id, { password_hash: await hashPassword(input.password) });
  await deps.sessions.revokeAll(user.id, sessionId);
  await deps.securityLog.record('password_change', user.id, actor.origin);
}

function isStrongFor(username: string, password: string): boolean {
  return !password.toLocaleLowerCase('tr-TR').includes(username.toLocaleLowerCase('tr-TR'));
}
