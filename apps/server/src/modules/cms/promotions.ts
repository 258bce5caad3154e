import { CONTENT_LIMITS, type Promotion, type SiteType } from '@bnw/contract';
import type { Selectable } from 'kysely';
import type { PromotionsTable } from '../../db/schema.js';
import { type BonusOfferRow, toBonusOffer } from '../../db/bonus-offer-columns.js';
import type { Actor } from '../../platform/actor.js';
import { contentImage } from './content-art.js';
import { siteTypesFor, sitePathOrNull } from './content-rows.js';
import type { CmsDeps } from './deps.js';

export function toPromotion(row: Selectable<PromotionsTable>, offer: BonusOfferRow | undefined): Promotion {
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
    Bonus: offer ? toBonusOffer(offer) : null,
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
  const offers = await activeOffersOf(
    deps,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPromotion(row, offers.get(row.id)));
}

/** The active bonus offers of these promotions, by promotion. */
async function activeOffersOf(deps: CmsDeps, promotionIds: number[]): Promise<Map<number, BonusOfferRow>> {
  if (promotionIds.length === 0) return new Map();
  const offers = await deps.db
    .selectFrom('bonus_offers')
    .selectAll()
    .where('promotion_id', 'in', promotionIds)
    .where('active', '=', 1)
    .execute();
  return new Map(
    offers.flatMap((offer) => (offer.promotion_id === null ? [] : [[offer.promotion_id, offer] as const])),
  );
}
