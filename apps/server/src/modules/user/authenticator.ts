import type { MessageKey } from '@bnw/contract';
import { ACCOUNT_RULE } from '../../auth/throttle.js';
import type { RpcContext } from '../../rpc/context.js';
import { RpcError } from '../../rpc/outcome.js';
import { originOf, playerOf } from './player.js';
import { newTotpSecret, qrDataUrl, totpUri, verifyTotp } from './totp.js';

/**
 * Google Authenticator (TOTP). Set-up: `user_generate_ga` makes a pending secret, then a
 * correct `check_ga` turns it on. Login: a restricted session becomes a full one after a
 * correct `check_ga`. Wrong codes count towards the same lock as wrong passwords.
 */

export async function authenticatorStatus(context: RpcContext): Promise<{ enabled: boolean; pending: boolean }> {
  const { user } = playerOf(context);
  return { enabled: user.ga_secret !== null, pending: user.ga_pending_secret !== null };
}

export async function generateAuthenticator(context: RpcContext) {
  const { services } = context;
  const { user } = playerOf(context);
  if (user.ga_secret !== null) throw new RpcError('gaAlreadyEnabled');
  const secret = newTotpSecret();
  await services.users.update(user.id, { ga_pending_secret: secret });
  const otpauthUri = totpUri(secret, user.username, services.config.siteName);
  return { secret, otpauthUri, qrDataUrl: await qrDataUrl(otpauthUri) };
}

/** Verifies a code against `secret`, once only, with the lock; throws the Turkish refusal. */
async function acceptCode(context: RpcContext, secret: string, code: string): Promise<void> {
  const { services } = context;
  const { user } = playerOf(context);
  const key = `ga:account:${user.id}`;
  const minutes = await services.throttle.lockedMinutes(key, ACCOUNT_RULE);
  if (minutes > 0) throw new RpcError('tooManyAttempts', { minutes });
  const step = await verifyTotp(secret, code, services.clock(), user.ga_last_step);
  if (step === null || !(await services.users.advanceTotpStep(user.id, step))) {
    await services.throttle.recordFailure(key);
    await services.securityLog.record('ga_failed', user.id, originOf(context));
    throw new RpcError('gaCodeWrong');
  }
  await services.throttle.clear(key);
}

/** Answers the message to show: set-up finished, or code accepted. */
export async function checkAuthenticatorCode(code: string, context: RpcContext): Promise<MessageKey> {
  const { services } = context;
  const player = playerOf(context);
  const { user } = player;
  if (player.restricted) {
    if (!user.ga_secret) throw new RpcError('gaNotSetUp');
    await acceptCode(context, user.ga_secret, code);
    await services.sessions.liftRestriction(player.sessionId);
    return 'gaCodeAccepted';
  }
  if (user.ga_pending_secret) {
    await acceptCode(context, user.ga_pending_secret, code);
    await services.users.update(user.id, { ga_secret: user.ga_pending_secret, ga_pending_secret: null });
    await services.securityLog.record('ga_on', user.id, originOf(context));
    return 'gaEnabled';
  }
  if (!user.ga_secret) throw new RpcError('gaNotSetUp');
  await acceptCode(context, user.ga_secret, code);
  return 'gaCodeAccepted';
}

/** Turns the authenticator off (a current code is required), or drops an unfinished set-up. */
export async function clearAuthenticator(code: string | undefined, context: RpcContext): Promise<void> {
  const { services } = context;
  const { user } = playerOf(context);
  if (user.ga_secret === null) {
    if (user.ga_pending_secret === null) throw new RpcError('gaNotSetUp');
    await services.users.update(user.id, { ga_pending_secret: null });
    return;
  }
  if (!code) throw new RpcError('gaRequired');
  await acceptCode(context, user.ga_secret, code);
  await services.users.update(user.id, { ga_secret: null, ga_pending_secret: null });
  await services.securityLog.record('ga_off', user.id, originOf(context));
}
