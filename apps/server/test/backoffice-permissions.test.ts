import type { UserPart } from '@bnw/contract';
import {
  BACKOFFICE_CONTRACT,
  BACKOFFICE_MESSAGES,
  type BackofficeMethodName,
  STAFF_ROLES,
  type StaffRole,
  staffMayCall,
} from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settableClock } from './content-fixtures.js';
import { type Caller, type SampleContext, type SamplesOf } from './backoffice-samples.js';
import { catalogueSamples } from './backoffice-samples-catalogue.js';
import { contentSamples } from './backoffice-samples-content.js';
import { paymentsSamples } from './backoffice-samples-payments.js';
import { playersSamples } from './backoffice-samples-players.js';
import { reportsSamples } from './backoffice-samples-reports.js';
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
 * The permission matrix: EVERY back-office method of BACKOFFICE_CONTRACT,
 * called by every role, by a player's session and by no session. The expectation comes from the
 * contract's own permission table (staffMayCall), so a new method is in the matrix as soon as it
 * has a line there (and a sample input below: a missing one is a compile error). An allowed call
 * succeeds; a refused one answers its Turkish message, is audited when a staff member made it,
 * and changes nothing (the shared ticket and the maintenance switch are checked at the end).
 */
const clock = settableClock(new Date('2026-11-23T08:00:00.000Z'));
let app: TestApp;
const staffByRole = {} as Record<StaffRole, TestStaff>;
let playerUser: UserPart;
let playerAccount: Awaited<ReturnType<typeof createPlayer>>;
let sharedTicketId: number;
let ticketPlayers: Array<{ user: UserPart; opened: number }> = [];

const CALLERS: Caller[] = [...STAFF_ROLES, 'player', 'nobody'];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  for (const role of STAFF_ROLES) staffByRole[role] = await readyStaff(app, clock, `bo.${role}`, role);
  playerAccount = await createPlayer(app);
  playerUser = (await loginAs(app, playerAccount)).user;
  sharedTicketId = await openTicket();
}, 60_000);
afterAll(() => app.close());

/** A fresh ticket of some player (a player may open five a day: a new one every four). */
async function openTicket(): Promise<number> {
  let holder = ticketPlayers.at(-1);
  if (!holder || holder.opened >= 4) {
    holder = { user: (await loginAs(app, await createPlayer(app))).user, opened: 0 };
    ticketPlayers = [...ticketPlayers, holder];
  }
  holder.opened += 1;
  const opened = await app.call<{ ID: number }>(
    'tickets',
    'open',
    { category: 'technical', subject: 'Oyun açılmıyor', message: 'Rulet masası yüklenmiyor.' },
    holder.user,
  );
  if (!opened.result) throw new Error(opened.message);
  return opened.data.ID;
}

/**
 * A valid input of every method, made for the caller (an allowed call is expected to succeed):
 * the core's here, each area's in its backoffice-samples-<area>.ts.
 */
const SAMPLES: SamplesOf<typeof BACKOFFICE_CONTRACT> = {
  ...areaSamples(),

  'bo_auth.login': async () => {
    const staff = staffByRole.support;
    clock.advance(30_000);
    return { username: staff.username, password: staff.password, code: await codeAt(staff.secret, clock.now()) };
  },
  'bo_auth.logout': async () => ({}),
  'bo_auth.me': async () => ({}),
  'bo_auth.setup_start': async () => ({ token: (await addStaffMember(app, uniqueName(), 'content')).token }),
  'bo_auth.setup_finish': async () => {
    const { token } = await addStaffMember(app, uniqueName(), 'content');
    const started = await staffCall<{ secret: string }>(app, 'bo_auth.setup_start', { token });
    return { token, password: STAFF_PASSWORD, code: await codeAt(started.data.secret, clock.now()) };
  },
  'bo_auth.change_password': async (caller) => {
    const staff = isRole(caller) ? staffByRole[caller] : staffByRole.administrator;
    clock.advance(30_000);
    return {
      currentPassword: staff.password,
      newPassword: `${staff.password}x`,
      code: await codeAt(staff.secret, clock.now()),
    };
  },
  'bo_tickets.list': async () => ({ status: 'open', assigned: 'any', limit: 10 }),
  'bo_tickets.get': async () => ({ ticketID: sharedTicketId }),
  'bo_tickets.export': async () => ({ status: 'open' }),
  'bo_tickets.answer': async (_caller, allowed) => ({
    ticketID: allowed ? await openTicket() : sharedTicketId,
    message: 'Önbelleği temizleyip yeniden deneyin.',
  }),
  'bo_tickets.assign': async (_caller, allowed) => ({
    ticketID: allowed ? await openTicket() : sharedTicketId,
    staffID: staffByRole.support.id,
  }),
  'bo_tickets.close': async (_caller, allowed) => ({ ticketID: allowed ? await openTicket() : sharedTicketId }),
  'bo_ops.maintenance_get': async () => ({}),
  'bo_ops.maintenance_set': async () => ({ enabled: false, message: null }),
  'bo_audit.list': async () => ({ limit: 20 }),
};

