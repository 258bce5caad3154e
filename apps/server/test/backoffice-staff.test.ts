import { MESSAGES, type Ticket, playerTopic } from '@bnw/contract';
import { BACKOFFICE_MESSAGES, STAFF_LIMITS, methodsOfRole } from '@bnw/contract/backoffice';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settableClock } from './content-fixtures.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import {
  STAFF_PASSWORD,
  type TestStaff,
  addStaffMember,
  asStaff,
  codeAt,
  readyStaff,
  staffCall,
  staffLogin,
} from './backoffice-support.js';

/**
 * Staff accounts and the back office's first calls through the real app: the set-up link
 * (single use, expiring), login with the authenticator, the attempt limit under a parallel burst,
 * session expiry by the test's clock, the ticket answer reaching the player, maintenance, and
 * the append-only staff audit. Every refusal answers its Turkish message and changes nothing.
 */
const clock = settableClock(new Date('2026-11-23T08:00:00.000Z'));
let app: TestApp;
let admin: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await readyStaff(app, clock, 'ayse.admin', 'administrator');
  support = await readyStaff(app, clock, 'mehmet.destek', 'support');
}, 60_000);
afterAll(() => app.close());

const code = (key: keyof typeof BACKOFFICE_MESSAGES) => BACKOFFICE_MESSAGES[key].code;
const staffRow = (id: number) =>
  app.services.db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the set-up link', () => {
  it('shows one key until used, refuses a wrong code without change, works once, and not after it expires', async () => {
    const { id, token } = await addStaffMember(app, 'zeynep.icerik', 'content');
    const first = await staffCall<{ secret: string; otpauthUri: string; qrDataUrl: string }>(
      app,
      'bo_auth.setup_start',
      { token },
    );
    const again = await staffCall<{ secret: string }>(app, 'bo_auth.setup_start', { token });
    expect(first.result).toBe(true);
    expect(again.data.secret).toBe(first.data.secret);
    expect(first.data.otpauthUri).toContain('otpauth://totp/');
    expect(first.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await staffCall(app, 'bo_auth.setup_finish', { token, password: STAFF_PASSWORD, code: '000000' });
    expect([wrong.code, wrong.message]).toEqual([code('staffCodeInvalid'), BACKOFFICE_MESSAGES.staffCodeInvalid.tr]);
    expect((await staffRow(id)).password_hash).toBeNull();

    const short = await staffCall(app, 'bo_auth.setup_finish', { token, password: 'kısa', code: '123456' });
    expect(short.code).toBe(code('staffPasswordInvalid'));

    const done = await staffCall(app, 'bo_auth.setup_finish', {
      token,
      password: STAFF_PASSWORD,
      code: await codeAt(first.data.secret, clock.now()),
    });
    expect(done.result).toBe(true);
    const row = await staffRow(id);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.setup_token_hash).toBeNull();
    expect(row.totp_secret).toBe(first.data.secret);

    clock.advance(30_000);
    const reused = await staffCall(app, 'bo_auth.setup_finish', {
      token,
      password: 'Başka-Şifre-2026!',
      code: await codeAt(first.data.secret, clock.now()),
    });
    expect(reused.code).toBe(code('staffSetupLinkInvalid'));
    expect((await staffRow(id)).password_hash).toBe(row.password_hash);

    const late = await addStaffMember(app, 'gec.kalan', 'finance');
    clock.advance(STAFF_LIMITS.setupLinkMs + 1);
    const expired = await staffCall(app, 'bo_auth.setup_start', { token: late.token });
    expect(expired.code).toBe(code('staffSetupLinkInvalid'));
    const malformed = await staffCall(app, 'bo_auth.setup_start', { token: 'abc' });
    expect([malformed.code, malformed.message]).toEqual([
      code('staffTokenInvalid'),
      BACKOFFICE_MESSAGES.staffTokenInvalid.tr,
    ]);
  });
});

