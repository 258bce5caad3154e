import { MESSAGES, type UserPart } from '@bnw/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Player, createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { userDeps } from '../src/modules/user/deps.js';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

/** The code an authenticator app would show now, `stepsAhead` steps of 30 s later. */
function codeFor(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + stepsAhead * 30 });
}

/** A player with the authenticator turned on; answers the secret. */
async function playerWithAuthenticator(): Promise<{ player: Player; secret: string }> {
  const player = await createPlayer(app);
  const { user } = await loginAs(app, player);
  const generated = await app.call<{ secret: string; otpauthUri: string; qrDataUrl: string }>(
    'user',
    'user_generate_ga',
    { password: player.password },
    user,
  );
  const enabled = await app.call('user', 'check_ga', { ga_code: await codeFor(generated.data.secret) }, user);
  expect(enabled).toMatchObject({ result: true, message: 'İki adımlı doğrulama açıldı.' });
  clock.advance(30_000); // the next code, as a person would wait for it
  return { player, secret: generated.data.secret };
}

describe('authenticator set-up', () => {
  it('generates a secret with its otpauth QR code, and turns on with a correct code', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const generated = await app.call<{ secret: string; otpauthUri: string; qrDataUrl: string }>(
      'user',
      'user_generate_ga',
      { password: player.password },
      user,
    );
    expect(generated.data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(generated.data.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(generated.data.qrDataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect((await app.call('user', 'check_user_ga', {}, user)).data).toEqual({ enabled: false, pending: true });

    const wrong = await app.call('user', 'check_ga', { ga_code: '000000' }, user);
    expect(wrong).toMatchObject({ result: false, message: 'Girdiğiniz kod hatalı.' });
    expect((await app.call('user', 'check_user_ga', {}, user)).data).toEqual({ enabled: false, pending: true });

    await app.call('user', 'check_ga', { ga_code: await codeFor(generated.data.secret) }, user);
    expect((await app.call('user', 'check_user_ga', {}, user)).data).toEqual({ enabled: true, pending: false });
  });

  it('tells that the code which turned it on is spent, not wrong, when it is typed again at login', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const generated = await app.call<{ secret: string }>(
      'user',
      'user_generate_ga',
      { password: player.password },
      user,
    );
    const code = await codeFor(generated.data.secret);
    expect((await app.call('user', 'check_ga', { ga_code: code }, user)).result).toBe(true);
    const next = await loginAs(app, player);
    expect(await app.call('user', 'check_ga', { ga_code: code }, next.user)).toMatchObject({
      result: false,
      code: MESSAGES.gaCodeUsed.code,
      message: 'Bu kod az önce kullanıldı. Uygulamanızda yeni kod çıkınca onu girin.',
    });
    expect((await app.call('user', 'get_user_profile', {}, next.user)).code).toBe(MESSAGES.gaRequired.code);
    clock.advance(30_000);
    expect(
      (await app.call('user', 'check_ga', { ga_code: await codeFor(generated.data.secret) }, next.user)).result,
    ).toBe(true);
  });

  it('refuses codes that are not six digits with the wrong-code message', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    for (const ga_code of ['12345', '1234567', 'abcdef', 123456, '']) {
      expect(await app.call('user', 'check_ga', { ga_code }, user)).toMatchObject({
        result: false,
        message: 'Girdiğiniz kod hatalı.',
      });
    }
  });
});

describe('login with the authenticator', () => {
  it('never sends the secret: a marker longer than 10 characters instead', async () => {
    const { player, secret } = await playerWithAuthenticator();
    const { data } = await loginAs(app, player);
    expect(data.gasecret.length).toBeGreaterThan(10);
    expect(data.gasecret).not.toContain(secret);
  });

  it('keeps the new session restricted to check_ga until the code is verified', async () => {
    const { player, secret } = await playerWithAuthenticator();
    const { user } = await loginAs(app, player);
    const blocked = await app.call('user', 'get_user_profile', {}, user);
    expect(blocked).toMatchObject({ result: false, code: MESSAGES.gaRequired.code });
    expect((await app.call('user', 'user_generate_ga', { password: player.password }, user)).code).toBe(
      MESSAGES.gaRequired.code,
    );
    expect((await app.call('user', 'check_ga', { ga_code: '111111' }, user)).message).toBe('Girdiğiniz kod hatalı.');

    const verified = await app.call('user', 'check_ga', { ga_code: await codeFor(secret) }, user);
    expect(verified).toMatchObject({ result: true, message: 'Doğrulama kodu kabul edildi.' });
    expect((await app.call('user', 'get_user_profile', {}, user)).result).toBe(true);
  });

  it('accepts a code once only: a replay in the same window is refused', async () => {
    const { player, secret } = await playerWithAuthenticator();
    const first = await loginAs(app, player);
    const code = await codeFor(secret);
    expect((await app.call('user', 'check_ga', { ga_code: code }, first.user)).result).toBe(true);
    const second = await loginAs(app, player);
    expect(await app.call('user', 'check_ga', { ga_code: code }, second.user)).toMatchObject({
      result: false,
      code: MESSAGES.gaCodeUsed.code,
      message: 'Bu kod az önce kullanıldı. Uygulamanızda yeni kod çıkınca onu girin.',
    });
    expect((await app.call('user', 'get_user_profile', {}, second.user)).code).toBe(MESSAGES.gaRequired.code);
  });

  it('locks the second step after 5 wrong codes', async () => {
    const { player, secret } = await playerWithAuthenticator();
    const { user } = await loginAs(app, player);
    for (let attempt = 0; attempt < 5; attempt += 1) await app.call('user', 'check_ga', { ga_code: '000000' }, user);
    const locked = await app.call('user', 'check_ga', { ga_code: await codeFor(secret) }, user);
    expect(locked).toMatchObject({ result: false, code: 429 });
  });
});

