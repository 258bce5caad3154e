import { SITE_ID, isSliderShown } from '@bnw/contract';
import type { BackofficeMethodOutput, BackofficeParsedInput, StaffSlider } from '@bnw/contract/backoffice';
import type { Selectable } from 'kysely';
import { containsText, pageOf } from '../../db/staff-lists.js';
import type { SlidersTable } from '../../db/schema.js';
import type { CmsDeps } from './deps.js';
import { toSlider } from './sliders.js';
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

type SliderRow = Selectable<SlidersTable>;

const SLIDERS: ContentKind<'sliders'> = { table: 'sliders', name: 'slider', notFound: 'contentSliderNotFound' };

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
  const { rows, pagination } = await pageOf(
    query,
    (rows) => rows.selectAll().orderBy('start_date', 'desc').orderBy('id', 'desc'),
    input,
  );
  const now = deps.clock();
  return { items: rows.map((row) => toStaffSlider(row, now)), pagination };
}

export async function getStaffSlider(deps: CmsDeps, _actor: StaffActor, input: { id: number }): Promise<StaffSlider> {
  return toStaffSlider(await findRow(deps, SLIDERS, input.id), deps.clock());
}

/** Creates a slider (no id) or replaces every field of one. */
export async function saveStaffSlider(
  deps: CmsDeps,
  actor: StaffActor,
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
  const created = { ...columns, site_id: SITE_ID.sliders, created_at: at };
  const id = await saveRow(deps, SLIDERS, input.id, columns, created);
  return getStaffSlider(deps, actor, { id });
}

export async function setStaffSliderStatus(
  deps: CmsDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.slider_status'>,
): Promise<StaffSlider> {
  await updateRow(deps, SLIDERS, input.id, { status: input.status, updated_at: nowIso(deps) });
  return getStaffSlider(deps, actor, { id: input.id });
}

/** A slider refers to nothing and nothing to it: it can always go. */
export function deleteStaffSlider(deps: CmsDeps, _actor: StaffActor, input: { id: number }): Promise<{ id: number }> {
  return deleteRow(deps, SLIDERS, input.id);
}