describe('login and sessions', () => {
  it('needs the password and a fresh code; a code works once; me tells the role and its calls', async () => {
    clock.advance(30_000);
    const now = await codeAt(admin.secret, clock.now());
    const wrongCode = await staffCall(app, 'bo_auth.login', {
      username: admin.username,
      password: admin.password,
      code: now === '000000' ? '111111' : '000000',
    });
    expect([wrongCode.code, wrongCode.message]).toEqual([
      code('staffFailedLogin'),
      BACKOFFICE_MESSAGES.staffFailedLogin.tr,
    ]);
    const wrongPassword = await staffCall(app, 'bo_auth.login', {
      username: admin.username,
      password: 'yanlış-şifre-123',
      code: now,
    });
    expect(wrongPassword.code).toBe(code('staffFailedLogin'));
    const ok = await staffCall<{ sid: string; staff: { role: string } }>(app, 'bo_auth.login', {
      username: 'AYSE.ADMIN',
      password: admin.password,
      code: now,
    });
    expect(ok.result).toBe(true);
    expect(ok.data.staff.role).toBe('administrator');
    const replay = await staffCall(app, 'bo_auth.login', {
      username: admin.username,
      password: admin.password,
      code: now,
    });
    expect(replay.code).toBe(code('staffFailedLogin'));

    const me = await staffCall<{ staff: { username: string }; methods: string[] }>(
      app,
      'bo_auth.me',
      {},
      {
        sid: ok.data.sid,
      },
    );
    expect(me.data.staff.username).toBe('ayse.admin');
    expect(me.data.methods).toEqual(methodsOfRole('administrator'));
    support.sid = await staffLogin(app, clock, support); // the set-up test moved a day on
    const supportMe = await staffCall<{ methods: string[] }>(app, 'bo_auth.me', {}, asStaff(support));
    expect(supportMe.data.methods).not.toContain('bo_ops.maintenance_set');
  });

  it('ends a session after 30 idle minutes and after 8 hours however busy', async () => {
    const sid = await staffLogin(app, clock, admin);
    clock.advance(STAFF_LIMITS.sessionIdleMs - 1000);
    expect((await staffCall(app, 'bo_auth.me', {}, { sid })).result).toBe(true);
    clock.advance(STAFF_LIMITS.sessionIdleMs + 1000);
    const idle = await staffCall(app, 'bo_auth.me', {}, { sid });
    expect([idle.code, idle.message]).toEqual([
      code('staffSessionExpired'),
      BACKOFFICE_MESSAGES.staffSessionExpired.tr,
    ]);

    const busy = await staffLogin(app, clock, admin);
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await staffCall(app, 'bo_auth.me', {}, { sid: busy })).result, `${minutes}`).toBe(true);
    }
    clock.advance(20 * 60_000);
    expect((await staffCall(app, 'bo_auth.me', {}, { sid: busy })).code).toBe(code('staffSessionExpired'));
    admin.sid = await staffLogin(app, clock, admin);
    support.sid = await staffLogin(app, clock, support);
  });

  it('refuses a staff session on the player panel and a player session on the back office', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const onBackoffice = await staffCall(app, 'bo_auth.me', {}, user);
    expect(onBackoffice.code).toBe(code('staffSessionMissing'));
    const onPlayerSite = await app.call('user', 'get_user_profile', {}, { sid: admin.sid });
    expect(onPlayerSite.result).toBe(false);
    expect(onPlayerSite.code).toBe(MESSAGES.noPermission.code);
    const playerMethod = await staffCall(app, 'user.get_user_profile', {}, asStaff(admin));
    expect(playerMethod.code).toBe(MESSAGES.unknownMethod.code);
  });

  it('locks out after five failures under a parallel burst, even the right password', async () => {
    const target = await readyStaff(app, clock, 'hedef.kisi', 'finance');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        staffCall(
          app,
          'bo_auth.login',
          { username: target.username, password: `yanlış-şifre-${index}`, code: '123456' },
          undefined,
          `10.9.0.${index + 1}`,
        ),
      ),
    );
    const codes = burst.map((answer) => answer.code);
    expect(codes.filter((value) => value === code('staffFailedLogin'))).toHaveLength(5);
    expect(codes.filter((value) => value === MESSAGES.tooManyAttempts.code)).toHaveLength(15);
    clock.advance(30_000);
    const right = await staffCall(app, 'bo_auth.login', {
      username: target.username,
      password: target.password,
      code: await codeAt(target.secret, clock.now()),
    });
    expect(right.code).toBe(MESSAGES.tooManyAttempts.code);
    const failures = await app.services.db
      .selectFrom('staff_audit')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('username', '=', target.username)
      .where('outcome', '=', 'refused')
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(5);
  });

  it('changes the password with the current one and a code, ending the other sessions', async () => {
    const member = await readyStaff(app, clock, 'sifre.degisen', 'auditor');
    const other = await staffLogin(app, clock, member);
    clock.advance(30_000);
    const wrong = await staffCall(
      app,
      'bo_auth.change_password',
      {
        currentPassword: 'yanlış-şifre-123',
        newPassword: 'Yeni-Güçlü-Şifre-1',
        code: await codeAt(member.secret, clock.now()),
      },
      asStaff(member),
    );
    expect([wrong.code, wrong.message]).toEqual([
      code('staffCurrentPasswordWrong'),
      BACKOFFICE_MESSAGES.staffCurrentPasswordWrong.tr,
    ]);
    expect((await staffCall(app, 'bo_auth.me', {}, { sid: other })).result).toBe(true);
    clock.advance(30_000);
    const changed = await staffCall<{ endedSessions: number }>(
      app,
      'bo_auth.change_password',
      {
        currentPassword: member.password,
        newPassword: 'Yeni-Güçlü-Şifre-1',
        code: await codeAt(member.secret, clock.now()),
      },
      asStaff(member),
    );
    expect(changed.data).toEqual({ endedSessions: 1 });
    expect((await staffCall(app, 'bo_auth.me', {}, { sid: other })).code).toBe(code('staffSessionExpired'));
    expect((await staffCall(app, 'bo_auth.me', {}, asStaff(member))).result).toBe(true);
    await expect(staffLogin(app, clock, member)).rejects.toThrow();
    await staffLogin(app, clock, { ...member, password: 'Yeni-Güçlü-Şifre-1' });
  });
});

