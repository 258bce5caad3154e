import type { LoginData, UserPart } from '@bnw/contract';
import type { TestApp } from './test-app.js';

export const STRONG_PASSWORD = 'Gizli2024şifre';

let counter = 0;
/** A valid registration form; each call makes a new username and address. */
export function registrationForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const suffix = `${process.pid}${counter}`;
  return {
    username: `oyuncu${suffix}`.slice(0, 20),
    email: `oyuncu${suffix}@example.com`,
    password: STRONG_PASSWORD,
    password_confirm: STRONG_PASSWORD,
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    birth_date: '1990-04-23',
    phone: '(532) 123 - 4567',
    country: 'TR',
    accept_terms: true,
    ...overrides,
  };
}

let addressCounter = 0;
/**
 * A client address no other call of this process used (198.18.0.0/15, the benchmarking range):
 * registrations are limited per address, so each made-up player comes from its own.
 */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.${18 + ((addressCounter >> 16) & 1)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** The newest mail to an address, from the outbox. */
export async function lastMailTo(app: TestApp, email: string) {
  return app.services.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The token of the link in the newest mail to an address. */
export async function tokenMailedTo(app: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(app, email);
  const token = mail?.body.match(/token=([0-9a-f]{64})/)?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

export interface Player {
  username: string;
  email: string;
  password: string;
}

/** Registers and confirms a player through the API, as the outbox link would. */
export async function createPlayer(app: TestApp, overrides: Record<string, unknown> = {}): Promise<Player> {
  const form = registrationForm(overrides);
  const registered = await app.call('user', 'register', form, undefined, { ip: freshAddress() });
  if (!registered.result) throw new Error(`register: ${registered.message}`);
  const confirmed = await app.call('user', 'confirm_email', { token: await tokenMailedTo(app, String(form.email)) });
  if (!confirmed.result) throw new Error(`confirm_email: ${confirmed.message}`);
  return { username: String(form.username), email: String(form.email), password: String(form.password) };
}

/** Logs in and answers the login data and the `user` part later calls carry. */
export async function loginAs(app: TestApp, player: Player): Promise<{ data: LoginData; user: UserPart }> {
  const answer = await app.call<LoginData>('user', 'login', { username: player.username, password: player.password });
  if (!answer.result) throw new Error(`login: ${answer.message}`);
  return { data: answer.data, user: { uid: answer.data.uid, sid: answer.data.sid, uip: '{ip}', lang: 'tr' } };
}

export async function countUsers(app: TestApp): Promise<number> {
  const row = await app.services.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-22T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
