import type { Language, MethodParsedInput } from '@bnw/contract';
import { ACCOUNT_RULE } from '../../auth/throttle.js';
import { passwordResetMail } from '../../mail/templates.js';
import type { RpcContext } from '../../rpc/context.js';
import { RpcError } from '../../rpc/outcome.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { originOf, playerOf } from './player.js';
import { foldLogin } from './user-repository.js';

/**
 * Mails a reset link when the address or username belongs to a player. The answer is the
 * same whether it does or not, so the form cannot be used to find out who is registered.
 */
export async function forgot(input: MethodParsedInput<'user.forgot'>, context: RpcContext): Promise<void> {
  const { services } = context;
  const keys = [`forgot:ip:${context.ip}`, `forgot:account:${foldLogin(input.email)}`];
  for (const key of keys) {
    const minutes = await services.throttle.lockedMinutes(key, ACCOUNT_RULE);
    if (minutes > 0) throw new RpcError('tooManyAttempts', { minutes });
  }
  // Every request counts towards the limit: it bounds the mails one can make us send.
  for (const key of keys) await services.throttle.recordFailure(key);

  const user = await services.users.findByLogin(input.email);
  if (!user || user.status !== 'active') return;
  await services.emailTokens.revokeOpen(user.id, 'reset');
  const token = await services.emailTokens.issue(user.id, 'reset');
  const link = `${services.config.publicUrl}/account_reset?token=${token}`;
  const language: Language = user.language === 'en' ? 'en' : 'tr';
  await services.mailer.send(
    passwordResetMail({ email: user.email, firstName: user.first_name, language }, link, services.config.siteName),
  );
  await services.securityLog.record('password_reset_requested', user.id, originOf(context));
}

/** Sets a new password from a reset link; every session of the player ends. */
export async function resetPassword(input: MethodParsedInput<'user.pass_reset'>, context: RpcContext): Promise<void> {
  const { services } = context;
  const userId = await services.emailTokens.consume(input.token, 'reset');
  if (userId === null) throw new RpcError('tokenInvalid');
  await services.users.update(userId, { password_hash: await hashPassword(input.password) });
  await services.sessions.revokeAll(userId);
  await services.securityLog.record('password_reset', userId, originOf(context));
}

/** Changes the password of the signed-in player; the other sessions end, this one stays. */
export async function changePassword(input: MethodParsedInput<'user.pass_change'>, context: RpcContext): Promise<void> {
  const { services } = context;
  const player = playerOf(context);
  const key = `password:account:${player.user.id}`;
  const minutes = await services.throttle.lockedMinutes(key, ACCOUNT_RULE);
  if (minutes > 0) throw new RpcError('tooManyAttempts', { minutes });
  if (!(await verifyPassword(player.user.password_hash, input.old_password))) {
    await services.throttle.recordFailure(key);
    throw new RpcError('wrongCurrentPassword');
  }
  if (input.old_password === input.password) throw new RpcError('samePassword');
  if (!isStrongFor(player.user.username, input.password)) throw new RpcError('passwordWeak');
  await services.throttle.clear(key);
  await services.users.update(player.user.id, { password_hash: await hashPassword(input.password) });
  await services.sessions.revokeAll(player.user.id, player.sessionId);
  await services.securityLog.record('password_change', player.user.id, originOf(context));
}

function isStrongFor(username: string, password: string): boolean {
  return !password.toLocaleLowerCase('tr-TR').includes(username.toLocaleLowerCase('tr-TR'));
}