describe('tickets for staff', () => {
  it('queue, thread, assign and an answer that reaches the player, then closing', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const opened = await app.call<Ticket>(
      'tickets',
      'open',
      { category: 'deposit', subject: 'Yatırım görünmüyor', message: 'Havale yaptım, bakiye gelmedi.' },
      user,
    );
    const ticketID = opened.data.ID;
    const queue = await staffCall<{ tickets: Array<{ ID: number; PlayerUsername: string }> }>(
      app,
      'bo_tickets.list',
      { status: 'open', assigned: 'unassigned' },
      asStaff(support),
    );
    expect(queue.data.tickets.map((ticket) => ticket.ID)).toContain(ticketID);
    const tooMany = await staffCall(app, 'bo_tickets.list', { limit: 51 }, asStaff(support));
    expect([tooMany.code, tooMany.message]).toEqual([
      code('staffPageInvalid'),
      BACKOFFICE_MESSAGES.staffPageInvalid.tr,
    ]);

    const assigned = await staffCall<{ AssignedStaffUsername: string }>(
      app,
      'bo_tickets.assign',
      { ticketID, staffID: support.id },
      asStaff(admin),
    );
    expect(assigned.data.AssignedStaffUsername).toBe('mehmet.destek');
    const mine = await staffCall<{ tickets: Array<{ ID: number }> }>(
      app,
      'bo_tickets.list',
      { assigned: 'me' },
      asStaff(support),
    );
    expect(mine.data.tickets.map((ticket) => ticket.ID)).toEqual([ticketID]);
    const nobody = await staffCall(app, 'bo_tickets.assign', { ticketID, staffID: 999_999 }, asStaff(admin));
    expect(nobody.code).toBe(code('staffAssigneeNotFound'));

    // The player's open pages hear of the answer at once (their WebSocket topic), not of a refusal.
    const pushed: unknown[] = [];
    const { user_id: playerId } = await app.services.db
      .selectFrom('support_tickets')
      .select('user_id')
      .where('id', '=', ticketID)
      .executeTakeFirstOrThrow();
    const stopListening = app.services.presence.subscribe(playerTopic(playerId), (message) => pushed.push(message));
    const empty = await staffCall(app, 'bo_tickets.answer', { ticketID, message: '   ' }, asStaff(support));
    expect(empty.code).toBe(MESSAGES.ticketMessageInvalid.code);
    expect(pushed).toEqual([]);
    const answer = await staffCall<{ ticket: { Status: string } }>(
      app,
      'bo_tickets.answer',
      { ticketID, message: 'Havaleniz onaylandı, bakiyenize geçti.' },
      asStaff(support),
    );
    expect(answer.data.ticket.Status).toBe('answered');
    await vi.waitFor(() => expect(pushed).toEqual([{ kind: 'notifications' }]));
    stopListening();
    const stored = await app.services.db
      .selectFrom('support_messages')
      .select('staff_id')
      .where('ticket_id', '=', ticketID)
      .where('author_kind', '=', 'staff')
      .executeTakeFirstOrThrow();
    expect(stored.staff_id).toBe(support.id);

    // The player's notification: the ticket with its unread staff answer.
    const unread = await app.call<{ tickets: Ticket[]; unreadTickets: number }>(
      'tickets',
      'list',
      { unreadOnly: true },
      user,
    );
    expect(unread.data.tickets.map((ticket) => [ticket.ID, ticket.Status, ticket.UnreadAnswers])).toEqual([
      [ticketID, 'answered', 1],
    ]);
    const thread = await staffCall<{ messages: Array<{ Author: string; StaffUsername: string | null }> }>(
      app,
      'bo_tickets.get',
      { ticketID },
      asStaff(admin),
    );
    expect(thread.data.messages.map((message) => [message.Author, message.StaffUsername])).toEqual([
      ['player', null],
      ['staff', 'mehmet.destek'],
    ]);

    const closed = await staffCall<{ Status: string }>(app, 'bo_tickets.close', { ticketID }, asStaff(support));
    expect(closed.data.Status).toBe('closed');
    const again = await staffCall(app, 'bo_tickets.answer', { ticketID, message: 'Ek bilgi' }, asStaff(support));
    expect(again.code).toBe(MESSAGES.ticketClosed.code);
  });
});

