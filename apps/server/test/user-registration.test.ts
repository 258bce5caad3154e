import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countUsers,
  createPlayer,
  lastMailTo,
  manualClock,
  registrationForm,
  tokenMailedTo,
} from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

describe('user.register', () => {
  it('registers a player, mails a confirmation link, and stores the phone without the mask', async () => {
    const form = registrationForm();
    const answer = await app.call('user', 'register', form);
    expect(answer).toMatchObject({ result: true, code: 200 });
    expect(answer.message).toContain('Kaydınız tamamlandı');
    const mail = await lastMailTo(app, String(form.email));
    expect(mail?.subject).toContain('e-posta adresinizi onaylayın');
    expect(mail?.body).toMatch(/\/register-account-confirm\?token=[0-9a-f]{64}/);
    const user = await app.services.users.findByLogin(String(form.username));
    expect(user).toMatchObject({ phone: '5321234567', email_confirmed_at: null, rid: 1 });
    expect(user?.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['an under-18', { birth_date: '2010-01-01' }, '18 yaşından küçükler üye olamaz.'],
    ['a weak password', { password: 'kısa1', password_confirm: 'kısa1' }, 'Şifre en az 8 karakter olmalı'],
    [
      'a password without digits',
      { password: 'yalnızharfler', password_confirm: 'yalnızharfler' },
      'Şifre en az 8 karakter olmalı',
    ],
    ['mismatching passwords', { password_confirm: 'Başka2024şifre' }, 'Şifreler birbiriyle eşleşmiyor.'],
    ['a malformed phone', { phone: '(212) 123 - 4567' }, 'Telefon numarasını'],
    ['a phone of letters', { phone: 'telefon' }, 'Telefon numarasını'],
    ['a malformed e-mail', { email: 'ayse@' }, 'Geçerli bir e-posta adresi girin.'],
    ['a malformed username', { username: 'a b' }, 'Kullanıcı adı 3-20 karakter olmalı'],
    ['an impossible birth date', { birth_date: '1990-02-30' }, 'Doğum tarihini'],
    ['an unknown country', { country: 'ZZ' }, 'Listeden bir ülke seçin.'],
    ['terms not accepted', { accept_terms: false }, 'kuralları ve şartları kabul etmelisiniz'],
    ['a name with digits', { first_name: 'Ayşe1' }, 'Ad ve soyad 2-50 harf olmalıdır.'],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@example.com` }, 'Geçerli bir e-posta adresi girin.'],
    ['a number for a username', { username: 12345 }, 'Kullanıcı adı 3-20 karakter olmalı'],
  ];
  it.each(refusals)('refuses %s with its own Turkish message and creates nobody', async (_name, overrides, message) => {
    const before = await countUsers(app);
    const answer = await app.call('user', 'register', registrationForm(overrides));
    expect(answer.result).toBe(false);
    expect(answer.message).toContain(message);
    expect(await countUsers(app)).toBe(before);
  });

  it('accepts a player who turns 18 today and refuses one who turns 18 tomorrow', async () => {
    expect((await app.call('user', 'register', registrationForm({ birth_date: '2008-11-22' }))).result).toBe(true);
    const answer = await app.call('user', 'register', registrationForm({ birth_date: '2008-11-23' }));
    expect(answer.message).toBe('18 yaşından küçükler üye olamaz.');
  });

  it('refuses a taken username, whatever its case, and a taken e-mail address', async () => {
    const first = registrationForm();
    expect((await app.call('user', 'register', first)).result).toBe(true);
    const before = await countUsers(app);
    const sameName = await app.call(
      'user',
      'register',
      registrationForm({ username: String(first.username).toUpperCase() }),
    );
    expect(sameName.message).toBe('Bu kullanıcı adı zaten kullanılıyor.');
    const sameEmail = await app.call(
      'user',
      'register',
      registrationForm({ email: String(first.email).toUpperCase() }),
    );
    expect(sameEmail.message).toBe('Bu e-posta adresiyle kayıtlı bir hesap zaten var.');
    expect(await countUsers(app)).toBe(before);
  });
});

describe('user.confirm_email', () => {
  it('confirms once; the link does not work twice', async () => {
    const form = registrationForm();
    await app.call('user', 'register', form);
    const token = await tokenMailedTo(app, String(form.email));
    expect(await app.call('user', 'confirm_email', { token })).toMatchObject({
      result: true,
      message: 'E-posta adresiniz onaylandı. Artık giriş yapabilirsiniz.',
    });
    const again = await app.call('user', 'confirm_email', { token });
    expect(again).toMatchObject({
      result: false,
      message: 'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    });
  });

  it('refuses a malformed, an unknown and an expired token', async () => {
    expect((await app.call('user', 'confirm_email', { token: 'abc' })).code).toBe(4114);
    expect((await app.call('user', 'confirm_email', { token: 'f'.repeat(64) })).code).toBe(4114);
    const form = registrationForm();
    await app.call('user', 'register', form);
    const token = await tokenMailedTo(app, String(form.email));
    clock.advance(24 * 3600_000 + 1);
    expect((await app.call('user', 'confirm_email', { token })).code).toBe(4114);
    const user = await app.services.users.findByLogin(String(form.username));
    expect(user?.email_confirmed_at).toBeNull();
  });

  it('lets a confirmed player log in', async () => {
    const player = await createPlayer(app);
    expect((await app.call('user', 'login', { username: player.username, password: player.password })).result).toBe(
      true,
    );
  });
});
