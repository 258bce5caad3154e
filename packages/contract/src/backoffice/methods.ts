import type { z } from 'zod';
import { CATALOGUE_CONTRACT } from './catalogue-methods.js';
import { CONTENT_CONTRACT } from './content-methods.js';
import { CORE_CONTRACT } from './core.js';
import type { StaffPermission } from './fields.js';
import { PAYMENTS_CONTRACT } from './payments-methods.js';
import { PLAYERS_CONTRACT } from './players-methods.js';
import { REPORTS_CONTRACT } from './reports-methods.js';
import type { StaffRole } from './roles.js';

/**
 * Every back-office call, THE permission table: each line's `roles` is checked by the server on
 * every call, and the UI reads the caller's share from `bo_auth.me`. Each area keeps its calls
 * in its own file (its schemas, roles and whether the staff audit records it).
 */
export const BACKOFFICE_CONTRACT = {
  ...CORE_CONTRACT,
  ...CONTENT_CONTRACT,
  ...CATALOGUE_CONTRACT,
  ...PLAYERS_CONTRACT,
  ...PAYMENTS_CONTRACT,
  ...REPORTS_CONTRACT,
};

export type BackofficeMethodName = keyof typeof BACKOFFICE_CONTRACT;
export type BackofficeMethodInput<M extends BackofficeMethodName> = z.input<(typeof BACKOFFICE_CONTRACT)[M]['input']>;
export type BackofficeParsedInput<M extends BackofficeMethodName> = z.output<(typeof BACKOFFICE_CONTRACT)[M]['input']>;
export type BackofficeMethodOutput<M extends BackofficeMethodName> = z.output<
  (typeof BACKOFFICE_CONTRACT)[M]['output']
>;

/** Whether `role` may call `method` (null: no staff session). */
export function staffMayCall(method: BackofficeMethodName, role: StaffRole | null): boolean {
  const roles: StaffPermission = BACKOFFICE_CONTRACT[method].roles;
  if (roles === 'anyone') return true;
  return role !== null && roles.includes(role);
}

/** The calls a role may make, for `bo_auth.me`. */
export function methodsOfRole(role: StaffRole): BackofficeMethodName[] {
  return (Object.keys(BACKOFFICE_CONTRACT) as BackofficeMethodName[]).filter((method) => staffMayCall(method, role));
}
