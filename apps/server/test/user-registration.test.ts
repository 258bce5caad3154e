import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bnw/contract';
import {
  countUsers,
  createPlayer,
  freshAddress,
  lastMailTo,
  manualClock,
  STRONG_PASSWORD,
  registrationForm,
  tokenMailedTo,
} from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { userDeps } from '../src/modules/user/deps.js';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

/** A registration from its own client address: registrations are limited per address. */
const register = (form: Record<string, unknown>) =>
  app.call('user', 'register', form, undefined, { ip: freshAddress() });

describe('user.register', () => {
  it('registers a player, mails a confirmation link, and stores the phone without the mask', async () => {
    const form = registrationForm();
    const answer = await register(form);
    expect(answer).toMatchObject({ result: true, code: 200 });
    expect(answer.message).toContain('Kaydınız tamamlandı');
    const mail = await lastMailTo(app, String(form.email));
    expect(mail?.subject).toContain('e-posta adresinizi onaylayın');
    expect(mail?.body).toMatch(/\/register-account-confirm\?token=[0-9a-f]{64}/);
    const user = await userDeps(app.services).users.findByLogin(String(form.username));
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
    const answer = await register(registrationForm(overrides));
    expect(answer.result).toBe(false);
    expect(answer.message).toContain(message);
    expect(await countUsers(app)).toBe(before);
  });

  it('accepts a player who turns 18 today and refuses one who turns 18 tomorrow', async () => {
    expect((await register(registrationForm({ birth_date: '2008-11-22' }))).result).toBe(true);
    const answer = await register(registrationForm({ birth_date: '2008-11-23' }));
    expect(answer.message).toBe('18 yaşından küçükler üye olamaz.');
  });

  it('refuses a taken username, whatever its case', async () => {
    const first = registrationForm();
    expect((await register(first)).result).toBe(true);
    const before = await countUsers(app);
    const sameName = await register(registrationForm({ username: String(first.username).toUpperCase() }));
    expect(sameName).toMatchObject({ result: false, message: 'Bu kullanıcı adı zaten kullanılıyor.' });
    expect(await countUsers(app)).toBe(before);
  });

  it('answers a taken e-mail address like a success and mails its owner instead', async () => {
    const owner = await createPlayer(app);
    const before = await countUsers(app);
    const fresh = await register(registrationForm());
    const again = await register(registrationForm({ email: owner.email.toUpperCase() }));
    expect(again).toEqual(fresh);
    expect(await countUsers(app)).toBe(before + 1);
    const notice = await lastMailTo(app, owner.email);
    expect(notice?.subject).toBe('BNW Casino: adresinizle üye olma denemesi');
    expect(notice?.body).toContain('Yeni bir hesap açılmadı.');
    expect(notice?.body).toMatch(/http:\/\/localhost:\d+\/login\n/);
    expect(notice?.body).toMatch(/http:\/\/localhost:\d+\/forgot-password\n/);
    expect(notice?.body).not.toMatch(/token=/);
  });

  it('mails the owner of a taken address a few times a day at most', async () => {
    const owner = await createPlayer(app);
    const notices = async () =>
      (await app.services.db.selectFrom('mail_outbox').select('subject').where('recipient', '=', owner.email).execute())
        .length;
    const before = await notices();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await register(registrationForm({ email: owner.email }))).result).toBe(true);
    }
    expect(await notices()).toBe(before + 3);
  });

  it('folds usernames and addresses without Turkish rules: Irmak is irmak, IVAN@X.COM is ivan@x.com', async () => {
    const suffix = freshAddress().replaceAll('.', '');
    expect((await register(registrationForm({ username: `Irmak${suffix}` }))).result).toBe(true);
    const before = await countUsers(app);
    expect(await register(registrationForm({ username: `irmak${suffix}` }))).toMatchObject({
      result: false,
      code: MESSAGES.usernameTaken.code,
      message: 'Bu kullanıcı adı zaten kullanılıyor.',
    });
    expect((await register(registrationForm({ email: `IVAN${suffix}@X.COM` }))).result).toBe(true);
    expect((await register(registrationForm({ email: `ivan${suffix}@x.com` }))).result).toBe(true);
    expect(await countUsers(app)).toBe(before + 1);
    const rows = await app.services.db
      .selectFrom('users')
      .select(['username_folded', 'email_folded'])
      .where('email_folded', '=', `ivan${suffix}@x.com`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets ilker log in to the account Ilker registered, and İLKER@… reach ilker@…', async () => {
    const player = await createPlayer(app, { username: `Ilker${process.pid}`.slice(0, 20) });
    const lower = player.username.toLowerCase();
    for (const username of [lower, player.username.toUpperCase(), player.email.toUpperCase()]) {
      const answer = await app.call('user', 'login', { username, password: player.password });
      expect(answer, username).toMatchObject({ result: true, data: { username: player.username } });
    }
  });

  it('makes one account of ali@, alı@ and ALİ@ registered at once, and lets each spelling log in to it', async () => {
    const tag = freshAddress().replaceAll('.', '');
    const spellings = [`ali${tag}@x.com`, `alı${tag}@x.com`, `ALİ${tag}@x.com`];
    const before = await countUsers(app);
    const answers = await Promise.all(spellings.map((email) => register(registrationForm({ email }))));
    expect(answers.map((answer) => answer.result)).toEqual([true, true, true]);
    expect(await countUsers(app)).toBe(before + 1);
    const owner = await app.services.db
      .selectFrom('users')
      .select(['username', 'email', 'email_folded'])
      .where('email_folded', '=', `ali${tag}@x.com`)
      .executeTakeFirstOrThrow();
    // The two who lost the race were told the same success; the owner of the address got a notice.
    const mails = await app.services.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', owner.email)
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => mail.subject)).toContain('BNW Casino: adresinizle üye olma denemesi');
    const token = mails.map((mail) => /token=([0-9a-f]{64})/.exec(mail.body)?.[1]).find(Boolean);
    const confirmed = await app.call('user', 'confirm_email', { token });
    expect(confirmed.result).toBe(true);
    for (const username of [...spellings, `ALI${tag}@X.COM`, `alİ${tag}@x.com`]) {
      const answer = await app.call('user', 'login', { username, password: STRONG_PASSWORD }, undefined, {
        ip: freshAddress(),
      });
      expect(answer, username).toMatchObject({ result: true, data: { username: owner.username } });
    }
  });

  it('refuses a birth date before 1900 with its own message and creates nobody', async () => {
    const before = await countUsers(app);
    for (const birth_date of ['1899-12-31', '0000-01-01', '1850/06/15']) {
      expect(await register(registrationForm({ birth_date }))).toMatchObject({
        result: false,
        code: MESSAGES.birthDateTooEarly.code,
        message: 'Doğum yılı 1900 veya sonrası olmalıdır.',
      });
    }
    expect((await register(registrationForm({ birth_date: '1900-01-01' }))).result).toBe(true);
    expect(await countUsers(app)).toBe(before + 1);
  });

  it('refuses impossible calendar dates of birth', async () => {
    const before = await countUsers(app);
    for (const birth_date of ['2001-02-29', '1990-13-01', '1990-00-10', '0000-00-00', '1990-04-31']) {
      expect(await register(registrationForm({ birth_date })), birth_date).toMatchObject({
        result: false,
        message: 'Doğum tarihini gün, ay ve yıl olarak eksiksiz girin.',
      });
    }
    expect(await countUsers(app)).toBe(before);
  });

  it('limits new accounts to 5 an hour from one address, with the wait in Turkish', async () => {
    const ip = freshAddress();
    const before = await countUsers(app);
    for (let index = 0; index < 5; index += 1) {
      expect((await app.call('user', 'register', registrationForm(), undefined, { ip })).result).toBe(true);
    }
    const sixth = await app.call('user', 'register', registrationForm(), undefined, { ip });
    expect(sixth).toMatchObject({
      result: false,
      code: 429,
      message: 'Çok fazla deneme yapıldı. Lütfen 60 dakika sonra tekrar deneyin.',
    });
    expect(await countUsers(app)).toBe(before + 5);
  });

  it('does not count a taken username towards the limit', async () => {
    const ip = freshAddress();
    const taken = registrationForm();
    expect((await app.call('user', 'register', taken, undefined, { ip })).result).toBe(true);
    for (let index = 0; index < 6; index += 1) {
      const again = await app.call('user', 'register', registrationForm({ username: taken.username }), undefined, {
        ip,
      });
      expect(again.code).toBe(MESSAGES.usernameTaken.code);
    }
    for (let index = 0; index < 4; index += 1) {
      expect((await app.call('user', 'register', registrationForm(), undefined, { ip })).result).toBe(true);
    }
  });
});

