import { CONTENT_LIMITS, SITE_ID } from '@bnw/contract';
import type { BackofficeMethodOutput, BackofficeParsedInput, StaffPopup } from '@bnw/contract/backoffice';
import type { Selectable } from 'kysely';
import type { PopupsTable } from '../../db/schema.js';
import type { CmsDeps } from './deps.js';
import { toPopup } from './popups.js';
import {
  type StaffActor,
  artColumn,
  artOf,
  containsText,
  countOf,
  refuse,
  nowIso,
  staffRowCode,
} from './staff-rows.js';

type PopupRow = Selectable<PopupsTable>;

/**
 * Pop-ups as staff write them: into `popups` of site 111, which `cmscontroller.popupInformation`
 * reads by its `active` flag and order (no dates: a pop-up shows while it is active), the first
 * five of a site type.
 */
function toStaffPopup(row: PopupRow, shownIds: ReadonlySet<number>): StaffPopup {
  return {
    id: row.id,
    siteType: row.site_type,
    title: row.title,
    text: row.text,
    linkUrl: row.link_url,
    linkText: row.link_text,
    art: artOf(row.art, row.title),
    sortOrder: row.sort_order,
    status: row.active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    shownNow: shownIds.has(row.id),
    preview: toPopup(row),
  };
}

/**
 * The pop-ups the player site answers now: the first five active ones in its order. A row of every
 * site type is counted with both (mobile and desktop each see their first five).
 */
async function shownPopupIds(deps: CmsDeps): Promise<Set<number>> {
  const rows = await deps.db
    .selectFrom('popups')
    .select(['id', 'site_type'])
    .where('site_id', '=', SITE_ID.popups)
    .where('active', '=', 'active')
    .orderBy('sort_order')
    .orderBy('id')
    .limit(CONTENT_LIMITS.popups * 3)
    .execute();
  const shown = new Set<number>();
  for (const siteType of ['mobile', 'desktop'] as const) {
    rows
      .filter((row) => row.site_type === 'all' || row.site_type === siteType)
      .slice(0, CONTENT_LIMITS.popups)
      .forEach((row) => shown.add(row.id));
  }
  return shown;
}

async function popupRow(deps: CmsDeps, id: number): Promise<PopupRow> {
  const row = await deps.db.selectFrom('popups').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? refuse('contentPopupNotFound', `popup:${id}`);
}

export async function listStaffPopups(
  deps: CmsDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.popups_list'>,
): Promise<BackofficeMethodOutput<'bo_content.popups_list'>> {
  let query = deps.db.selectFrom('popups').where('site_id', '=', SITE_ID.popups);
  if (input.status) query = query.where('active', '=', input.status);
  if (input.search) query = query.where((eb) => containsText(eb.ref('title'), input.search!));
  const [rows, count, shown] = await Promise.all([
    query.selectAll().orderBy('sort_order').orderBy('id').limit(input.limit).offset(input.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    shownPopupIds(deps),
  ]);
  return {
    items: rows.map((row) => toStaffPopup(row, shown)),
    pagination: { total: countOf(count), limit: input.limit, offset: input.offset },
  };
}

export async function getStaffPopup(deps: CmsDeps, _actor: StaffActor, input: { id: number }): Promise<StaffPopup> {
  const [row, shown] = await Promise.all([popupRow(deps, input.id), shownPopupIds(deps)]);
  return toStaffPopup(row, shown);
}

export async function saveStaffPopup(
  deps: CmsDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.popup_save'>,
): Promise<StaffPopup> {
  const at = nowIso(deps);
  const columns = {
    site_type: input.siteType,
    title: input.title,
    text: input.text,
    link_url: input.linkUrl,
    link_text: input.linkText,
    art: artColumn(input.art),
    sort_order: input.sortOrder,
    active: input.status,
    updated_at: at,
  };
  if (input.id === undefined) {
    const created = await deps.db
      .insertInto('popups')
      .values({ ...columns, code: staffRowCode('popup'), site_id: SITE_ID.popups, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getStaffPopup(deps, actor, { id: created.id });
  }
  const updated = await deps.db.updateTable('popups').set(columns).where('id', '=', input.id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) refuse('contentPopupNotFound', `popup:${input.id}`);
  return getStaffPopup(deps, actor, { id: input.id });
}

export async function setStaffPopupStatus(
  deps: CmsDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.popup_status'>,
): Promise<StaffPopup> {
  const updated = await deps.db
    .updateTable('popups')
    .set({ active: input.status, updated_at: nowIso(deps) })
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) refuse('contentPopupNotFound', `popup:${input.id}`);
  return getStaffPopup(deps, actor, { id: input.id });
}

export async function deleteStaffPopup(
  deps: CmsDeps,
  _actor: StaffActor,
  input: { id: number },
): Promise<{ id: number }> {
  const deleted = await deps.db.deleteFrom('popups').where('id', '=', input.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) refuse('contentPopupNotFound', `popup:${input.id}`);
  return { id: input.id };
}
