import type { BackofficeMethodOutput, BackofficeParsedInput, StaffPromotion } from '@bnw/contract/backoffice';
import type { Selectable } from 'kysely';
import { type BonusOfferRow, toStaffBonusOffer } from '../../db/bonus-offer-columns.js';
import type { PromotionsTable } from '../../db/schema.js';
import type { CmsDeps } from './deps.js';
import { toPromotion } from './promotions.js';
import { containsText, pageOf } from '../../db/staff-lists.js';
import {
  type ContentKind,
  type StaffActor,
  artColumn,
  artOf,
  findRow,
  nowIso,
  refuseUntouched,
  saveRow,
  updateRow,
} from './staff-rows.js';

type PromotionRow = Selectable<PromotionsTable>;
type OfferWithClaims = BonusOfferRow & { claims: number };

const PROMOTIONS: ContentKind<'promotions'> = {
  table: 'promotions',
  name: 'promotion',
  notFound: 'contentPromotionNotFound',
};

/**
 * Promotions as staff write them: into `promotions`, which `cmscontroller.getPromotions` lists
 * while their status is active, in their order, each with its bonus offer while the offer is on.
 * The offer itself (017-bonuses) is written by the bonuses module's staff calls; here it is shown.
 */
function toStaffPromotion(row: PromotionRow, offer: OfferWithClaims | undefined): StaffPromotion {
  const liveOffer = offer && offer.active === 1 ? offer : undefined;
  return {
    id: row.id,
    siteType: row.site_type,
    title: row.title,
    text: row.text,
    terms: row.terms,
    badge: row.badge,
    linkUrl: row.link_url,
    linkText: row.link_text,
    art: artOf(row.art, row.title),
    sortOrder: row.sort_order,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    bonus: offer ? toStaffBonusOffer(offer, offer.claims) : null,
    shownNow: row.status === 'active',
    preview: toPromotion(row, liveOffer),
  };
}

/** The offers of these promotions, on or off, with how many players claimed each. */
async function offersOf(deps: CmsDeps, promotionIds: number[]): Promise<Map<number, OfferWithClaims>> {
  if (promotionIds.length === 0) return new Map();
  const offers = await deps.db
    .selectFrom('bonus_offers')
    .selectAll('bonus_offers')
    .select((eb) =>
      eb
        .selectFrom('player_bonuses')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('player_bonuses.offer_id', '=', 'bonus_offers.id')
        .as('claims'),
    )
    .where('promotion_id', 'in', promotionIds)
    .execute();
  return new Map(
    offers.flatMap((offer) =>
      offer.promotion_id === null
        ? []
        : [[offer.promotion_id, { ...offer, claims: Number(offer.claims ?? 0) }] as const],
    ),
  );
}

export async function listStaffPromotions(
  deps: CmsDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.promotions_list'>,
): Promise<BackofficeMethodOutput<'bo_content.promotions_list'>> {
  let query = deps.db.selectFrom('promotions');
  if (input.status) query = query.where('status', '=', input.status);
  if (input.search) query = query.where((eb) => containsText(eb.ref('title'), input.search!));
  const { rows, pagination } = await pageOf(
    query,
    (rows) => rows.selectAll().orderBy('sort_order').orderBy('id'),
    input,
  );
  const offers = await offersOf(
    deps,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toStaffPromotion(row, offers.get(row.id))), pagination };
}

export async function getStaffPromotion(
  deps: CmsDeps,
  _actor: StaffActor,
  input: { id: number },
): Promise<StaffPromotion> {
  const row = await findRow(deps, PROMOTIONS, input.id);
  const offers = await offersOf(deps, [row.id]);
  return toStaffPromotion(row, offers.get(row.id));
}

export async function saveStaffPromotion(
  deps: CmsDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.promotion_save'>,
): Promise<StaffPromotion> {
  const at = nowIso(deps);
  const columns = {
    site_type: input.siteType,
    title: input.title,
    text: input.text,
    terms: input.terms,
    badge: input.badge,
    link_url: input.linkUrl,
    link_text: input.linkText,
    art: artColumn(input.art),
    sort_order: input.sortOrder,
    status: input.status,
    updated_at: at,
  };
  const id = await saveRow(deps, PROMOTIONS, input.id, columns, { ...columns, created_at: at });
  return getStaffPromotion(deps, actor, { id });
}

export async function setStaffPromotionStatus(
  deps: CmsDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.promotion_status'>,
): Promise<StaffPromotion> {
  await updateRow(deps, PROMOTIONS, input.id, { status: input.status, updated_at: nowIso(deps) });
  return getStaffPromotion(deps, actor, { id: input.id });
}

/**
 * Deletes a promotion without a bonus offer, in one statement: a bonus added at the same moment
 * keeps it (its offer refers to it), and a claimed bonus can never be removed, so neither can its
 * promotion; that one is unpublished instead.
 */
export async function deleteStaffPromotion(
  deps: CmsDeps,
  _actor: StaffActor,
  input: { id: number },
): Promise<{ id: number }> {
  const deleted = await deps.db
    .deleteFrom('promotions')
    .where('id', '=', input.id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('bonus_offers').select('id').whereRef('bonus_offers.promotion_id', '=', 'promotions.id'))),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return { id: input.id };
  return refuseUntouched(deps, PROMOTIONS, input.id, 'contentPromotionHasClaims');
}