function areaSamples() {
  const context: SampleContext = {
    app: () => app,
    clock,
    staffByRole,
    player: () => ({ account: playerAccount, user: playerUser }),
    openTicket,
  };
  return {
    ...contentSamples(context),
    ...catalogueSamples(context),
    ...playersSamples(context),
    ...paymentsSamples(context),
    ...reportsSamples(context),
  };
}

let names = 0;
const uniqueName = () => `yeni.personel${(names += 1)}`;
const isRole = (caller: Caller): caller is StaffRole => (STAFF_ROLES as readonly string[]).includes(caller);

/** The session of the caller; a staff member logging out gets a session of its own to end. */
async function sessionOf(caller: Caller, method: BackofficeMethodName): Promise<UserPart | undefined> {
  if (caller === 'nobody') return undefined;
  if (caller === 'player') {
    playerUser = (await loginAs(app, playerAccount)).user; // a player's session lasts an hour
    return playerUser;
  }
  const staff = staffByRole[caller];
  if (method === 'bo_auth.logout') return { sid: await staffLogin(app, clock, staff) };
  return asStaff(staff);
}

const METHODS = Object.keys(BACKOFFICE_CONTRACT) as BackofficeMethodName[];

describe('the back-office permission matrix', () => {
  it('covers every method of the contract', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...METHODS].sort());
    expect(METHODS.length).toBeGreaterThanOrEqual(14);
  });

  for (const method of METHODS) {
    it(`${method}: only ${JSON.stringify(BACKOFFICE_CONTRACT[method].roles)} may call it`, async () => {
      for (const caller of CALLERS) {
        const allowed = staffMayCall(method, isRole(caller) ? caller : null);
        const data = await SAMPLES[method](caller, allowed);
        const answer = await staffCall(app, method, data, await sessionOf(caller, method));
        const seen = `${caller}: ${answer.code} ${answer.message}`;
        if (allowed) {
          expect(answer.result, seen).toBe(true);
          if (method === 'bo_auth.change_password' && isRole(caller)) {
            staffByRole[caller].password = String(data.newPassword);
          }
          continue;
        }
        expect(answer.result, seen).toBe(false);
        expect(answer.data, seen).toBeNull();
        const expected = isRole(caller) ? BACKOFFICE_MESSAGES.staffForbidden : BACKOFFICE_MESSAGES.staffSessionMissing;
        expect([answer.code, answer.message], seen).toEqual([expected.code, expected.tr]);
      }
    });
  }

  it('recorded each refused role as denied, and the refused calls changed nothing', async () => {
    const denied = await app.services.db
      .selectFrom('staff_audit')
      .select(['role', 'method'])
      .where('outcome', '=', 'denied')
      .execute();
    const expected = METHODS.flatMap((method) =>
      STAFF_ROLES.filter((role) => !staffMayCall(method, role)).map((role) => `${role} ${method}`),
    );
    expect(denied.map((row) => `${row.role} ${row.method}`).sort()).toEqual(expected.sort());

    const shared = await app.services.db
      .selectFrom('support_tickets')
      .select(['status', 'message_count', 'assigned_staff_id'])
      .where('id', '=', sharedTicketId)
      .executeTakeFirstOrThrow();
    expect(shared).toEqual({ status: 'open', message_count: 1, assigned_staff_id: null });
  });
});
