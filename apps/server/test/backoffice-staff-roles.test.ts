import type { Ticket } from '@bnw/contract';
import { BACKOFFICE_MESSAGES, type BackofficeMethodOutput, type StaffRole } from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffSessionService } from '../src/auth/staff-sessions.js';
import { setStaffStatus } from '../src/modules/staff/index.js';
import { releaseAssignments } from '../src/modules/support/index.js';
import { settableClock } from './content-fixtures.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestStaff, asStaff, readyStaff, staffCall, staffLogin } from './backoffice-support.js';

/**
 * Who a ticket may go to, and who may change a staff member's role: tickets are assigned only to
 * active staff whose role answers tickets (administrator, support), checked by the assigning
 * statement itself; an administrator changes another member's role, audited; the site always keeps
 * one active administrator, even when two administrators lock or demote each other at the same
 * moment (bursts through the real app; on PostgreSQL truly parallel).
 */
const clock = settableClock(new Date('2026-11-23T08:00:00.000Z'));
let app: TestApp;
const staff = {} as Record<'admin' | 'admin2' | 'support' | 'content' | 'finance' | 'auditor', TestStaff>;
let tickets: number[] = [];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const members: Array<[keyof typeof staff, string, StaffRole]> = [
    ['admin', 'rol.yonetici', 'administrator'],
    ['admin2', 'rol.yonetici2', 'administrator'],
    ['support', 'rol.destek', 'support'],
    ['content', 'rol.icerik', 'content'],
    ['finance', 'rol.finans', 'finance'],
    ['auditor', 'rol.denetci', 'auditor'],
  ];
  for (const [key, username, role] of members) staff[key] = await readyStaff(app, clock, username, role);
  tickets = await openTickets(8);
}, 120_000);
afterAll(() => app.close());

const message = (key: keyof typeof BACKOFFICE_MESSAGES) => BACKOFFICE_MESSAGES[key];

/** Open tickets of fresh players (a player opens at most five a day). */
async function openTickets(count: number): Promise<number[]> {
  const ids: number[] = [];
  let user = (await loginAs(app, await createPlayer(app))).user;
  for (let n = 0; n < count; n += 1) {
    if (n > 0 && n % 4 === 0) user = (await loginAs(app, await createPlayer(app))).user;
    const opened = await app.call<Ticket>(
      'tickets',
      'open',
      { category: 'technical', subject: `Sorun ${n}`, message: 'Oyun açılmıyor.' },
      user,
    );
    if (!opened.result) throw new Error(opened.message);
    ids.push(opened.data.ID);
  }
  return ids;
}

async function assigneeOf(ticketId: number): Promise<number | null> {
  const row = await app.services.db
    .selectFrom('support_tickets')
    .select('assigned_staff_id')
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return row.assigned_staff_id;
}

/** Open tickets held by someone who cannot answer them (locked, or a role that never sees tickets). */
async function parkedTickets(): Promise<number> {
  const rows = await app.services.db
    .selectFrom('support_tickets')
    .innerJoin('staff_users', 'staff_users.id', 'support_tickets.assigned_staff_id')
    .select('support_tickets.id')
    .where('support_tickets.status', '<>', 'closed')
    .where((eb) =>
      eb.or([eb('staff_users.status', '<>', 'active'), eb('staff_users.role', 'not in', ['administrator', 'support'])]),
    )
    .execute();
  return rows.length;
}

const activeAdministrators = async () =>
  (
    await app.services.db
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'administrator')
      .where('status', '=', 'active')
      .execute()
  ).length;

async function setRow(member: TestStaff, values: { role?: StaffRole; status?: 'active' | 'locked' }) {
  await app.services.db.updateTable('staff_users').set(values).where('id', '=', member.id).execute();
}

