import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { MESSAGES } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, loginAs, manualClock, registrationForm } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { userDeps } from '../src/modules/user/deps.js';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

describe('user.login', () => {
  it('answers the fields the client reads, with an empty gasecret when there is no authenticator', async () => {
    const player = await createPlayer(app);
    const { data } = await loginAs(app, player);
    expect(data).toMatchObject({
      rid: 1,
      username: player.username,
      language: 'tr',
      gasecret: '',
      gtm: '+03:00',
      lastlogin: null,
    });
    expect(data.sid).toMatch(/^[0-9a-f]{64}$/);
    expect(data.uid).toHaveLength(26);
    expect(data.uip).toBe('127.0.0.1');
    const second = await loginAs(app, player);
    expect(second.data.lastlogin).toBe(clock.now().toISOString());
  });

  it('accepts the e-mail address in any case as the login name', async () => {
    const player = await createPlayer(app);
    const answer = await app.call('user', 'login', { username: player.email.toUpperCase(), password: player.password });
    expect(answer.result).toBe(true);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const player = await createPlayer(app);
    const wrong = await app.call('user', 'login', { username: player.username, password: 'Yanlış2024' });
    const unknown = await app.call('user', 'login', { username: 'kimseyok', password: 'Yanlış2024' });
    expect(wrong).toMatchObject({
      result: false,
      code: MESSAGES.failedLogin.code,
      message: 'Kullanıcı adı veya şifre hatalı.',
    });
    expect(unknown).toMatchObject({ result: false, code: MESSAGES.failedLogin.code, message: wrong.message });
  });

  it('refuses an empty or over-long login without creating a session', async () => {
    for (const data of [{}, { username: '', password: 'x' }, { username: 'a', password: 'p'.repeat(129) }]) {
      const answer = await app.call('user', 'login', data);
      expect(answer).toMatchObject({ result: false, message: 'Kullanıcı adı veya şifre hatalı.' });
    }
    const sessions = await app.services.db.selectFrom('sessions').select('id').where('ip', '=', 'nobody').execute();
    expect(sessions).toHaveLength(0);
  });

  it('refuses an unconfirmed account', async () => {
    const form = registrationForm();
    await app.call('user', 'register', form);
    const answer = await app.call('user', 'login', { username: form.username, password: form.password });
    expect(answer).toMatchObject({ result: false, code: 4113 });
  });

  it('refuses an inactive account with its message', async () => {
    const player = await createPlayer(app);
    await app.services.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('username', '=', player.username)
      .execute();
    const answer = await app.call('user', 'login', { username: player.username, password: player.password });
    expect(answer).toMatchObject({
      result: false,
      code: MESSAGES.inactiveAccount.code,
      message: 'Hesabınız aktif değil.',
    });
  });

  it('locks an account for 15 minutes after 5 failures, even for the right password', async () => {
    const player = await createPlayer(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.call('user', 'login', { username: player.username, password: 'Yanlış2024' });
    }
    const locked = await app.call('user', 'login', { username: player.username, password: player.password });
    expect(locked).toMatchObject({
      result: false,
      code: 429,
      message: 'Çok fazla deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    });
    clock.advance(15 * 60_000 + 1000);
    expect((await app.call('user', 'login', { username: player.username, password: player.password })).result).toBe(
      true,
    );
  });

  it('records logins and failures in the security audit', async () => {
    const player = await createPlayer(app);
    await app.call('user', 'login', { username: player.username, password: 'Yanlış2024' });
    await loginAs(app, player);
    const user = await userDeps(app.services).users.findByLogin(player.username);
    const events = await app.services.db
      .selectFrom('security_events')
      .select('event')
      .where('user_id', '=', user!.id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.event)).toEqual(['register', 'email_confirmed', 'login_failed', 'login']);
  });
});

describe('sessions', () => {
  it('gives a signed-in player their profile and nobody else', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const profile = await app.call<{ username: string; phone: string }>('user', 'get_user_profile', {}, user);
    expect(profile.data).toMatchObject({ username: player.username, phone: '5321234567', ga_enabled: false });
  });

  it('answers an anonymous call to a player method with no-permission and the anonymous-user debug', async () => {
    const answer = await app.call('user', 'get_user_profile', {}, { uip: '{ip}', lang: 'tr' });
    expect(answer).toMatchObject({ result: false, code: 403, debug: 'anonymous user' });
    const forged = await app.call('user', 'get_user_profile', {}, { sid: 'a'.repeat(64) });
    expect(forged).toMatchObject({ code: 403, debug: 'anonymous user' });
  });

  it("refuses a session sent with another player's uid", async () => {
    const alice = await loginAs(app, await createPlayer(app));
    const bob = await loginAs(app, await createPlayer(app));
    const answer = await app.call('user', 'get_user_profile', {}, { ...alice.user, uid: bob.data.uid });
    expect(answer).toMatchObject({ result: false, code: 403 });
  });

  it('expires a session 3600 seconds after login', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    clock.advance(3599_000);
    expect((await app.call('user', 'get_user_profile', {}, user)).result).toBe(true);
    clock.advance(1000);
    const expired = await app.call('user', 'get_user_profile', {}, user);
    expect(expired).toMatchObject({ result: false, code: MESSAGES.sessionExpired.code });
    expect(expired.message).toContain('Oturumunuzun süresi doldu');
  });

  it('ends the session at logout', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    expect(await app.call('user', 'logout', {}, user)).toMatchObject({ result: true, message: 'Çıkış yapıldı.' });
    expect((await app.call('user', 'get_user_profile', {}, user)).code).toBe(MESSAGES.sessionExpired.code);
    expect((await app.call('user', 'logout', {}, user)).result).toBe(false);
  });

  it('accepts uid and sid encrypted with the public session key, as the browser stores them', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    const key = await app.call<{ keyId: string; publicKeySpki: string }>('system', 'get_session_key');
    const publicKey = createPublicKey({
      key: Buffer.from(key.data.publicKeySpki, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const seal = (value: string) =>
      `enc:${key.data.keyId}:${publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(value)).toString('base64')}`;
    const sealed = { ...user, uid: seal(String(user.uid)), sid: seal(String(user.sid)) };
    expect((await app.call('user', 'get_user_profile', {}, sealed)).result).toBe(true);
    const tampered = { ...sealed, sid: `enc:${key.data.keyId}:AAAA` };
    expect((await app.call('user', 'get_user_profile', {}, tampered)).code).toBe(403);
  });

  it('takes the client address from the connection, never from the body', async () => {
    const player = await createPlayer(app);
    const answer = await app.call<{ uip: string }>(
      'user',
      'login',
      { username: player.username, password: player.password, uip: '6.6.6.6' },
      { uip: '6.6.6.6' },
    );
    expect(answer.data.uip).toBe('127.0.0.1');
  });
});
