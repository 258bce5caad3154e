import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  type CONTENT_CONTRACT,
  type StaffLicence,
} from '@bnw/contract/backoffice';
import type { Selectable } from 'kysely';
import type { LicensesTable } from '../../db/schema.js';
import { containsText, pageOf } from '../../db/staff-lists.js';
import { isUniqueViolation } from '../../ledger/ledger-service.js';
import type { Services } from '../../services.js';
import { type StaffActor, type StaffHandlers, StaffRefusal, staffOk } from '../../rpc/backoffice-handlers.js';

type LicenceRow = Selectable<LicensesTable>;
type LicenceDeps = Pick<Services, 'db'>;

/**
 * Licences as staff write them: `licenses`, which the footer's `/licenses` lists while active, in
 * their order (license-repository.ts). An authority's licence number is listed once: the table's
 * unique index decides, so two staff adding the same licence at once get one row and a refusal.
 */
const target = (id: number) => `licence:${id}`;

function refuse(message: ConstructorParameters<typeof StaffRefusal>[0], id: number | null): never {
  throw new StaffRefusal(message, {}, id === null ? null : target(id));
}

function toStaffLicence(row: LicenceRow): StaffLicence {
  const preview = {
    id: row.id,
    authority: row.authority,
    licenseNumber: row.license_number,
    jurisdiction: row.jurisdiction,
    url: row.url,
    logoUrl: row.logo_url,
    holder: row.holder,
  };
  return { ...preview, sortOrder: row.sort_order, status: row.active === 1 ? 'active' : 'inactive', preview };
}

export async function listStaffLicences(
  deps: LicenceDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.licences_list'>,
): Promise<BackofficeMethodOutput<'bo_content.licences_list'>> {
  let query = deps.db.selectFrom('licenses');
  if (input.status) query = query.where('active', '=', input.status === 'active' ? 1 : 0);
  const search = input.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('authority'), search), containsText(eb.ref('license_number'), search)]),
    );
  }
  const { rows, pagination } = await pageOf(
    query,
    (rows) => rows.selectAll().orderBy('sort_order').orderBy('id'),
    input,
  );
  return { items: rows.map(toStaffLicence), pagination };
}

export async function getStaffLicence(deps: LicenceDeps, _actor: StaffActor, input: { id: number }) {
  const row = await deps.db.selectFrom('licenses').selectAll().where('id', '=', input.id).executeTakeFirst();
  return row ? toStaffLicence(row) : refuse('contentLicenceNotFound', input.id);
}

export async function saveStaffLicence(
  deps: LicenceDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.licence_save'>,
): Promise<StaffLicence> {
  const columns = {
    authority: input.authority,
    license_number: input.licenseNumber,
    jurisdiction: input.jurisdiction,
    url: input.url,
    logo_url: input.logoUrl,
    holder: input.holder,
    sort_order: input.sortOrder,
    active: input.status === 'active' ? 1 : 0,
  };
  try {
    if (input.id === undefined) {
      const created = await deps.db
        .insertInto('licenses')
        .values(columns)
        .onConflict((conflict) => conflict.columns(['authority', 'license_number']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) refuse('contentLicenceDuplicate', null);
      return await getStaffLicence(deps, actor, { id: created.id });
    }
    const updated = await deps.db.updateTable('licenses').set(columns).where('id', '=', input.id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) refuse('contentLicenceNotFound', input.id);
    return await getStaffLicence(deps, actor, { id: input.id });
  } catch (error) {
    // Renaming a licence onto another one's authority and number: the unique index refuses it.
    if (isUniqueViolation(error)) refuse('contentLicenceDuplicate', input.id ?? null);
    throw error;
  }
}

export async function setStaffLicenceStatus(
  deps: LicenceDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.licence_status'>,
): Promise<StaffLicence> {
  const updated = await deps.db
    .updateTable('licenses')
    .set({ active: input.status === 'active' ? 1 : 0 })
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) refuse('contentLicenceNotFound', input.id);
  return getStaffLicence(deps, actor, input);
}

export async function deleteStaffLicence(deps: LicenceDeps, _actor: StaffActor, input: { id: number }) {
  const deleted = await deps.db.deleteFrom('licenses').where('id', '=', input.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) refuse('contentLicenceNotFound', input.id);
  return { id: input.id };
}

type SystemStaffMethod =
  `bo_content.${'licences_list' | 'licence_get' | 'licence_save' | 'licence_status' | 'licence_delete'}`;

export const systemStaffHandlers = {
  'bo_content.licences_list': async (input, { services, actor }) =>
    staffOk(await listStaffLicences(services, actor, input)),
  'bo_content.licence_get': async (input, { services, actor }) =>
    staffOk(await getStaffLicence(services, actor, input)),
  'bo_content.licence_save': async (input, { services, actor }) => {
    const licence = await saveStaffLicence(services, actor, input);
    return staffOk(licence, 'contentLicenceSaved', target(licence.id));
  },
  'bo_content.licence_status': async (input, { services, actor }) =>
    staffOk(await setStaffLicenceStatus(services, actor, input), 'contentStatusChanged', target(input.id)),
  'bo_content.licence_delete': async (input, { services, actor }) =>
    staffOk(await deleteStaffLicence(services, actor, input), 'contentLicenceDeleted', target(input.id)),
} satisfies StaffHandlers<Pick<typeof CONTENT_CONTRACT, SystemStaffMethod>>;
