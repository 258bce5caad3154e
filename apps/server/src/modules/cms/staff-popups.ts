import { CONTENT_LIMITS, SITE_ID } from '@bnw/contract';
import type { BackofficeMethodOutput, BackofficeParsedInput, StaffPopup } from '@bnw/contract/backoffice';
import type { Selectable } from 'kysely';
import { containsText, pageOf } from '../../db/staff-lists.js';
import type { PopupsTable } from '../../db/schema.js';
import type { CmsDeps } from './deps.js';
import { toPopup } from './popups.js';
import {
  type ContentKind,
  type StaffActor,
  artColumn,
  artOf,
  deleteRow,
  findRow,
  nowIso,
  saveRow,
  updateRow,
} from './staff-rows.js';

type PopupRow = Selectable<PopupsTable>;

const POPUPS: ContentKind<'popups'> = { table: 'popups', name: 'popup', notFound: 'contentPopupNotFound' };

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

export async function listStaffPopups(
  deps: CmsDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.popups_list'>,
): Promise<BackofficeMethodOutput<'bo_content.popups_list'>> {
  let query = deps.db.selectFrom('popups').where('site_id', '=', SITE_ID.popups);
  if (input.status) query = query.where('active', '=', input.status);
  if (input.search) query = query.where((eb) => containsText(eb.ref('title'), input.search!));
  const [{ rows, pagination }, shown] = await Promise.all([
    pageOf(query, (rows) => rows.selectAll().orderBy('sort_order').orderBy('id'), input),
    shownPopupIds(deps),
  ]);
  return { items: rows.map((row) => toStaffPopup(row, shown)), pagination };
}

export async function getStaffPopup(deps: CmsDeps, _actor: StaffActor, input: { id: number }): Promise<StaffPopup> {
  const [row, shown] = await Promise.all([findRow(deps, POPUPS, input.id), shownPopupIds(deps)]);
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
  const created = { ...columns, site_id: SITE_ID.popups, created_at: at };
  const id = await saveRow(deps, POPUPS, input.id, columns, created);
  return getStaffPopup(deps, actor, { id });
}

export async function setStaffPopupStatus(
  deps: CmsDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.popup_status'>,
): Promise<StaffPopup> {
  await updateRow(deps, POPUPS, input.id, { active: input.status, updated_at: nowIso(deps) });
  return getStaffPopup(deps, actor, { id: input.id });
}

export function deleteStaffPopup(deps: CmsDeps, _actor: StaffActor, input: { id: number }): Promise<{ id: number }> {
  return deleteRow(deps, POPUPS, input.id);
}
