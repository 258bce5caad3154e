import type { LoginEvent, MethodParsedInput, Profile } from '@bnw/contract';
import type { UserRow } from '../../platform/actor.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import type { UserDeps } from './deps.js';

export function toProfile(user: UserRow): Profile {
  return {
    uid: user.uid,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    birth_date: user.birth_date,
    phone: user.phone,
    country: user.country,
    language: user.language === 'en' ? 'en' : 'tr',
    rid: user.rid,
    ga_enabled: user.ga_secret !== null,
    email_confirmed: user.email_confirmed_at !== null,
    created_at: user.created_at,
    last_login_at: user.last_login_at,
  };
}

export function currentProfile(actor: Actor): Profile {
  return toProfile(playerOf(actor).user);
}

/** Only the phone and the language can be changed by the player; names and birth date are checked identity. */
export async function updateProfile(
  deps: Pick<UserDeps, 'users'>,
  actor: Actor,
  input: MethodParsedInput<'user.update_profile'>,
): Promise<Profile> {
  const { user } = playerOf(actor);
  await deps.users.update(user.id, { phone: input.phone, language: input.language });
  return toProfile({ ...user, phone: input.phone, language: input.language });
}

/** Recent logins and failed attempts of the player, newest first, with a readable device name. */
export async function listLogins(
  deps: Pick<UserDeps, 'db'>,
  actor: Actor,
  input: MethodParsedInput<'user.list_logins'>,
): Promise<LoginEvent[]> {
  const { user } = playerOf(actor);
  const rows = await deps.db
    .selectFrom('security_events')
    .select(['event', 'ip', 'user_agent', 'created_at'])
    .where('user_id', '=', user.id)
    .where('event', 'in', ['login', 'login_failed'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit)
    .execute();
  return rows.map((row) => ({
    at: row.created_at,
    ip: row.ip,
    device: describeDevice(row.user_agent),
    event: row.event === 'login' ? 'login' : 'login_failed',
  }));
}

export async function logoutOthers(
  deps: Pick<UserDeps, 'sessions' | 'securityLog'>,
  actor: Actor,
): Promise<{ ended: number }> {
  const player = playerOf(actor);
  const ended = await deps.sessions.revokeAll(player.user.id, player.sessionId);
  await deps.securityLog.record('sessions_ended', player.user.id, actor.origin, `${ended}`);
  return { ended };
}

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome · Android" from a user agent: enough for a player to recognise a device. */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return 'Bilinmeyen cihaz';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.slice(0, 60);
  return [browser, system].filter(Boolean).join(' · ');
}
