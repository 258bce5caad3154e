import { CONTENT_LIMITS, type Promotion, type SiteType } from '@bnw/contract';
import type { Selectable } from 'kysely';
import type { PromotionsTable } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { contentImage } from './content-art.js';
import { siteTypesFor, sitePathOrNull } from './content-rows.js';
import type { CmsDeps } from './deps.js';

function toPromotion(row: Selectable<PromotionsTable>): Promotion {
  return {
    ID: row.id,
    Title: row.title,
    Text: row.text,
    Terms: row.terms,
    Badge: row.badge,
    Image: contentImage({ kind: 'promotion', id: row.id, size: 'promotion', title: row.title, art: row.art }),
    Link: sitePathOrNull(row.link_url),
    LinkText: row.link_text,
    SortOrder: row.sort_order,
    Status: row.status,
  };
}

/** `cmscontroller.getPromotions`: promotions whose Status is active (section 5), in their order, with their terms. */
export async function listPromotions(
  deps: CmsDeps,
  _actor: Actor,
  input: { SiteType: SiteType },
): Promise<Promotion[]> {
  const rows = await deps.db
    .selectFrom('promotions')
    .selectAll()
    .where('status', '=', 'active')
    .where('site_type', 'in', siteTypesFor(input.SiteType))
    .orderBy('sort_order')
    .orderBy('id')
    .limit(CONTENT_LIMITS.promotions)
    .execute();
  return rows.map(toPromotion);
}
