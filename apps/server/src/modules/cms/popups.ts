import { CONTENT_LIMITS, type Popup, SITE_ID, type SiteType } from '@bnw/contract';
import type { Selectable } from 'kysely';
import type { PopupsTable } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { contentImage } from './content-art.js';
import { siteTypesFor, sitePathOrNull } from './content-rows.js';
import type { CmsDeps } from './deps.js';
import { restrictionOf } from '../../protection/guard.js';

export function toPopup(row: Selectable<PopupsTable>): Popup {
  return {
    ID: row.id,
    Title: row.title,
    Text: row.text,
    Image: contentImage({ kind: 'popup', id: row.id, size: 'popup', title: row.title, art: row.art }),
    Link: sitePathOrNull(row.link_url),
    LinkText: row.link_text,
    SortOrder: row.sort_order,
    Active: row.active,
  };
}

/** `cmscontroller.popupInformation`: site 111's pop-ups whose Active is active (section 5), in their order. */
export async function listPopups(deps: CmsDeps, actor: Actor, input: { SiteType: SiteType }): Promise<Popup[]> {
  // No marketing to a player on a time-out, self-excluded or closed.
  if (actor.player && (await restrictionOf(deps.db, actor.player.user.id, deps.clock()))) return [];
  const rows = await deps.db
    .selectFrom('popups')
    .selectAll()
    .where('site_id', '=', SITE_ID.popups)
    .where('active', '=', 'active')
    .where('site_type', 'in', siteTypesFor(input.SiteType))
    .orderBy('sort_order')
    .orderBy('id')
    .limit(CONTENT_LIMITS.popups)
    .execute();
  return rows.map(toPopup);
}
