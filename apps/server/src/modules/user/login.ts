import type { LoginData, MethodParsedInput } from '@bnw/contract';
import { ACCOUNT_RULE, ADDRESS_RULE } from '../../auth/throttle.js';
import type { UserRow } from '../../platform/actor.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { UserDeps } from './deps.js';
import { accountKey, addressKey, reserveAttempt } from './attempts.js';
import { spendPasswordCheck, verifyPassword } from '../../auth/credentials.js';
import { TURKEY_UTC_OFFSET } from '../../platform/turkish-time.js';

/**
 * What the client gets in `gasecret` when a second step is needed: longer than 10
 * characters (the client's rule), and never the real secret.
 */
export const SECOND_STEP_MARKER = 'TOTP-REQUIRED-2FA';

export type LoginDeps = Pick<UserDeps, 'users' | 'throttle' | 'sessions' | 'securityLog' | 'clock'>;

/**
 * Checks the password of the account the username or e-mail address names. The attempt is
 * reserved on the account and the address before the password is checked, so parallel guesses
 * cannot all pass a count read before any of them failed.
 */
export async function login(deps: LoginDeps, actor: Actor, input: MethodParsedInput<'user.login'>): Promise<LoginData> {
  const user = await deps.users.findByLogin(input.username);
  const account = accountKey('login', user, input.username);
  const address = addressKey('login', actor);
  await reserveAttempt(deps.throttle, [
    [account, ACCOUNT_RULE],
    [address, ADDRESS_RULE],
  ]);

  const matches = await passwordMatches(user, input.password);
  if (!user || !matches) {
    const detail = user ? null : 'unknown login';
    await deps.securityLog.record('login_failed', user?.id ?? null, actor.origin, detail);
    throw new RpcError('failedLogin');
  }
  await deps.throttle.clear(account);
  await deps.throttle.release(address);
  if (user.status !== 'active') throw new RpcError('inactiveAccount');
  if (!user.email_confirmed_at) throw new RpcError('emailNotConfirmed');
  return openSession(deps, actor, user);
}

/** An unknown user costs a password check too, so the answer time does not tell who exists. */
async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
  if (user) return verifyPassword(user.password_hash, password);
  await spendPasswordCheck(password);
  return false;
}

async function openSession(deps: LoginDeps, actor: Actor, user: UserRow): Promise<LoginData> {
  const secondStep = user.ga_secret !== null;
  const { ip, userAgent } = actor.origin;
  const session = await deps.sessions.create(user.id, { ip, userAgent, restricted: secondStep });
  await deps.users.update(user.id, { last_login_at: deps.clock().toISOString(), last_login_ip: ip });
  await deps.securityLog.record('login', user.id, actor.origin, secondStep ? 'waiting for authenticator code' : null);
  return {
    rid: user.rid,
    uid: user.uid,
    sid: session.sid,
    gtm: TURKEY_UTC_OFFSET,
    language: user.language === 'en' ? 'en' : 'tr',
    username: user.username,
    lastlogin: user.last_login_at,
    gasecret: secondStep ? SECOND_STEP_MARKER : '',
    uip: ip,
  };
}

export async function logout(deps: Pick<UserDeps, 'sessions' | 'securityLog'>, actor: Actor): Promise<void> {
  const player = playerOf(actor);
  await deps.sessions.revoke(player.sessionId);
  await deps.securityLog.record('logout', player.user.id, actor.origin);
}
