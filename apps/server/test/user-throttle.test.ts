import { MESSAGES, type RpcResponse } from '@bnw/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Player,
  countUsers,
  createPlayer,
  freshAddress,
  lastMailTo,
  loginAs,
  manualClock,
  registrationForm,
  tokenMailedTo,
} from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { userDeps } from '../src/modules/user/deps.js';

/**
 * Attempt limits under concurrency: a limit of 5 must hold when 60 attempts arrive at once,
 * and the lock belongs to the account, whatever name it was reached by.
 */
const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

const WRONG = 'Yanlış2024şifre';
const LOCKED = MESSAGES.tooManyAttempts.code;
const lockedText = (minutes: number) => `Çok fazla deneme yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;

/** Answers that were judged (anything but the lock): at most the limit may be. */
const evaluated = (answers: RpcResponse<unknown>[]) => answers.filter((answer) => answer.code !== LOCKED);

/** 59 wrong values and the right one last, all sent at once (the report: 59 refusals, then a session). */
function burst<T>(count: number, wrong: (index: number) => T, right: T): T[] {
  return [...Array.from({ length: count - 1 }, (_, index) => wrong(index)), right];
}

async function sessionCount(username: string): Promise<number> {
  const user = await userDeps(app.services).users.findByLogin(username);
  const rows = await app.services.db.selectFrom('sessions').select('id').where('user_id', '=', user!.id).execute();
  return rows.length;
}

describe('attempt limits hold under parallel attempts', () => {
  it('user.login: of 60 passwords sent at once, at most 5 are checked', async () => {
    clock.advance(3600_000);
    const player = await createPlayer(app);
    const ip = freshAddress();
    const passwords = burst(60, (index) => `${WRONG}${index}`, player.password);
    const answers = await Promise.all(
      passwords.map((password) =>
        app.call('user', 'login', { username: player.username, password }, undefined, { ip }),
      ),
    );
    expect(evaluated(answers).length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.message === lockedText(15)).length).toBeGreaterThanOrEqual(55);
    // Which five were judged depends on scheduling; the right password may be one of them, or not.
    expect(await sessionCount(player.username)).toBe(answers.filter((answer) => answer.result).length);
  });

  it('user.pass_change: of 60 current passwords sent at once, at most 5 are checked', async () => {
    clock.advance(3600_000);
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const newPassword = 'YeniŞifre2025';
    const olds = burst(60, (index) => `${WRONG}${index}`, player.password);
    const answers = await Promise.all(
      olds.map((old_password) =>
        app.call('user', 'pass_change', { old_password, password: newPassword, password_confirm: newPassword }, user),
      ),
    );
    expect(evaluated(answers).length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.code === LOCKED).length).toBeGreaterThanOrEqual(55);
    // The password changed only if the right one was among the five judged.
    const changed = answers.some((answer) => answer.result);
    clock.advance(16 * 60_000);
    const password = changed ? newPassword : player.password;
    expect((await app.call('user', 'login', { username: player.username, password })).result).toBe(true);
  });

  it('user.forgot: 50 requests for one player from 50 addresses mail at most 5 links', async () => {
    clock.advance(3600_000);
    const player = await createPlayer(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.call('user', 'forgot', { email: player.email }, undefined, { ip: freshAddress() }),
      ),
    );
    expect(evaluated(answers).length).toBeLessThanOrEqual(5);
    const mails = await app.services.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', player.email)
      .where('subject', 'like', '%şifre sıfırlama%')
      .execute();
    expect(mails.length).toBeLessThanOrEqual(5);
  });

  it('user.reset_link_status: 60 unknown links asked at once from one address, with pass_reset, look up at most 20', async () => {
    clock.advance(3600_000);
    const ip = freshAddress();
    const tokens = burst(60, (index) => index.toString(16).padStart(64, 'd'), 'c'.repeat(64));
    const answers = await Promise.all(
      tokens.map((token, index) =>
        index % 2 === 0
          ? app.call('user', 'reset_link_status', { token }, undefined, { ip })
          : app.call(
              'user',
              'pass_reset',
              { token, password: 'YeniŞifre2025', password_confirm: 'YeniŞifre2025' },
              undefined,
              {
                ip,
              },
            ),
      ),
    );
    const lookedUp = answers.filter(
      (answer) =>
        (answer.data as { status?: string } | null)?.status === 'unknown' || answer.code === MESSAGES.tokenInvalid.code,
    );
    expect(lookedUp.length).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.code === LOCKED).length).toBeGreaterThanOrEqual(40);
  });

  it('user.pass_reset: of 60 links tried at once from one address, at most 20 wrong ones are looked up', async () => {
    clock.advance(3600_000);
    const player = await createPlayer(app);
    await app.call('user', 'forgot', { email: player.email }, undefined, { ip: freshAddress() });
    const right = await tokenMailedTo(app, player.email);
    const ip = freshAddress();
    const newPassword = 'YeniŞifre2025';
    const tokens = burst(60, (index) => index.toString(16).padStart(64, 'f'), right);
    const answers = await Promise.all(
      tokens.map((token) =>
        app.call('user', 'pass_reset', { token, password: newPassword, password_confirm: newPassword }, undefined, {
          ip,
        }),
      ),
    );
    // A wrong link keeps its attempt; the right one gives it back, so one more may be looked up then.
    expect(answers.filter((answer) => answer.code === MESSAGES.tokenInvalid.code).length).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.message === lockedText(15)).length).toBeGreaterThanOrEqual(39);
    // The password changed only if the right link was among those looked up.
    const changed = answers.some((answer) => answer.result);
    const password = changed ? newPassword : player.password;
    expect((await app.call('user', 'login', { username: player.username, password })).result).toBe(true);
    // The lock is the address's: another one may still use a link; the first may again after 15 minutes.
    const wrong = 'e'.repeat(64);
    const reset = { token: wrong, password: newPassword, password_confirm: newPassword };
    expect(await app.call('user', 'pass_reset', reset, undefined, { ip })).toMatchObject({ code: LOCKED });
    const elsewhere = await app.call('user', 'pass_reset', reset, undefined, { ip: freshAddress() });
    expect(elsewhere).toMatchObject({ result: false, code: MESSAGES.tokenInvalid.code });
    // A new window: a link that works gives its attempt back, so it never uses up an honest address.
    clock.advance(15 * 60_000 + 1);
    for (let attempt = 0; attempt < 19; attempt += 1) {
      const answer = await app.call('user', 'pass_reset', reset, undefined, { ip });
      expect(answer).toMatchObject({ code: MESSAGES.tokenInvalid.code });
    }
    await app.call('user', 'forgot', { email: player.email }, undefined, { ip: freshAddress() });
    const fresh = await tokenMailedTo(app, player.email);
    const honest = { token: fresh, password: 'Başka2026şifre', password_confirm: 'Başka2026şifre' };
    expect((await app.call('user', 'pass_reset', honest, undefined, { ip })).result).toBe(true);
    expect(await app.call('user', 'pass_reset', reset, undefined, { ip })).toMatchObject({
      code: MESSAGES.tokenInvalid.code,
    });
    expect(await app.call('user', 'pass_reset', reset, undefined, { ip })).toMatchObject({
      code: LOCKED,
      message: lockedText(15),
    });
  });

  it('user.confirm_email: of 60 links tried at once from one address, at most 20 are looked up', async () => {
    clock.advance(3600_000);
    const form = registrationForm();
    await app.call('user', 'register', form, undefined, { ip: freshAddress() });
    const right = await tokenMailedTo(app, String(form.email));
    const ip = freshAddress();
    const tokens = burst(60, (index) => index.toString(16).padStart(64, 'c'), right);
    const answers = await Promise.all(
      tokens.map((token) => app.call('user', 'confirm_email', { token }, undefined, { ip })),
    );
    expect(answers.filter((answer) => answer.code === MESSAGES.tokenInvalid.code).length).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.message === lockedText(15)).length).toBeGreaterThanOrEqual(39);
    // The lock is the address's; another address's link is still looked up, and a good link gives its attempt back.
    const wrong = { token: 'e'.repeat(64) };
    expect(await app.call('user', 'confirm_email', wrong, undefined, { ip })).toMatchObject({ code: LOCKED });
    const elsewhere = freshAddress();
    expect(await app.call('user', 'confirm_email', wrong, undefined, { ip: elsewhere })).toMatchObject({
      code: MESSAGES.tokenInvalid.code,
    });
    clock.advance(15 * 60_000 + 1);
    const later = registrationForm();
    await app.call('user', 'register', later, undefined, { ip: freshAddress() });
    for (let attempt = 0; attempt < 19; attempt += 1) {
      expect(await app.call('user', 'confirm_email', wrong, undefined, { ip })).toMatchObject({
        code: MESSAGES.tokenInvalid.code,
      });
    }
    const honest = { token: await tokenMailedTo(app, String(later.email)) };
    expect((await app.call('user', 'confirm_email', honest, undefined, { ip })).result).toBe(true);
    expect(await app.call('user', 'confirm_email', wrong, undefined, { ip })).toMatchObject({
      code: MESSAGES.tokenInvalid.code,
    });
    expect(await app.call('user', 'confirm_email', wrong, undefined, { ip })).toMatchObject({ code: LOCKED });
  });

  it('user.check_ga: of 60 codes sent at once, at most 5 are checked', async () => {
    clock.advance(3600_000);
    const { player, secret } = await playerWithAuthenticator();
    const { user } = await loginAs(app, player);
    const right = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const codes = burst(60, (index) => String(100000 + index), right);
    const answers = await Promise.all(codes.map((ga_code) => app.call('user', 'check_ga', { ga_code }, user)));
    expect(evaluated(answers).length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.code === LOCKED).length).toBeGreaterThanOrEqual(55);
    const accepted = answers.some((answer) => answer.result);
    const profile = await app.call('user', 'get_user_profile', {}, user);
    expect(profile.result).toBe(accepted);
  });

  it('user.register: of 30 registrations from one address at once, at most 5 make an account', async () => {
    clock.advance(3600_000);
    const ip = freshAddress();
    const before = await countUsers(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => app.call('user', 'register', registrationForm(), undefined, { ip })),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(5);
    expect(evaluated(answers)).toHaveLength(5);
    expect(answers.find((answer) => !answer.result)).toMatchObject({ code: LOCKED, message: lockedText(60) });
    expect(await countUsers(app)).toBe(before + 5);
    // Another address may still register; the first may again after an hour.
    expect((await app.call('user', 'register', registrationForm(), undefined, { ip: freshAddress() })).result).toBe(
      true,
    );
    clock.advance(3600_000);
    expect((await app.call('user', 'register', registrationForm(), undefined, { ip })).result).toBe(true);
  });
});

describe('the lock belongs to the account, not to what was typed', () => {
  it('after 5 wrong passwords by username, the right one by e-mail address is refused too', async () => {
    clock.advance(3600_000);
    const player = await createPlayer(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.call('user', 'login', { username: player.username, password: WRONG }, undefined, {
        ip: freshAddress(),
      });
    }
    for (const username of [player.email, player.email.toUpperCase(), ` ${player.username.toUpperCase()} `]) {
      const answer = await app.call('user', 'login', { username, password: player.password }, undefined, {
        ip: freshAddress(),
      });
      expect(answer).toMatchObject({ result: false, code: LOCKED, message: lockedText(15) });
    }
    expect(await sessionCount(player.username)).toBe(0);
  });

  it('an unknown name is locked by its normalised spelling', async () => {
    clock.advance(3600_000);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.call('user', 'login', { username: 'kimse.yok', password: WRONG }, undefined, { ip: freshAddress() });
    }
    const answer = await app.call('user', 'login', { username: ' KIMSE.YOK ', password: WRONG }, undefined, {
      ip: freshAddress(),
    });
    expect(answer).toMatchObject({ result: false, code: LOCKED });
  });

  it('reset requests by username and by e-mail address count towards one limit', async () => {
    clock.advance(3600_000);
    const player = await createPlayer(app);
    const names = [player.username, player.email, player.username.toUpperCase(), player.email, player.username];
    for (const email of names) {
      expect((await app.call('user', 'forgot', { email }, undefined, { ip: freshAddress() })).result).toBe(true);
    }
    const before = await lastMailTo(app, player.email);
    const answer = await app.call('user', 'forgot', { email: player.email.toUpperCase() }, undefined, {
      ip: freshAddress(),
    });
    expect(answer).toMatchObject({ result: false, code: LOCKED, message: lockedText(15) });
    expect((await lastMailTo(app, player.email))?.id).toBe(before?.id);
  });
});

/** A player with the authenticator on; answers the secret. */
async function playerWithAuthenticator(): Promise<{ player: Player; secret: string }> {
  const player = await createPlayer(app);
  const { user } = await loginAs(app, player);
  const generated = await app.call<{ secret: string }>('user', 'user_generate_ga', { password: player.password }, user);
  const code = await generate({ secret: generated.data.secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  expect((await app.call('user', 'check_ga', { ga_code: code }, user)).result).toBe(true);
  clock.advance(30_000);
  return { player, secret: generated.data.secret };
}
