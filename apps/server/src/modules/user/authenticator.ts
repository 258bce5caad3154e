import type { MessageKey, MethodParsedInput } from '@bnw/contract';
import { ACCOUNT_RULE } from '../../auth/throttle.js';
import type { UserRow } from '../../platform/actor.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { UserDeps } from './deps.js';
import { checkCurrentPassword, reserveAttempt } from './attempts.js';
import { newTotpSecret, qrDataUrl, totpUri, verifyTotp } from '../../auth/credentials.js';

/**
 * Google Authenticator (TOTP). Set-up: `user_generate_ga` (with the current password) makes a
 * pending secret, then a correct `check_ga` turns it on. Login: a restricted session becomes a
 * full one after a correct `check_ga`. Turning it off takes the password and a current code.
 * The password is asked because a session alone must not be able to lock its owner out (a
 * stolen session could otherwise enrol its own authenticator, or drop the owner's).
 */

type AuthenticatorDeps = Pick<UserDeps, 'users' | 'throttle' | 'securityLog' | 'clock'>;

export async function authenticatorStatus(actor: Actor): Promise<{ enabled: boolean; pending: boolean }> {
  const { user } = playerOf(actor);
  return { enabled: user.ga_secret !== null, pending: user.ga_pending_secret !== null };
}

/**
 * The secret is only ever shown here, so asking the password here is enough for the whole
 * set-up: the confirming `check_ga` can only confirm a secret its caller was shown.
 */
export async function generateAuthenticator(
  deps: Pick<UserDeps, 'users' | 'throttle' | 'config'>,
  actor: Actor,
  input: MethodParsedInput<'user.user_generate_ga'>,
) {
  const { user } = playerOf(actor);
  if (user.ga_secret !== null) throw new RpcError('gaAlreadyEnabled');
  await checkCurrentPassword(deps, user, input.password);
  const secret = newTotpSecret();
  await deps.users.update(user.id, { ga_pending_secret: secret });
  const otpauthUri = totpUri(secret, user.username, deps.config.siteName);
  return { secret, otpauthUri, qrDataUrl: await qrDataUrl(otpauthUri) };
}

/**
 * Verifies a code against `secret`, once only, with the lock; throws the Turkish refusal. The
 * attempt is reserved before the code is checked, so parallel guesses stay within the limit.
 */
async function acceptCode(deps: AuthenticatorDeps, actor: Actor, user: UserRow, secret: string, code: string) {
  const key = `ga:account:${user.id}`;
  await reserveAttempt(deps.throttle, [[key, ACCOUNT_RULE]]);
  const step = await verifyTotp(secret, code, deps.clock(), user.ga_last_step);
  if (step === null || !(await deps.users.advanceTotpStep(user.id, step))) {
    await deps.securityLog.record('ga_failed', user.id, actor.origin);
    throw new RpcError((await wasSpent(secret, code, deps.clock())) ? 'gaCodeUsed' : 'gaCodeWrong');
  }
  await deps.throttle.clear(key);
}

/**
 * A refused code that is right for this moment was refused because its step is spent (the code
 * that just turned the authenticator on, typed again): the player is told to wait for the next
 * one instead of being told it is wrong. It is still a failed attempt under the same lock.
 */
async function wasSpent(secret: string, code: string, now: Date): Promise<boolean> {
  return (await verifyTotp(secret, code, now, null)) !== null;
}

/** Answers the message to show: set-up finished, or code accepted. */
export async function checkAuthenticatorCode(
  deps: AuthenticatorDeps & Pick<UserDeps, 'sessions'>,
  actor: Actor,
  input: MethodParsedInput<'user.check_ga'>,
): Promise<MessageKey> {
  const player = playerOf(actor);
  const { user } = player;
  if (player.restricted) {
    if (!user.ga_secret) throw new RpcError('gaNotSetUp');
    await acceptCode(deps, actor, user, user.ga_secret, input.ga_code);
    await deps.sessions.liftRestriction(player.sessionId);
    return 'gaCodeAccepted';
  }
  if (user.ga_pending_secret) {
    await acceptCode(deps, actor, user, user.ga_pending_secret, input.ga_code);
    await deps.users.update(user.id, { ga_secret: user.ga_pending_secret, ga_pending_secret: null });
    await deps.securityLog.record('ga_on', user.id, actor.origin);
    return 'gaEnabled';
  }
  if (!user.ga_secret) throw new RpcError('gaNotSetUp');
  await acceptCode(deps, actor, user, user.ga_secret, input.ga_code);
  return 'gaCodeAccepted';
}

/**
 * Turns the authenticator off (the current password and a current code are required), or drops
 * an unfinished set-up (nothing is required: it protects nothing yet).
 */
export async function clearAuthenticator(
  deps: AuthenticatorDeps,
  actor: Actor,
  input: MethodParsedInput<'user.clear_generated_ga'>,
): Promise<void> {
  const { user } = playerOf(actor);
  if (user.ga_secret === null) {
    if (user.ga_pending_secret === null) throw new RpcError('gaNotSetUp');
    await deps.users.update(user.id, { ga_pending_secret: null });
    return;
  }
  if (!input.password) throw new RpcError('currentPasswordRequired');
  if (!input.gacode) throw new RpcError('gaRequired');
  await checkCurrentPassword(deps, user, input.password);
  await acceptCode(deps, actor, user, user.ga_secret, input.gacode);
  await deps.users.update(user.id, { ga_secret: null, ga_pending_secret: null });
  await deps.securityLog.record('ga_off', user.id, actor.origin);
}