describe('ticket assignment', () => {
  it('offers only active administrators and support staff to assign a ticket to', async () => {
    const listed = await staffCall<BackofficeMethodOutput<'bo_staff.list'>>(
      app,
      'bo_staff.list',
      {},
      asStaff(staff.support),
    );
    expect(listed.result).toBe(true);
    expect(new Set(listed.data.staff.map((member) => member.role))).toEqual(new Set(['administrator', 'support']));
    expect(listed.data.staff.map((member) => member.username)).toEqual(
      expect.arrayContaining(['rol.yonetici', 'rol.yonetici2', 'rol.destek']),
    );
    const names = listed.data.staff.map((member) => member.username);
    expect(names).toEqual([...names].sort());
  });

  it('refuses a ticket to content, finance or auditor staff, to a locked member and to nobody known, in Turkish', async () => {
    const ticketID = tickets[0]!;
    for (const member of [staff.content, staff.finance, staff.auditor]) {
      const refused = await staffCall(app, 'bo_tickets.assign', { ticketID, staffID: member.id }, asStaff(staff.admin));
      expect([refused.result, refused.code, refused.message]).toEqual([
        false,
        message('staffAssigneeCannotAnswer').code,
        message('staffAssigneeCannotAnswer').tr,
      ]);
      expect(await assigneeOf(ticketID)).toBeNull();
    }
    const unknown = await staffCall(app, 'bo_tickets.assign', { ticketID, staffID: 999_999 }, asStaff(staff.admin));
    expect(unknown.code).toBe(message('staffAssigneeNotFound').code);

    const locked = await readyStaff(app, clock, 'rol.kilitli', 'support');
    await setRow(locked, { status: 'locked' });
    const toLocked = await staffCall(app, 'bo_tickets.assign', { ticketID, staffID: locked.id }, asStaff(staff.admin));
    expect(toLocked.code).toBe(message('staffAssigneeCannotAnswer').code);
    expect(await assigneeOf(ticketID)).toBeNull();

    const given = await staffCall(
      app,
      'bo_tickets.assign',
      { ticketID, staffID: staff.support.id },
      asStaff(staff.admin),
    );
    expect(given.result).toBe(true);
    expect(await assigneeOf(ticketID)).toBe(staff.support.id);
  });
});

describe('a staff member’s role', () => {
  it('is changed by an administrator, audited with before and after; open tickets go back to the queue', async () => {
    const member = await readyStaff(app, clock, 'rol.gecis', 'support');
    const [mine, closedOne] = await openTickets(2);
    await staffCall(app, 'bo_tickets.assign', { ticketID: mine, staffID: member.id }, asStaff(staff.admin));
    await staffCall(app, 'bo_tickets.assign', { ticketID: closedOne, staffID: member.id }, asStaff(staff.admin));
    await staffCall(app, 'bo_tickets.close', { ticketID: closedOne }, asStaff(staff.admin));

    const changed = await staffCall<BackofficeMethodOutput<'bo_staff.set_role'>>(
      app,
      'bo_staff.set_role',
      { staffID: member.id, role: 'finance' },
      asStaff(staff.admin),
    );
    expect([changed.result, changed.message]).toEqual([true, message('staffRoleChanged').tr]);
    expect(changed.data).toEqual({ id: member.id, role: 'finance', previousRole: 'support', releasedTickets: 1 });
    expect(await assigneeOf(mine!)).toBeNull();
    // A closed ticket keeps its last assignee: it is history, not work waiting.
    expect(await assigneeOf(closedOne!)).toBe(member.id);

    // The new role applies at the member's next call.
    const me = await staffCall<{ staff: { role: string } }>(app, 'bo_auth.me', {}, asStaff(member));
    expect(me.data.staff.role).toBe('finance');
    const queue = await staffCall(app, 'bo_tickets.list', {}, asStaff(member));
    expect(queue.code).toBe(message('staffForbidden').code);

    const audit = await app.services.db
      .selectFrom('staff_audit')
      .select(['target', 'outcome', 'detail'])
      .where('method', '=', 'bo_staff.set_role')
      .where('outcome', '=', 'ok')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`staff:${member.id}`);
    expect(JSON.parse(audit.detail!)).toMatchObject({
      before: { role: 'support', status: 'active' },
      after: { role: 'finance', status: 'active' },
      releasedTickets: 1,
    });
  });

  it('refuses one’s own role, an unknown member, a bad role, and every role but the administrator, changing nothing', async () => {
    const own = await staffCall(
      app,
      'bo_staff.set_role',
      { staffID: staff.admin.id, role: 'support' },
      asStaff(staff.admin),
    );
    expect([own.code, own.message]).toEqual([message('staffSelfChange').code, message('staffSelfChange').tr]);
    const unknown = await staffCall(
      app,
      'bo_staff.set_role',
      { staffID: 999_999, role: 'support' },
      asStaff(staff.admin),
    );
    expect(unknown.code).toBe(message('staffMemberNotFound').code);
    const bad = await staffCall(
      app,
      'bo_staff.set_role',
      { staffID: staff.content.id, role: 'patron' },
      asStaff(staff.admin),
    );
    expect([bad.code, bad.message]).toEqual([message('staffRoleInvalid').code, message('staffRoleInvalid').tr]);
    for (const caller of [staff.support, staff.finance, staff.content, staff.auditor]) {
      const denied = await staffCall(
        app,
        'bo_staff.set_role',
        { staffID: staff.content.id, role: 'administrator' },
        asStaff(caller),
      );
      expect(denied.code).toBe(message('staffForbidden').code);
    }
    const row = await app.services.db
      .selectFrom('staff_users')
      .select('role')
      .where('id', '=', staff.content.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('content');
  });

  it('never lets the operator command lock the last active administrator', async () => {
    const deps = { ...app.services, staffSessions: new StaffSessionService(app.services.db, app.services.clock) };
    await setRow(staff.admin2, { status: 'locked' });
    try {
      const refused = await setStaffStatus(deps, {
        username: staff.admin.username,
        status: 'locked',
        releaseTickets: releaseAssignments,
      });
      expect(refused).toEqual({ ok: false, error: message('staffLastAdministrator').tr });
      expect(await activeAdministrators()).toBe(1);
    } finally {
      await setRow(staff.admin2, { status: 'active' });
    }
  });
});

