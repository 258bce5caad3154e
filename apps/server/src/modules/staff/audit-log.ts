import {
  BACKOFFICE_CONTRACT,
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  staffActionName,
} from '@bnw/contract/backoffice';
import type { StaffDeps } from './deps.js';

/**
 * `bo_audit.list`: the staff audit, newest first, by staff member (exact name), method (its
 * beginning, so `bo_tickets` finds every ticket call), outcome and period; a bounded page.
 */
export async function listStaffAudit(
  deps: Pick<StaffDeps, 'db'>,
  input: BackofficeParsedInput<'bo_audit.list'>,
): Promise<BackofficeMethodOutput<'bo_audit.list'>> {
  let query = deps.db.selectFrom('staff_audit');
  if (input.username) query = query.where('username', '=', input.username.toLowerCase());
  if (input.method !== undefined) {
    // Methods are the contract's keys: a beginning names a known set, no LIKE pattern needed.
    const prefix = input.method;
    const methods = Object.keys(BACKOFFICE_CONTRACT).filter((method) => method.startsWith(prefix));
    if (methods.length === 0)
      return { entries: [], pagination: { total: 0, limit: input.limit, offset: input.offset } };
    query = query.where('method', 'in', methods);
  }
  if (input.outcome) query = query.where('outcome', '=', input.outcome);
  if (input.from) query = query.where('created_at', '>=', new Date(input.from).toISOString());
  if (input.to) query = query.where('created_at', '<', new Date(input.to).toISOString());
  const [rows, counted] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      staffId: row.staff_id,
      username: row.username,
      role: row.role,
      method: row.method,
      target: row.target,
      outcome: row.outcome,
      code: row.code,
      ip: row.ip,
      userAgent: row.user_agent,
      createdAt: row.created_at,
      action: staffActionName(row.method),
      detail: row.detail,
    })),
    pagination: { total: Number(counted.total), limit: input.limit, offset: input.offset },
  };
}
