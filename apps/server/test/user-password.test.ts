import { MESSAGES } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, lastMailTo, loginAs, manualClock, tokenMailedTo } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

const NEW_PASSWORD = 'YeniŞifre2025';

describe('forgot and reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const player = await createPlayer(app);
    const known = await app.call('user', 'forgot', { email: player.email });
    const unknown = await app.call('user', 'forgot', { email: 'kimse@example.com' });
    expect(known).toMatchObject({
      result: true,
      message: 'Şifre sıfırlama talimatları e-posta adresinize gönderildi.',
    });
    expect(unknown).toEqual(known);
    expect((await lastMailTo(app, player.email))?.body).toMatch(/\/account_reset\?token=/);
    expect(await lastMailTo(app, 'kimse@example.com')).toBeUndefined();
  });

  it('resets the password once with the link, ending every session', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    await app.call('user', 'forgot', { email: player.username });
    const token = await tokenMailedTo(app, player.email);
    const answer = await app.call('user', 'pass_reset', {
      token,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(answer).toMatchObject({
      result: true,
      message: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
    });
    expect((await app.call('user', 'get_user_profile', {}, user)).code).toBe(MESSAGES.sessionExpired.code);
    expect((await app.call('user', 'login', { username: player.username, password: player.password })).result).toBe(
      false,
    );
    expect((await app.call('user', 'login', { username: player.username, password: NEW_PASSWORD })).result).toBe(true);
    const again = await app.call('user', 'pass_reset', {
      token,
      password: 'Baska2025şifre',
      password_confirm: 'Baska2025şifre',
    });
    expect(again.code).toBe(MESSAGES.tokenInvalid.code);
  });

  it('refuses a link older than one hour and a weak new password, changing nothing', async () => {
    const player = await createPlayer(app);
    await app.call('user', 'forgot', { email: player.email });
    const token = await tokenMailedTo(app, player.email);
    const weak = await app.call('user', 'pass_reset', { token, password: 'zayıf', password_confirm: 'zayıf' });
    expect(weak.code).toBe(MESSAGES.passwordWeak.code);
    clock.advance(3600_000 + 1);
    const late = await app.call('user', 'pass_reset', {
      token,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(late.message).toBe('Bu bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.');
    expect((await app.call('user', 'login', { username: player.username, password: player.password })).result).toBe(
      true,
    );
  });

  it('makes an older link useless when a newer one is asked for', async () => {
    const player = await createPlayer(app);
    await app.call('user', 'forgot', { email: player.email });
    const older = await tokenMailedTo(app, player.email);
    await app.call('user', 'forgot', { email: player.email });
    const answer = await app.call('user', 'pass_reset', {
      token: older,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(answer.code).toBe(MESSAGES.tokenInvalid.code);
  });

  it('tells a link’s page at once whether the link is usable, used, replaced, expired or unknown', async () => {
    const status = async (token: string) =>
      (await app.call<{ status: string }>('user', 'reset_link_status', { token })).data?.status;
    const player = await createPlayer(app);
    await app.call('user', 'forgot', { email: player.email });
    const older = await tokenMailedTo(app, player.email);
    expect(await status(older)).toBe('valid');
    await app.call('user', 'forgot', { email: player.email });
    const newer = await tokenMailedTo(app, player.email);
    expect(await status(older)).toBe('used');
    expect(await status('ab'.repeat(32))).toBe('unknown');
    const reset = { token: newer, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    // Asking does not use the link up.
    expect(await status(newer)).toBe('valid');
    expect((await app.call('user', 'pass_reset', reset)).result).toBe(true);
    expect(await status(newer)).toBe('used');

    const late = await createPlayer(app);
    await app.call('user', 'forgot', { email: late.email });
    const token = await tokenMailedTo(app, late.email);
    clock.advance(3600_000 + 1);
    expect(await status(token)).toBe('expired');
    const malformed = await app.call('user', 'reset_link_status', { token: 'x'.repeat(64) });
    expect(malformed).toMatchObject({ result: false, code: MESSAGES.tokenInvalid.code });
  });

  it('limits reset requests for one address', async () => {
    const player = await createPlayer(app);
    for (let request = 0; request < 5; request += 1) await app.call('user', 'forgot', { email: player.email });
    expect((await app.call('user', 'forgot', { email: player.email })).code).toBe(429);
  });
});

describe('user.pass_change', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const player = await createPlayer(app);
    const phone = await loginAs(app, player);
    const laptop = await loginAs(app, player);
    const answer = await app.call(
      'user',
      'pass_change',
      { old_password: player.password, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
      laptop.user,
    );
    expect(answer).toMatchObject({
      result: true,
      message: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
    });
    expect((await app.call('user', 'get_user_profile', {}, laptop.user)).result).toBe(true);
    expect((await app.call('user', 'get_user_profile', {}, phone.user)).code).toBe(MESSAGES.sessionExpired.code);
  });

  it('refuses a wrong current password, a weak or reused new one, and a mismatch', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const cases: Array<[Record<string, unknown>, number]> = [
      [
        { old_password: 'Yanlış2024', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
        MESSAGES.wrongCurrentPassword.code,
      ],
      [{ old_password: player.password, password: 'zayıf', password_confirm: 'zayıf' }, MESSAGES.passwordWeak.code],
      [
        { old_password: player.password, password: NEW_PASSWORD, password_confirm: 'Başka2025x' },
        MESSAGES.passwordMismatch.code,
      ],
      [
        { old_password: player.password, password: player.password, password_confirm: player.password },
        MESSAGES.samePassword.code,
      ],
      [
        { old_password: player.password, password: `${player.username}9a`, password_confirm: `${player.username}9a` },
        MESSAGES.passwordWeak.code,
      ],
    ];
    for (const [data, code] of cases) {
      expect((await app.call('user', 'pass_change', data, user)).code, JSON.stringify(data)).toBe(code);
    }
    expect((await app.call('user', 'login', { username: player.username, password: player.password })).result).toBe(
      true,
    );
  });
});

describe('profile and security page', () => {
  it('updates the phone and the language only', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const answer = await app.call<{ phone: string; language: string; first_name: string }>(
      'user',
      'update_profile',
      { phone: '(555) 444 - 3322', language: 'en', first_name: 'Hacker' },
      user,
    );
    expect(answer.data).toMatchObject({ phone: '5554443322', language: 'en', first_name: 'Ayşe' });
    const bad = await app.call('user', 'update_profile', { phone: '123', language: 'en' }, user);
    expect(bad.message).toContain('Telefon numarasını');
    expect((await app.call<{ phone: string }>('user', 'get_user_profile', {}, user)).data.phone).toBe('5554443322');
  });

  it('lists recent logins with device names and logs out the other sessions', async () => {
    const player = await createPlayer(app);
    const other = await loginAs(app, player);
    const current = await loginAs(app, player);
    const logins = await app.call<Array<{ event: string; ip: string; device: string }>>(
      'user',
      'list_logins',
      { limit: 5 },
      current.user,
    );
    expect(logins.data).toHaveLength(2);
    expect(logins.data[0]).toMatchObject({ event: 'login', ip: '127.0.0.1' });
    const ended = await app.call<{ ended: number }>('user', 'logout_others', {}, current.user);
    expect(ended).toMatchObject({ result: true, data: { ended: 1 } });
    expect((await app.call('user', 'get_user_profile', {}, other.user)).code).toBe(MESSAGES.sessionExpired.code);
    expect((await app.call('user', 'list_logins', { limit: 500 }, current.user)).result).toBe(false);
  });
});
