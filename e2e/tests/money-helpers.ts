import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { REPO_ROOT, SQLITE_PATH } from '../e2e-env';

/** An operator command (`npm run ops -- …`) on the e2e server's database. */
export function ops(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SQLITE_PATH, DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

interface Envelope<T> {
  result: boolean;
  message: string;
  code: number;
  data: T;
}

interface UserPart {
  uid: string;
  sid: string;
  uip: string;
  gmt: string;
  lang: string;
}

/** One RPC call the way the site makes it (section 7). */
export async function rpc<T>(
  request: APIRequestContext,
  method: string,
  data: Record<string, unknown>,
  user?: UserPart,
): Promise<Envelope<T>> {
  const [apiClass, apiMethod] = method.split('.');
  const response = await request.post('/endpoint/v1', {
    headers: { 'content-type': 'application/json', panel: 'frontend' },
    data: { api: { class: apiClass, method: apiMethod }, data: { ...data, Lang: 'tr' }, ...(user ? { user } : {}) },
  });
  return (await response.json()) as Envelope<T>;
}

export interface TestPlayer {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  uid: string;
  sid: string;
}

let counter = 0;

/**
 * A confirmed, logged-in player made through the API: user.register, the confirmation link
 * from the outbox (`npm run ops -- outbox --to`), user.confirm_email, user.login. The player has
 * already answered 'Şimdi değil' to the offer of a deposit limit, which would otherwise
 * open over the first page; `{ limitOffer: 'open' }` keeps it for a spec about the offer.
 */
export async function createPlayer(
  request: APIRequestContext,
  { limitOffer = 'skipped' }: { limitOffer?: 'skipped' | 'open' } = {},
): Promise<TestPlayer> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`.slice(-10);
  const username = `para${suffix}`;
  const email = `${username}@example.com`;
  const password = 'Gizli2024şifre';
  const firstName = 'Ayşe';
  const lastName = 'Yılmaz';
  const registered = await rpc(request, 'user.register', {
    username,
    email,
    password,
    password_confirm: password,
    first_name: firstName,
    last_name: lastName,
    birth_date: '1990-04-23',
    phone: '(532) 123 - 4567',
    country: 'TR',
    accept_terms: true,
  });
  if (!registered.result) throw new Error(`user.register: ${registered.message}`);
  const token = ops('outbox', '--to', email).match(/token=([0-9a-f]{64})/)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  const confirmed = await rpc(request, 'user.confirm_email', { token });
  if (!confirmed.result) throw new Error(`user.confirm_email: ${confirmed.message}`);
  const login = await rpc<{ uid: string; sid: string }>(request, 'user.login', { username, password });
  if (!login.result) throw new Error(`user.login: ${login.message}`);
  if (limitOffer === 'skipped') {
    const user = { uid: login.data.uid, sid: login.data.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
    const skipped = await rpc(request, 'protection.skip_limit_prompt', { occasion: 'first_deposit' }, user);
    if (!skipped.result) throw new Error(`protection.skip_limit_prompt: ${skipped.message}`);
  }
  return { username, password, firstName, lastName, uid: login.data.uid, sid: login.data.sid };
}

/**
 * Puts the player's session into localStorage, as a login would (apps/web/src/lib/session/stored-session.ts): plain uid and
 * sid (the server accepts them unencrypted), an expiry an hour away, and a profile without the
 * name (so the site asks user.get_user_profile for the account holder).
 */
export async function signIn(page: Page, player: TestPlayer): Promise<void> {
  await page.goto('/');
  const expiresAt = Date.now() + 3600 * 1000;
  await page.evaluate(
    ({ uid, sid, username, expiresAt: expiry }) => {
      localStorage.setItem(
        'bnwUserSession',
        JSON.stringify({ uid, sid, uip: '{ip}', gmt: '+03:00', lang: 'tr', expiresAt: expiry }),
      );
      localStorage.setItem('bnwUserProfile', JSON.stringify({ uid, username }));
      localStorage.setItem('bnwUserAuth', JSON.stringify({ sid, uid, uip: '{ip}', expiresAt: expiry }));
    },
    { uid: player.uid, sid: player.sid, username: player.username, expiresAt },
  );
}

/** The id of the newest pending payment whose `payments list` line matches. */
export function pendingPaymentId(matches: (line: string) => boolean): string {
  const line = ops('payments', 'list')
    .split('\n')
    .find((candidate) => matches(candidate));
  const id = line?.trim().split(/\s+/)[0];
  if (!id) throw new Error('no such pending payment');
  return id;
}
