import type { LoginData, MethodParsedInput } from '@bnw/contract';
import { ACCOUNT_RULE, ADDRESS_RULE } from '../../auth/throttle.js';
import type { UserRow } from '../../auth/session-service.js';
import type { RpcContext } from '../../rpc/context.js';
import { RpcError } from '../../rpc/outcome.js';
import { foldLogin } from './user-repository.js';
import { spendPasswordCheck, verifyPassword } from './passwords.js';
import { originOf, playerOf } from './player.js';

/**
 * What the client gets in `gasecret` when a second step is needed: longer than 10
 * characters (the client's rule), and never the real secret.
 */
export const SECOND_STEP_MARKER = 'TOTP-REQUIRED-2FA';
/** The site's time zone: Türkiye has no daylight saving time. */
const TURKEY_UTC_OFFSET = '+03:00';

export async function login(input: MethodParsedInput<'user.login'>, context: RpcContext): Promise<LoginData> {
  const { services } = context;
  const accountKey = `login:account:${foldLogin(input.username)}`;
  const addressKey = `login:ip:${context.ip}`;
  const lockedMinutes = Math.max(
    await services.throttle.lockedMinutes(accountKey, ACCOUNT_RULE),
    await services.throttle.lockedMinutes(addressKey, ADDRESS_RULE),
  );
  if (lockedMinutes > 0) throw new RpcError('tooManyAttempts', { minutes: lockedMinutes });

  const user = await services.users.findByLogin(input.username);
  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(user.password_hash, input.password);
  else await spendPasswordCheck(input.password);
  if (!user || !passwordOk) {
    await services.throttle.recordFailure(accountKey);
    await services.throttle.recordFailure(addressKey);
    await services.securityLog.record(
      'login_failed',
      user?.id ?? null,
      originOf(context),
      user ? null : 'unknown login',
    );
    throw new RpcError('failedLogin');
  }
  if (user.status !== 'active') throw new RpcError('inactiveAccount');
  if (!user.email_confirmed_at) throw new RpcError('emailNotConfirmed');
  await services.throttle.clear(accountKey);
  return openSession(user, context);
}

async function openSession(user: UserRow, context: RpcContext): Promise<LoginData> {
  const { services } = context;
  const secondStep = user.ga_secret !== null;
  const session = await services.sessions.create(user.id, {
    ip: context.ip,
    userAgent: context.userAgent,
    restricted: secondStep,
  });
  await services.users.update(user.id, { last_login_at: services.clock().toISOString(), last_login_ip: context.ip });
  await services.securityLog.record(
    'login',
    user.id,
    originOf(context),
    secondStep ? 'waiting for authenticator code' : null,
  );
  return {
    rid: user.rid,
    uid: user.uid,
    sid: session.sid,
    gtm: TURKEY_UTC_OFFSET,
    language: user.language === 'en' ? 'en' : 'tr',
    username: user.username,
    lastlogin: user.last_login_at,
    gasecret: secondStep ? SECOND_STEP_MARKER : '',
    uip: context.ip,
  };
}

export async function logout(context: RpcContext): Promise<void> {
  const player = playerOf(context);
  await context.services.sessions.revoke(player.sessionId);
  await context.services.securityLog.record('logout', player.user.id, originOf(context));
}
