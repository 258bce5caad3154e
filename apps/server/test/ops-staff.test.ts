import { BACKOFFICE_MESSAGES } from '@bnw/contract/backoffice';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffCommand } from '../src/ops/staff-command.js';
import { settableClock } from './content-fixtures.js';
import { captureOutput } from './support/console.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { STAFF_PASSWORD, codeAt, staffCall, staffLogin } from './backoffice-support.js';

/** `npm run ops -- staff …`: add with a set-up link, list, lock, unlock, reset; bad arguments change nothing. */
const clock = settableClock(new Date('2026-11-23T08:00:00.000Z'));
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

const linkIn = (lines: string[]) => {
  const match = /\/backoffice\/setup\?token=([0-9a-f]{64})/.exec(lines.join('\n'));
  if (!match) throw new Error(`no link in ${lines.join('\n')}`);
  return match[1]!;
};
const staffCount = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('staff_users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Uses a set-up link as the staff member would, and answers the authenticator's key. */
async function setUp(token: string): Promise<string> {
  const started = await staffCall<{ secret: string }>(app, 'bo_auth.setup_start', { token });
  clock.advance(30_000);
  const done = await staffCall(app, 'bo_auth.setup_finish', {
    token,
    password: STAFF_PASSWORD,
    code: await codeAt(started.data.secret, clock.now()),
  });
  expect(done.result).toBe(true);
  return started.data.secret;
}

describe('staff commands', () => {
  it('adds a staff member with a one-time set-up link stored only as its hash', async () => {
    const output = captureOutput();
    expect(await staffCommand(['add', 'Ilk.Yonetici', 'yonetici@ornek.com.tr', 'administrator'], app.services)).toBe(0);
    expect(output[0]).toBe('Personel eklendi: ilk.yonetici (administrator)');
    const token = linkIn(output);
    const row = await app.services.db
      .selectFrom('staff_users')
      .selectAll()
      .where('username', '=', 'ilk.yonetici')
      .executeTakeFirstOrThrow();
    expect(row.setup_token_hash).not.toBe(token);
    expect(row.setup_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.password_hash).toBeNull();
    await setUp(token);
  });

  it('refuses bad arguments in Turkish and adds nobody', async () => {
    const before = await staffCount();
    const output = captureOutput();
    expect(await staffCommand(['add', 'ilk.yonetici', 'x@ornek.com.tr', 'support'], app.services)).toBe(1);
    expect(await staffCommand(['add', 'yeni.kisi', 'x@ornek.com.tr', 'patron'], app.services)).toBe(1);
    expect(await staffCommand(['add', 'yeni.kisi', 'adres-değil', 'support'], app.services)).toBe(1);
    expect(await staffCommand(['add', '1abc', 'x@ornek.com.tr', 'support'], app.services)).toBe(1);
    expect(await staffCommand(['fire', 'yeni.kisi'], app.services)).toBe(2);
    expect(output).toEqual([
      '"ilk.yonetici" adlı bir personel zaten var.',
      'Rol şunlardan biri olmalı: administrator, finance, content, support, auditor.',
      'E-posta adresi geçersiz.',
      'Kullanıcı adı 3–32 karakter olmalı: küçük harf ile başlar; harf, rakam, . _ - içerir.',
      expect.stringContaining('Kullanım: staff add'),
    ]);
    expect(await staffCount()).toBe(before);
  });

  it('lists, locks (ending the sessions), unlocks, and resets with a new link', async () => {
    let output = captureOutput();
    expect(await staffCommand(['add', 'destek.bir', 'destek@ornek.com.tr', 'support'], app.services)).toBe(0);
    const secret = await setUp(linkIn(output));
    const member = { username: 'destek.bir', password: STAFF_PASSWORD, secret };
    const sid = await staffLogin(app, clock, member);

    output = captureOutput();
    expect(await staffCommand(['list'], app.services)).toBe(0);
    expect(output.find((line) => line.startsWith('destek.bir'))).toMatch(
      /^destek\.bir\tdestek@ornek\.com\.tr\tsupport\tetkin/,
    );

    output = captureOutput();
    expect(await staffCommand(['lock', 'destek.bir'], app.services)).toBe(0);
    expect(output).toEqual(['destek.bir kilitlendi; 1 oturum kapatıldı, 0 açık talep atamasız kaldı.']);
    expect((await staffCall(app, 'bo_auth.me', {}, { sid })).result).toBe(false);
    clock.advance(30_000);
    const locked = await staffCall(app, 'bo_auth.login', {
      username: 'destek.bir',
      password: STAFF_PASSWORD,
      code: await codeAt(secret, clock.now()),
    });
    expect(locked.code).toBe(BACKOFFICE_MESSAGES.staffLocked.code);

    expect(await staffCommand(['unlock', 'destek.bir'], app.services)).toBe(0);
    const again = await staffLogin(app, clock, member);

    output = captureOutput();
    expect(await staffCommand(['reset', 'destek.bir'], app.services)).toBe(0);
    const token = linkIn(output);
    expect((await staffCall(app, 'bo_auth.me', {}, { sid: again })).result).toBe(false);
    await expect(staffLogin(app, clock, member)).rejects.toThrow();
    const newSecret = await setUp(token);
    await staffLogin(app, clock, { ...member, secret: newSecret });

    output = captureOutput();
    expect(await staffCommand(['lock', 'kimse'], app.services)).toBe(1);
    expect(await staffCommand(['reset', 'kimse'], app.services)).toBe(1);
    expect(output).toEqual(['"kimse" adlı personel bulunamadı.', '"kimse" adlı personel bulunamadı.']);
  });
});
