import { BACKOFFICE_MESSAGES, type StaffAuditEntry } from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { settableClock } from './content-fixtures.js';
import { createPlayer } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The staff audit says what happened, not only to whom: a change keeps its before and after, the
 * amount and the reason (or, when its use case says nothing more, the input as sent, without
 * secrets); a read of a player's personal data is recorded; the list names each call in Turkish
 * and English for staff to read.
 */
const clock = settableClock(new Date('2026-11-23T08:00:00.000Z'));
let app: TestApp;
let admin: TestStaff;
let finance: TestStaff;
let support: TestStaff;
let auditor: TestStaff;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await readyStaff(app, clock, 'iz.yonetici', 'administrator');
  finance = await readyStaff(app, clock, 'iz.finans', 'finance');
  support = await readyStaff(app, clock, 'iz.destek', 'support');
  auditor = await readyStaff(app, clock, 'iz.denetci', 'auditor');
}, 60_000);
afterAll(() => app.close());

async function newPlayerId(): Promise<number> {
  const player = await createPlayer(app);
  const row = await app.services.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', player.username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest audit entry of a call, as bo_audit.list answers it to the auditor. */
async function lastEntry(method: string): Promise<StaffAuditEntry & { parsed: Record<string, unknown> | null }> {
  const listed = await staffCall<{ entries: StaffAuditEntry[] }>(
    app,
    'bo_audit.list',
    { method, limit: 1 },
    asStaff(auditor),
  );
  const entry = listed.data.entries[0]!;
  expect(entry.method).toBe(method);
  return { ...entry, parsed: entry.detail === null ? null : (JSON.parse(entry.detail) as Record<string, unknown>) };
}

describe('what the staff audit records', () => {
  it('keeps an adjustment’s amount, reason and the cash balance before and after', async () => {
    const playerID = await newPlayerId();
    const answer = await staffCall(
      app,
      'bo_players.adjust',
      {
        playerID,
        direction: 'credit',
        amountKurus: 12_345,
        reason: 'Kayıp tur iadesi',
        requestID: 'iz-ayar-0001',
      },
      asStaff(finance),
    );
    expect(answer.result, answer.message).toBe(true);
    const entry = await lastEntry('bo_players.adjust');
    expect(entry.target).toBe(`player:${playerID}`);
    expect(entry.action).toEqual({ tr: 'Bakiye düzeltme', en: 'Balance adjustment' });
    expect(entry.parsed).toMatchObject({ direction: 'credit', amountKurus: 12_345, reason: 'Kayıp tur iadesi' });
    const before = (entry.parsed!.before as { cashBalanceKurus: number }).cashBalanceKurus;
    const after = (entry.parsed!.after as { cashBalanceKurus: number }).cashBalanceKurus;
    expect(after - before).toBe(12_345);

    // A refused one keeps what was asked.
    await staffCall(
      app,
      'bo_players.adjust',
      { playerID, direction: 'debit', amountKurus: 99_999_999, reason: 'Fazla düşüm', requestID: 'iz-ayar-0002' },
      asStaff(finance),
    );
    const refused = await lastEntry('bo_players.adjust');
    expect(refused.outcome).toBe('refused');
    expect(refused.parsed).toMatchObject({ input: { amountKurus: 99_999_999, reason: 'Fazla düşüm' } });
  });

  it('keeps a player lock’s status before and after and its reason', async () => {
    const playerID = await newPlayerId();
    await staffCall(app, 'bo_players.lock', { playerID, reason: 'Şüpheli giriş denemeleri' }, asStaff(support));
    const entry = await lastEntry('bo_players.lock');
    expect(entry.parsed).toEqual({
      before: { status: 'active' },
      after: { status: 'inactive' },
      reason: 'Şüpheli giriş denemeleri',
      endedSessions: 0,
    });
  });

  it('keeps the threshold and a payment method before and after', async () => {
    await staffCall(app, 'bo_payments.settings_set', { fourEyesThresholdKurus: 250_000 }, asStaff(admin));
    expect((await lastEntry('bo_payments.settings_set')).parsed).toEqual({
      before: { fourEyesThresholdKurus: 1_000_000 },
      after: { fourEyesThresholdKurus: 250_000 },
    });
    const method = await app.services.db
      .selectFrom('cash_methods')
      .selectAll()
      .where('code', '=', 'bank_transfer_deposit')
      .executeTakeFirstOrThrow();
    await staffCall(
      app,
      'bo_payments.method_update',
      { methodID: method.id, active: true, minKurus: 20_000, maxKurus: Number(method.max_kurus), sortOrder: 1 },
      asStaff(finance),
    );
    const entry = await lastEntry('bo_payments.method_update');
    expect(entry.parsed).toMatchObject({
      before: { minKurus: Number(method.min_kurus) },
      after: { minKurus: 20_000 },
    });
  });

  it('keeps the input of a change whose use case says no more, without passwords or codes', async () => {
    await staffCall(app, 'bo_ops.maintenance_set', { enabled: true, message: 'Kısa bakım' }, asStaff(admin));
    expect((await lastEntry('bo_ops.maintenance_set')).parsed).toEqual({
      before: { enabled: false, message: null },
      after: { enabled: true, message: 'Kısa bakım' },
    });
    await staffCall(app, 'bo_ops.maintenance_set', { enabled: false }, asStaff(admin));

    await staffCall(
      app,
      'bo_ops.social_link_set',
      { network: 'instagram', url: 'https://www.instagram.com/ornekcasino' },
      asStaff(admin),
    );
    expect((await lastEntry('bo_ops.social_link_set')).parsed).toEqual({
      input: { network: 'instagram', url: 'https://www.instagram.com/ornekcasino' },
    });

    await staffCall(
      app,
      'bo_auth.change_password',
      { currentPassword: 'yanlış-şifre-123', newPassword: 'Yeni-Güçlü-Şifre-1', code: '123456' },
      asStaff(auditor),
    );
    const rows = await app.services.db
      .selectFrom('staff_audit')
      .select('detail')
      .where('method', '=', 'bo_auth.change_password')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.detail ?? '').not.toMatch(/şifre|Şifre|123456/);
  });

  it('records who read a player’s personal data: the profile and the sessions, not the lists', async () => {
    const playerID = await newPlayerId();
    await staffCall(app, 'bo_players.get', { playerID }, asStaff(support));
    await staffCall(app, 'bo_players.sessions', { playerID }, asStaff(support));
    await staffCall(app, 'bo_players.export', { query: 'ayşe' }, asStaff(support));
    const reads = await app.services.db
      .selectFrom('staff_audit')
      .select(['username', 'method', 'target', 'outcome', 'detail'])
      .where('username', '=', 'iz.destek')
      .where('method', 'in', ['bo_players.get', 'bo_players.sessions', 'bo_players.export'])
      .orderBy('id')
      .execute();
    expect(reads).toEqual([
      {
        username: 'iz.destek',
        method: 'bo_players.get',
        target: `player:${playerID}`,
        outcome: 'ok',
        detail: '{"read":"profile"}',
      },
      {
        username: 'iz.destek',
        method: 'bo_players.sessions',
        target: `player:${playerID}`,
        outcome: 'ok',
        detail: '{"read":"sessions"}',
      },
      {
        username: 'iz.destek',
        method: 'bo_players.export',
        target: null,
        outcome: 'ok',
        detail: '{"read":"export","query":"ayşe"}',
      },
    ]);
    const searches = await app.services.db
      .selectFrom('staff_audit')
      .select('id')
      .where('method', 'in', ['bo_players.search', 'bo_players.balances'])
      .execute();
    expect(searches).toEqual([]);
  });

  it('names each call for staff in Turkish and English', async () => {
    await staffCall(app, 'bo_staff.lock', { staffID: 999_999 }, asStaff(admin));
    const entry = await lastEntry('bo_staff.lock');
    expect(entry.action).toEqual({ tr: 'Personel kilitleme', en: 'Staff lock' });
    expect(entry.code).toBe(BACKOFFICE_MESSAGES.staffMemberNotFound.code);
    const denied = await staffCall(app, 'bo_content.slider_save', {}, asStaff(finance));
    expect(denied.code).toBe(BACKOFFICE_MESSAGES.staffForbidden.code);
    const slider = await lastEntry('bo_content.slider_save');
    expect([slider.action.tr, slider.outcome, slider.detail]).toEqual(['Slayt kaydetme', 'denied', null]);
  });
});