describe('turning the authenticator off', () => {
  it('needs a current code, and audits both changes', async () => {
    const { player, secret } = await playerWithAuthenticator();
    const { user } = await loginAs(app, player);
    await app.call('user', 'check_ga', { ga_code: await codeFor(secret) }, user);
    clock.advance(30_000);
    const password = player.password;
    expect((await app.call('user', 'clear_generated_ga', { password }, user)).code).toBe(MESSAGES.gaRequired.code);
    expect((await app.call('user', 'clear_generated_ga', { password, gacode: '000000' }, user)).message).toBe(
      'Girdiğiniz kod hatalı.',
    );
    const off = { password, gacode: await codeFor(secret) };
    expect(await app.call('user', 'clear_generated_ga', off, user)).toMatchObject({
      result: true,
      message: 'İki adımlı doğrulama kapatıldı.',
    });
    const next = await loginAs(app, player);
    expect(next.data.gasecret).toBe('');
    const row = await userDeps(app.services).users.findByLogin(player.username);
    const events = await app.services.db
      .selectFrom('security_events')
      .select('event')
      .where('user_id', '=', row!.id)
      .execute();
    expect(events.map((event) => event.event)).toEqual(expect.arrayContaining(['ga_on', 'ga_off', 'ga_failed']));
  });
});

describe('the current password guards the authenticator', () => {
  const pending = async (user: UserPart) =>
    (await app.call<{ enabled: boolean; pending: boolean }>('user', 'check_user_ga', {}, user)).data;

  it('refuses to start the set-up without the password, or with a wrong one, and makes no secret', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    for (const data of [{}, { password: '' }]) {
      expect(await app.call('user', 'user_generate_ga', data, user)).toMatchObject({
        result: false,
        code: MESSAGES.currentPasswordRequired.code,
        message: 'Devam etmek için mevcut şifrenizi girin.',
      });
    }
    expect(await app.call('user', 'user_generate_ga', { password: 'Yanlış2024şifre' }, user)).toMatchObject({
      result: false,
      code: MESSAGES.wrongCurrentPassword.code,
      message: 'Mevcut şifreniz hatalı.',
    });
    expect(await pending(user)).toEqual({ enabled: false, pending: false });
  });

  it('refuses to turn it off without the password, or with a wrong one, and it stays on', async () => {
    const { player, secret } = await playerWithAuthenticator();
    const { user } = await loginAs(app, player);
    await app.call('user', 'check_ga', { ga_code: await codeFor(secret) }, user);
    clock.advance(30_000);
    const gacode = await codeFor(secret);
    expect(await app.call('user', 'clear_generated_ga', { gacode }, user)).toMatchObject({
      result: false,
      code: MESSAGES.currentPasswordRequired.code,
      message: 'Devam etmek için mevcut şifrenizi girin.',
    });
    expect(await app.call('user', 'clear_generated_ga', { gacode, password: 'Yanlış2024şifre' }, user)).toMatchObject({
      result: false,
      message: 'Mevcut şifreniz hatalı.',
    });
    expect(await pending(user)).toEqual({ enabled: true, pending: false });
  });

  it('drops an unfinished set-up without the password: it protects nothing yet', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    await app.call('user', 'user_generate_ga', { password: player.password }, user);
    expect(await pending(user)).toEqual({ enabled: false, pending: true });
    expect((await app.call('user', 'clear_generated_ga', {}, user)).result).toBe(true);
    expect(await pending(user)).toEqual({ enabled: false, pending: false });
  });

  it('counts wrong passwords here and in the password change together: 60 at once check at most 5', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        index % 2 === 0
          ? app.call('user', 'user_generate_ga', { password: `Yanlış${index}şifre` }, user)
          : app.call(
              'user',
              'pass_change',
              { old_password: `Yanlış${index}şifre`, password: 'YeniŞifre2025', password_confirm: 'YeniŞifre2025' },
              user,
            ),
      ),
    );
    expect(answers.filter((answer) => answer.code !== 429).length).toBeLessThanOrEqual(5);
    const locked = await app.call('user', 'user_generate_ga', { password: player.password }, user);
    expect(locked).toMatchObject({ result: false, code: 429 });
    expect(await pending(user)).toEqual({ enabled: false, pending: false });
  });
});
