import type { BackofficeMethodOutput, BackofficeParsedInput } from '@bnw/contract/backoffice';
import { REPORT_LIMITS } from '@bnw/contract/backoffice';
import { type StaffActor, StaffRefusal, staffOf } from '../../rpc/backoffice-handlers.js';
import { addStaff, listStaff, resetStaff, setStaffStatus } from './accounts.js';
import type { StaffDeps } from './deps.js';

/**
 * The back office's staff calls (`bo_staff.*`): the active staff a ticket may be assigned to, and
 * the administrators' account management through the very use cases of `npm run ops -- staff …`
 * (accounts.ts), so a screen and the command cannot behave differently.
 */
type DirectoryDeps = Pick<StaffDeps, 'db' | 'clock' | 'config' | 'staffSessions'>;

/** `bo_staff.list`: active staff by name, for the ticket assignment picker. */
export async function activeStaff(deps: Pick<StaffDeps, 'db'>): Promise<BackofficeMethodOutput<'bo_staff.list'>> {
  const rows = await deps.db
    .selectFrom('staff_users')
    .select(['id', 'username', 'role'])
    .where('status', '=', 'active')
    .orderBy('username')
    .limit(REPORT_LIMITS.staffListMax)
    .execute();
  return { staff: rows };
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

/** `bo_staff.lock`: ends the member's sessions at once; never one's own account. */
export async function lockStaffMember(
  deps: DirectoryDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_staff.lock'>,
): Promise<BackofficeMethodOutput<'bo_staff.lock'>> {
  const username = await otherMember(deps, actor, input.staffID);
  const locked = await setStaffStatus(deps, { username, status: 'locked' });
  if (!locked.ok) throw new StaffRefusal('staffMemberNotFound', {}, `staff:${input.staffID}`);
  return locked.value;
}

export async function unlockStaffMember(
  deps: DirectoryDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_staff.unlock'>,
): Promise<BackofficeMethodOutput<'bo_staff.unlock'>> {
  const username = await usernameOf(deps, input.staffID);
  const unlocked = await setStaffStatus(deps, { username, status: 'active' });
  if (!unlocked.ok) throw new StaffRefusal('staffMemberNotFound', {}, `staff:${input.staffID}`);
  return {};
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
