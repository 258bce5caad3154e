import {
  CONTENT_LIMITS,
  DEFAULT_SITE_TYPE,
  type InnerSliderType,
  LIMITS,
  SITE_ID,
  type Slider,
  type SliderPlace,
  type SliderType,
  type SiteType,
} from '@bnw/contract';
import type { SelectQueryBuilder, Selectable } from 'kysely';
import type { Database, SlidersTable } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { contentImage, sliderSize } from './content-art.js';
import { siteTypesFor, sitePathOrNull } from './content-rows.js';
import type { CmsDeps } from './deps.js';

type SliderRow = Selectable<SlidersTable>;

/**
 * Sliders of site 889 shown now (section 5): Status active and now strictly between Start_date
 * and End_date, by the server's clock. Timestamps are `toISOString()` text, so the comparison of
 * text is the comparison of instants, on both databases.
 */
function shownNow(deps: CmsDeps, siteType: SiteType): SelectQueryBuilder<Database, 'sliders', SliderRow> {
  const now = deps.clock().toISOString();
  return deps.db
    .selectFrom('sliders')
    .selectAll()
    .where('site_id', '=', SITE_ID.sliders)
    .where('site_type', 'in', siteTypesFor(siteType))
    .where('status', '=', 'active')
    .where('start_date', '<', now)
    .where('end_date', '>', now);
}

export function toSlider(row: SliderRow): Slider {
  return {
    ID: row.id,
    Title: row.title,
    Text: row.text,
    Image: contentImage({
      kind: 'slider',
      id: row.id,
      size: sliderSize(row.slider_type),
      title: row.title,
      art: row.art,
    }),
    Link: sitePathOrNull(row.link_url),
    LinkText: row.link_text,
    SliderType: row.slider_type as SliderType,
    SliderPlace: row.slider_place as SliderPlace,
    SortOrder: row.sort_order,
    Status: row.status,
    Start_date: row.start_date,
    End_date: row.end_date,
  };
}

/**
 * The home slider as the site's first request asks for it (section 7: limit 7, offset 0), for the
 * home page's HTML to carry (http/home-page.ts). Anyone may see it: it is the public list.
 */
export function firstHomeSliders(deps: CmsDeps): Promise<Slider[]> {
  return listHomeSliders(deps, null, { SiteType: DEFAULT_SITE_TYPE, limit: LIMITS.sliderLimit, offset: 0 });
}

/** `cmscontroller.getSlider`: a page of the home slider, in its order. */
export async function listHomeSliders(
  deps: CmsDeps,
  _actor: Actor | null,
  input: { SiteType: SiteType; limit: number; offset: number },
): Promise<Slider[]> {
  const rows = await shownNow(deps, input.SiteType)
    .where('slider_type', '=', 'home')
    .orderBy('sort_order')
    .orderBy('id')
    .limit(Math.min(input.limit, CONTENT_LIMITS.sliderPage))
    .offset(input.offset)
    .execute();
  return rows.map(toSlider);
}

/** `cmscontroller.getIcSlider`: one inner page's sliders, at the top first, then between its lists. */
export async function listInnerSliders(
  deps: CmsDeps,
  _actor: Actor,
  input: { SiteType: SiteType; SliderType: InnerSliderType; sliderPlace: SliderPlace | 'all' },
): Promise<{ data: Slider[] }> {
  let query = shownNow(deps, input.SiteType).where('slider_type', '=', input.SliderType);
  if (input.sliderPlace !== 'all') query = query.where('slider_place', '=', input.sliderPlace);
  const rows = await query
    // 'top' sorts after 'bottom': descending puts the top slider first.
    .orderBy('slider_place', 'desc')
    .orderBy('sort_order')
    .orderBy('id')
    .limit(CONTENT_LIMITS.innerSliders)
    .execute();
  return { data: rows.map(toSlider) };
}

/**
 * `slider.get_all_items` (every page's sliders, grouped by page) and `slider.get_active_items`
 * (the home slider's first page) of site 889, for the spec's site type.
 */
export async function listSiteSliders(deps: CmsDeps, _actor: Actor, scope: 'all' | 'home'): Promise<Slider[]> {
  if (scope === 'home') {
    return listHomeSliders(deps, _actor, { SiteType: DEFAULT_SITE_TYPE, limit: CONTENT_LIMITS.sliderPage, offset: 0 });
  }
  const rows = await shownNow(deps, DEFAULT_SITE_TYPE)
    .orderBy('slider_type')
    .orderBy('slider_place', 'desc')
    .orderBy('sort_order')
    .orderBy('id')
    .limit(CONTENT_LIMITS.siteSliders)
    .execute();
  return rows.map(toSlider);
}