describe('user.confirm_email', () => {
  it('confirms once; the link does not work twice', async () => {
    const form = registrationForm();
    await register(form);
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
    await register(form);
    const token = await tokenMailedTo(app, String(form.email));
    clock.advance(24 * 3600_000 + 1);
    expect((await app.call('user', 'confirm_email', { token })).code).toBe(4114);
    const user = await userDeps(app.services).users.findByLogin(String(form.username));
    expect(user?.email_confirmed_at).toBeNull();
  });

  it('lets a confirmed player log in', async () => {
    const player = await createPlayer(app);
    expect((await app.call('user', 'login', { username: player.username, password: player.password })).result).toBe(
      true,
    );
  });
});

describe('user.resend_confirmation', () => {
  const resend = (login: unknown, ip = freshAddress()) =>
    app.call('user', 'resend_confirmation', { login }, undefined, { ip });
  const mailsTo = async (email: string) =>
    (await app.services.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).length;

  it('mails a new link to a player whose link was lost; the older link stops working', async () => {
    const form = registrationForm();
    await register(form);
    const lost = await tokenMailedTo(app, String(form.email));
    const answer = await resend(String(form.username).toUpperCase());
    expect(answer).toMatchObject({
      result: true,
      code: 200,
      message: 'Bu bilgilerle onay bekleyen bir hesap varsa, yeni onay bağlantısı kayıtlı e-posta adresine gönderildi.',
    });
    const fresh = await tokenMailedTo(app, String(form.email));
    expect(fresh).not.toBe(lost);
    expect((await app.call('user', 'confirm_email', { token: lost })).code).toBe(MESSAGES.tokenInvalid.code);
    expect((await app.call('user', 'confirm_email', { token: fresh })).result).toBe(true);
  });

  it('helps after the link expired, by e-mail address too', async () => {
    const form = registrationForm();
    await register(form);
    const expired = await tokenMailedTo(app, String(form.email));
    clock.advance(24 * 3600_000 + 1);
    expect((await app.call('user', 'confirm_email', { token: expired })).code).toBe(MESSAGES.tokenInvalid.code);
    expect((await resend(String(form.email))).result).toBe(true);
    const token = await tokenMailedTo(app, String(form.email));
    expect((await app.call('user', 'confirm_email', { token })).result).toBe(true);
  });

  it('answers the same for a confirmed player and an unknown name, and mails neither', async () => {
    const player = await createPlayer(app);
    const mails = await mailsTo(player.email);
    const confirmed = await resend(player.email);
    const unknown = await resend('kimse-yok@example.com');
    expect(unknown).toEqual(confirmed);
    expect(confirmed.result).toBe(true);
    expect(await mailsTo(player.email)).toBe(mails);
    expect(await mailsTo('kimse-yok@example.com')).toBe(0);
  });

  it('limits the links one account gets to 5 in 15 minutes, whatever the address', async () => {
    const form = registrationForm();
    await register(form);
    const before = await mailsTo(String(form.email));
    for (let request = 0; request < 5; request += 1) expect((await resend(form.username)).result).toBe(true);
    expect(await resend(form.email)).toMatchObject({
      result: false,
      code: 429,
      message: 'Çok fazla deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    });
    expect(await mailsTo(String(form.email))).toBe(before + 5);
  });

  it('limits the requests from one address to 5 in 15 minutes', async () => {
    const ip = freshAddress();
    for (let request = 0; request < 5; request += 1) {
      expect((await resend(`kimse${request}@example.com`, ip)).result).toBe(true);
    }
    expect((await resend('kimse5@example.com', ip)).code).toBe(429);
  });

  it('asks for a username or address when none is given', async () => {
    for (const login of ['', '   ', undefined, 42]) {
      expect(await resend(login)).toMatchObject({
        result: false,
        code: MESSAGES.loginRequired.code,
        message: 'Kullanıcı adınızı veya e-posta adresinizi girin.',
      });
    }
  });
});