describe('under parallel bursts', () => {
  /** Every other administrator locked for the burst, so exactly two are active: the two who act. */
  async function onlyTwoAdministrators(run: () => Promise<void>) {
    const others = await app.services.db
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'administrator')
      .where('status', '=', 'active')
      .where('id', 'not in', [staff.admin.id, staff.admin2.id])
      .execute();
    const ids = others.map((row) => row.id);
    if (ids.length > 0)
      await app.services.db.updateTable('staff_users').set({ status: 'locked' }).where('id', 'in', ids).execute();
    try {
      await run();
    } finally {
      if (ids.length > 0)
        await app.services.db.updateTable('staff_users').set({ status: 'active' }).where('id', 'in', ids).execute();
    }
  }

  async function restoreAdministrators() {
    for (const member of [staff.admin, staff.admin2]) {
      await setRow(member, { role: 'administrator', status: 'active' });
      member.sid = await staffLogin(app, clock, member);
    }
  }

  const bursts: Array<[string, (a: TestStaff, b: TestStaff) => [string, Record<string, unknown>]]> = [
    ['lock each other', (_a, b) => ['bo_staff.lock', { staffID: b.id }]],
    ['demote each other', (_a, b) => ['bo_staff.set_role', { staffID: b.id, role: 'support' }]],
    [
      'one locks while the other demotes',
      (a, b) =>
        a === staff.admin
          ? ['bo_staff.lock', { staffID: b.id }]
          : ['bo_staff.set_role', { staffID: b.id, role: 'finance' }],
    ],
  ];

  it.each(bursts)('two administrators who %s at once leave one active administrator', async (_name, callOf) => {
    await onlyTwoAdministrators(async () => {
      for (let round = 0; round < 6; round += 1) {
        await restoreAdministrators();
        const pair: Array<[TestStaff, TestStaff]> = [
          [staff.admin, staff.admin2],
          [staff.admin2, staff.admin],
        ];
        const answers = await Promise.all(
          pair.map(([actor, other]) => {
            const [method, data] = callOf(actor, other);
            return staffCall(app, method, data, asStaff(actor));
          }),
        );
        expect(await activeAdministrators(), `round ${round}`).toBe(1);
        expect(answers.filter((answer) => answer.result)).toHaveLength(1);
        for (const answer of answers.filter((candidate) => !candidate.result)) {
          expect([
            message('staffForbidden').code,
            message('staffLastAdministrator').code,
            message('staffLocked').code,
            // A lock ends the locked administrator's sessions: their own call may find it ended.
            message('staffSessionExpired').code,
          ]).toContain(answer.code);
        }
      }
    });
    await restoreAdministrators();
  });

  it('never leaves an open ticket with someone locked or moved out of support while tickets are assigned to them', async () => {
    for (let round = 0; round < 6; round += 1) {
      await setRow(staff.support, { role: 'support', status: 'active' });
      const lockThem = round % 2 === 0;
      const change = lockThem
        ? staffCall(app, 'bo_staff.lock', { staffID: staff.support.id }, asStaff(staff.admin))
        : staffCall(app, 'bo_staff.set_role', { staffID: staff.support.id, role: 'finance' }, asStaff(staff.admin));
      const assignments = tickets.map((ticketID) =>
        staffCall(app, 'bo_tickets.assign', { ticketID, staffID: staff.support.id }, asStaff(staff.admin2)),
      );
      const [changed, ...assigned] = await Promise.all([change, ...assignments]);
      expect(changed!.result, changed!.message).toBe(true);
      for (const answer of assigned) {
        if (!answer.result) expect(answer.code).toBe(message('staffAssigneeCannotAnswer').code);
      }
      expect(await parkedTickets(), `round ${round}`).toBe(0);
    }
    await setRow(staff.support, { role: 'support', status: 'active' });
    staff.support.sid = await staffLogin(app, clock, staff.support);
  });
});
