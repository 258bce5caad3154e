import { SITE_ID, isSliderShown } from '@bnw/contract';
import type { BackofficeMethodOutput, BackofficeParsedInput, StaffSlider } from '@bnw/contract/backoffice';
import type { Selectable } from 'kysely';
import type { SlidersTable } from '../../db/schema.js';
import type { CmsDeps } from './deps.js';
import { toSlider } from './sliders.js';
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

type SliderRow = Selectable<SlidersTable>;

/**
 * Sliders as staff write them: into `sliders` of site 889, the columns the home and inner pages
 * read (sliders.ts): the page (`slider_type`), its place, status and window. The player site shows
 * one while its status is active and now lies strictly between start and end.
 */
export function toStaffSlider(row: SliderRow, now: Date): StaffSlider {
  const preview = toSlider(row);
  return {
    id: row.id,
    sliderType: preview.SliderType,
    sliderPlace: preview.SliderPlace,
    siteType: row.site_type,
    title: row.title,
    text: row.text,
    linkUrl: row.link_url,
    linkText: row.link_text,
    art: artOf(row.art, row.title),
    sortOrder: row.sort_order,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    shownNow: isSliderShown(preview, now),
    preview,
  };
}

async function sliderRow(deps: CmsDeps, id: number): Promise<SliderRow> {
  const row = await deps.db.selectFrom('sliders').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? refuse('contentSliderNotFound', `slider:${id}`);
}

/** Every slider of site 889, the latest window first. */
export async function listStaffSliders(
  deps: CmsDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.sliders_list'>,
): Promise<BackofficeMethodOutput<'bo_content.sliders_list'>> {
  let query = deps.db.selectFrom('sliders').where('site_id', '=', SITE_ID.sliders);
  if (input.status) query = query.where('status', '=', input.status);
  if (input.sliderType) query = query.where('slider_type', '=', input.sliderType);
  if (input.search) query = query.where((eb) => containsText(eb.ref('title'), input.search!));
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const now = deps.clock();
  return {
    items: rows.map((row) => toStaffSlider(row, now)),
    pagination: { total: countOf(count), limit: input.limit, offset: input.offset },
  };
}

export async function getStaffSlider(deps: CmsDeps, _actor: StaffActor, input: { id: number }): Promise<StaffSlider> {
  return toStaffSlider(await sliderRow(deps, input.id), deps.clock());
}

/** Creates a slider (no id) or replaces every field of one. */
export async function saveStaffSlider(
  deps: CmsDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.slider_save'>,
): Promise<StaffSlider> {
  const at = nowIso(deps);
  const columns = {
    site_type: input.siteType,
    // The home page's slider has no place of its own: it is the page's top.
    slider_type: input.sliderType,
    slider_place: input.sliderType === 'home' ? 'top' : input.sliderPlace,
    title: input.title,
    text: input.text,
    link_url: input.linkUrl,
    link_text: input.linkText,
    art: artColumn(input.art),
    sort_order: input.sortOrder,
    status: input.status,
    start_date: input.startDate,
    end_date: input.endDate,
    updated_at: at,
  };
  if (input.id === undefined) {
    const created = await deps.db
      .insertInto('sliders')
      .values({ ...columns, code: staffRowCode('slider'), site_id: SITE_ID.sliders, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getStaffSlider(deps, _actor, { id: created.id });
  }
  const updated = await deps.db.updateTable('sliders').set(columns).where('id', '=', input.id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) refuse('contentSliderNotFound', `slider:${input.id}`);
  return getStaffSlider(deps, _actor, { id: input.id });
}

export async function setStaffSliderStatus(
  deps: CmsDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.slider_status'>,
): Promise<StaffSlider> {
  const updated = await deps.db
    .updateTable('sliders')
    .set({ status: input.status, updated_at: nowIso(deps) })
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) refuse('contentSliderNotFound', `slider:${input.id}`);
  return getStaffSlider(deps, _actor, { id: input.id });
}

/** A slider refers to nothing and nothing to it: it can always go. */
export async function deleteStaffSlider(
  deps: CmsDeps,
  _actor: StaffActor,
  input: { id: number },
): Promise<{ id: number }> {
  const deleted = await deps.db.deleteFrom('sliders').where('id', '=', input.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) refuse('contentSliderNotFound', `slider:${input.id}`);
  return { id: input.id };
}
