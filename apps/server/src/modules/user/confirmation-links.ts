import type { MethodParsedInput } from '@bnw/contract';
import { ACCOUNT_RULE } from '../../auth/throttle.js';
import { type Recipient, confirmationMail, recipientOf } from '../../mail/templates.js';
import type { Actor } from '../../platform/actor.js';
import type { UserDeps } from './deps.js';
import { accountKey, addressKey, reserveAttempt } from './attempts.js';

export type ConfirmationDeps = Pick<UserDeps, 'emailTokens' | 'mailer' | 'config'>;

/** Issues a single-use confirmation link (24 hours) and mails it. */
export async function sendConfirmationLink(deps: ConfirmationDeps, userId: number, to: Recipient): Promise<void> {
  const token = await deps.emailTokens.issue(userId, 'confirm');
  const link = `${deps.config.publicUrl}/register-account-confirm?token=${token}`;
  await deps.mailer.send(confirmationMail(to, link, deps.config.siteName));
}

/**
 * A new confirmation link for a player whose link was lost, used or expired; the older links
 * stop working. Like `forgot`, the answer is the same whether the name or address belongs to an
 * account waiting for confirmation or not, and every request counts towards the limits (5 per
 * account and per address in 15 minutes), which bound the mails anyone can make us send.
 */
export async function resendConfirmation(
  deps: ConfirmationDeps & Pick<UserDeps, 'users' | 'throttle' | 'securityLog'>,
  actor: Actor,
  input: MethodParsedInput<'user.resend_confirmation'>,
): Promise<void> {
  const user = await deps.users.findByLogin(input.login);
  await reserveAttempt(deps.throttle, [
    [accountKey('confirm', user, input.login), ACCOUNT_RULE],
    [addressKey('confirm', actor), ACCOUNT_RULE],
  ]);
  if (!user || user.status !== 'active' || user.email_confirmed_at !== null) return;
  await deps.emailTokens.revokeOpen(user.id, 'confirm');
  await sendConfirmationLink(deps, user.id, recipientOf(user));
  await deps.securityLog.record('confirmation_resent', user.id, actor.origin);
}