describe('maintenance from the back office', () => {
  it('switches the site as the operator command does, and the back office keeps answering', async () => {
    const player = await createPlayer(app);
    const on = await staffCall<{ enabled: boolean }>(
      app,
      'bo_ops.maintenance_set',
      { enabled: true, message: 'Kısa bir bakım yapıyoruz.' },
      asStaff(admin),
    );
    expect(on.data.enabled).toBe(true);
    expect(await app.services.maintenance.state()).toEqual({ enabled: true, message: 'Kısa bir bakım yapıyoruz.' });
    const playerCall = await app.call('user', 'login', { username: player.username, password: player.password });
    expect(playerCall.code).toBe(MESSAGES.maintenance.code);
    expect((await staffCall(app, 'bo_ops.maintenance_get', {}, asStaff(support))).result).toBe(true);
    const tooLong = await staffCall(
      app,
      'bo_ops.maintenance_set',
      { enabled: true, message: 'x'.repeat(501) },
      asStaff(admin),
    );
    expect(tooLong.code).toBe(code('staffMaintenanceMessageInvalid'));
    const off = await staffCall(app, 'bo_ops.maintenance_set', { enabled: false, message: null }, asStaff(admin));
    expect(off.result).toBe(true);
    expect(await app.services.maintenance.isOn()).toBe(false);
  });
});

describe('the staff audit', () => {
  it('has an entry for each staff action, is searchable, bounded, and cannot be changed or removed', async () => {
    const list = await staffCall<{ entries: Array<{ method: string; username: string; outcome: string }> }>(
      app,
      'bo_audit.list',
      { username: 'ayse.admin', limit: 100 },
      asStaff(admin),
    );
    const methods = new Set(list.data.entries.map((entry) => entry.method));
    for (const method of ['bo_auth.login', 'bo_tickets.assign', 'bo_ops.maintenance_set', 'bo_auth.setup_finish']) {
      expect(methods, method).toContain(method);
    }
    const tickets = await staffCall<{ entries: Array<{ method: string; target: string | null }> }>(
      app,
      'bo_audit.list',
      { method: 'bo_tickets', username: 'mehmet.destek' },
      asStaff(admin),
    );
    expect(tickets.data.entries.map((entry) => entry.method).sort()).toEqual([
      // The answer, and the one refused on the closed ticket (the blank one never reached a use case).
      'bo_tickets.answer',
      'bo_tickets.answer',
      'bo_tickets.close',
    ]);
    expect(tickets.data.entries.every((entry) => entry.target?.startsWith('ticket:'))).toBe(true);
    const big = await staffCall(app, 'bo_audit.list', { limit: 101 }, asStaff(admin));
    expect(big.code).toBe(code('staffPageInvalid'));

    await expect(sql`UPDATE staff_audit SET outcome = 'ok'`.execute(app.services.db)).rejects.toThrow(/append only/);
    await expect(sql`DELETE FROM staff_audit`.execute(app.services.db)).rejects.toThrow(/append only/);
    const after = await staffCall<{ pagination: { total: number } }>(app, 'bo_audit.list', {}, asStaff(admin));
    expect(after.data.pagination.total).toBeGreaterThan(10);
  });
});
