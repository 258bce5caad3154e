import { PANEL_HEADER, type RpcResponse, type UserPart } from '@bnw/contract';
import { PANEL_BACKOFFICE, type StaffRole } from '@bnw/contract/backoffice';
import { generate } from 'otplib';
import { StaffSessionService } from '../src/auth/staff-sessions.js';
import { addStaff } from '../src/modules/staff/index.js';
import type { TestApp } from './support/test-app.js';

/** Helpers of the back-office tests: staff made through the real set-up link, calls on the `backoffice` panel. */
export const STAFF_PASSWORD = 'Güçlü-Şifre-2026!';

export interface TestStaff {
  id: number;
  username: string;
  role: StaffRole;
  secret: string;
  password: string;
  sid: string;
}

export function staffCall<T = unknown>(
  app: TestApp,
  method: string,
  data: Record<string, unknown> = {},
  user?: UserPart,
  ip?: string,
): Promise<RpcResponse<T>> {
  const [cls, name] = method.split('.') as [string, string];
  return app
    .post(
      { api: { class: cls, method: name }, data, ...(user ? { user } : {}) },
      { [PANEL_HEADER]: PANEL_BACKOFFICE },
      { ip },
    )
    .then((response) => response.json() as RpcResponse<T>);
}

export const asStaff = (staff: { sid: string }): UserPart => ({ sid: staff.sid });

/** The code the authenticator shows now, `stepsAhead` 30-second steps later. */
export function codeAt(secret: string, now: Date, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) + stepsAhead * 30 });
}

/** A staff member added as `npm run ops -- staff add` does; answers the set-up token. */
export async function addStaffMember(
  app: TestApp,
  username: string,
  role: StaffRole,
): Promise<{ id: number; token: string }> {
  const deps = { ...app.services, staffSessions: new StaffSessionService(app.services.db, app.services.clock) };
  const added = await addStaff(deps, { username, email: `${username}@ornek.com.tr`, role });
  if (!added.ok) throw new Error(added.error);
  return { id: added.value.id, token: new URL(added.value.link).searchParams.get('token')! };
}

/** Adds a staff member, sets them up through the link over RPC, and logs them in. */
export async function readyStaff(
  app: TestApp,
  clock: { now: () => Date; advance(ms: number): void },
  username: string,
  role: StaffRole,
): Promise<TestStaff> {
  const { id, token } = await addStaffMember(app, username, role);
  const started = await staffCall<{ secret: string }>(app, 'bo_auth.setup_start', { token });
  if (!started.result) throw new Error(started.message);
  const secret = started.data.secret;
  const finished = await staffCall(app, 'bo_auth.setup_finish', {
    token,
    password: STAFF_PASSWORD,
    code: await codeAt(secret, clock.now()),
  });
  if (!finished.result) throw new Error(finished.message);
  const staff = { id, username, role, secret, password: STAFF_PASSWORD, sid: '' };
  staff.sid = await staffLogin(app, clock, staff);
  return staff;
}

/** Logs the staff member in with a fresh code (the clock moves a step on: each code works once). */
export async function staffLogin(
  app: TestApp,
  clock: { now: () => Date; advance(ms: number): void },
  staff: { username: string; secret: string; password: string },
): Promise<string> {
  clock.advance(30_000);
  const login = await staffCall<{ sid: string }>(app, 'bo_auth.login', {
    username: staff.username,
    password: staff.password,
    code: await codeAt(staff.secret, clock.now()),
  });
  if (!login.result) throw new Error(login.message);
  return login.data.sid;
}
