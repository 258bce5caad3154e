import { turkishCompare } from '@bnw/contract';
import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  REPORT_LIMITS,
  type StaffMessageKey,
  TICKET_ASSIGNEE_ROLES,
} from '@bnw/contract/backoffice';
import { type StaffActor, StaffRefusal, staffOf } from '../../rpc/backoffice-handlers.js';
import {
  type AccessChange,
  type AccessRefusal,
  type ReleaseTickets,
  addStaff,
  changeStaffAccess,
  listStaff,
  resetStaff,
} from './accounts.js';
import type { StaffDeps } from './deps.js';

/**
 * The back office's staff calls (`bo_staff.*`): the staff a ticket may be assigned to, and
 * the administrators' account management through the very use cases of `npm run ops -- staff …`
 * (accounts.ts), so a screen and the command cannot behave differently.
 */
type DirectoryDeps = Pick<StaffDeps, 'db' | 'dialect' | 'clock' | 'config' | 'staffSessions'>;

/**
 * `bo_staff.list`: the staff a ticket may be assigned to, active and in a role that answers
 * tickets, by name in Turkish alphabetical order.
 */
export async function ticketAssignees(deps: Pick<StaffDeps, 'db'>): Promise<BackofficeMethodOutput<'bo_staff.list'>> {
  const rows = await deps.db
    .selectFrom('staff_users')
    .select(['id', 'username', 'role'])
    .where('status', '=', 'active')
    .where('role', 'in', [...TICKET_ASSIGNEE_ROLES])
    .orderBy('id')
    .limit(REPORT_LIMITS.staffListMax)
    .execute();
  return { staff: rows.sort((a, b) => turkishCompare(a.username, b.username)) };
}

/** `bo_staff.accounts`: every account with its status and whether its set-up is done. */
export async function staffAccounts(deps: Pick<StaffDeps, 'db'>): Promise<BackofficeMethodOutput<'bo_staff.accounts'>> {
  return { accounts: (await listStaff(deps)).slice(0, REPORT_LIMITS.staffListMax) };
}

/** `bo_staff.add`: the new member's id and one-time set-up link; a taken username changes nothing. */
export async function addStaffMember(
  deps: DirectoryDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_staff.add'>,
): Promise<BackofficeMethodOutput<'bo_staff.add'>> {
  // The contract checked the name, address and role; the unique name is the only refusal left.
  const added = await addStaff(deps, input);
  if (!added.ok) throw new StaffRefusal('staffUsernameTaken', {}, `staff:${input.username}`);
  return added.value;
}

/** `bo_staff.lock`: ends the member's sessions and gives back their open tickets; never one's own, never the last administrator. */
export async function lockStaffMember(
  deps: DirectoryDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_staff.lock'>,
  releaseTickets: ReleaseTickets,
): Promise<{ answer: BackofficeMethodOutput<'bo_staff.lock'>; change: AccessChange }> {
  const username = await otherMember(deps, actor, input.staffID);
  const change = await changedAccess(deps, actor, input.staffID, { username, status: 'locked', releaseTickets });
  return { answer: { endedSessions: change.endedSessions, releasedTickets: change.releasedTickets }, change };
}

export async function unlockStaffMember(
  deps: DirectoryDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_staff.unlock'>,
  releaseTickets: ReleaseTickets,
): Promise<AccessChange> {
  const username = await usernameOf(deps, input.staffID);
  return changedAccess(deps, actor, input.staffID, { username, status: 'active', releaseTickets });
}

/**
 * `bo_staff.set_role`: a member's new role (not one's own); an administrator's demotion never
 * leaves the site without an active administrator, and a member moved to a role that does not see
 * tickets gives back their open ones.
 */
export async function setStaffRole(
  deps: DirectoryDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_staff.set_role'>,
  releaseTickets: ReleaseTickets,
): Promise<{ answer: BackofficeMethodOutput<'bo_staff.set_role'>; change: AccessChange }> {
  const username = await otherMember(deps, actor, input.staffID);
  const change = await changedAccess(deps, actor, input.staffID, { username, role: input.role, releaseTickets });
  return {
    answer: {
      id: change.id,
      role: change.after.role,
      previousRole: change.before.role,
      releasedTickets: change.releasedTickets,
    },
    change,
  };
}

const ACCESS_REFUSALS = {
  notFound: 'staffMemberNotFound',
  lastAdministrator: 'staffLastAdministrator',
  actorNotAdministrator: 'staffForbidden',
} as const satisfies Record<AccessRefusal, StaffMessageKey>;

/** changeStaffAccess on behalf of the calling administrator, its refusal answered in Turkish. */
async function changedAccess(
  deps: DirectoryDeps,
  actor: StaffActor,
  staffId: number,
  change: Omit<Parameters<typeof changeStaffAccess>[1], 'actorId'>,
): Promise<AccessChange> {
  const changed = await changeStaffAccess(deps, { ...change, actorId: staffOf(actor).id });
  if (!changed.ok) throw new StaffRefusal(ACCESS_REFUSALS[changed.refusal], {}, `staff:${staffId}`);
  return changed.value;
}

/** `bo_staff.reset`: the password and authenticator stop working, the sessions end, a new link; never one's own. */
export async function resetStaffMember(
  deps: DirectoryDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_staff.reset'>,
): Promise<BackofficeMethodOutput<'bo_staff.reset'>> {
  const username = await otherMember(deps, actor, input.staffID);
  const reset = await resetStaff(deps, { username });
  if (!reset.ok) throw new StaffRefusal('staffMemberNotFound', {}, `staff:${input.staffID}`);
  return { id: input.staffID, ...reset.value };
}

/**
 * The username of a member other than the caller: an administrator who locked or reset their own
 * account would shut themselves out mid-call (and could leave the site with no administrator).
 */
async function otherMember(deps: Pick<StaffDeps, 'db'>, actor: StaffActor, staffId: number): Promise<string> {
  if (staffOf(actor).id === staffId) throw new StaffRefusal('staffSelfChange', {}, `staff:${staffId}`);
  return usernameOf(deps, staffId);
}

/** Usernames never change, so the name read here still names the same account in the next statement. */
async function usernameOf(deps: Pick<StaffDeps, 'db'>, staffId: number): Promise<string> {
  const row = await deps.db.selectFrom('staff_users').select('username').where('id', '=', staffId).executeTakeFirst();
  if (!row) throw new StaffRefusal('staffMemberNotFound', {}, `staff:${staffId}`);
  return row.username;
}
