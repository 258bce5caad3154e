import type { BackofficeParsedInput, CONTENT_CONTRACT, StaffBonusOffer } from '@bnw/contract/backoffice';
import { toStaffBonusOffer } from '../../db/bonus-offer-columns.js';
import { type StaffActor, type StaffHandlers, StaffRefusal, staffOk } from '../../rpc/backoffice-handlers.js';
import type { BonusDeps } from './deps.js';

type SaveInput = BackofficeParsedInput<'bo_content.promotion_bonus_save'>;

/**
 * A promotion's bonus as staff set it: its one `bonus_offers` row (017-bonuses), which the
 * promotion card shows and `bonus.claim` grants by while it is active. Once a player has claimed
 * it, its terms are what that player was promised: only `active` may change then. Each write
 * carries that condition in its own statement.
 */
const target = (promotionId: number) => `promotion:${promotionId}`;

function refuse(message: ConstructorParameters<typeof StaffRefusal>[0], promotionId: number): never {
  throw new StaffRefusal(message, {}, target(promotionId));
}

/** The terms as stored: a fixed bonus's cap is its amount and it needs no deposit. */
function termColumns(input: SaveInput) {
  const fixed = input.kind === 'fixed';
  return {
    kind: input.kind,
    percent: fixed ? 0 : input.percent,
    max_kurus: fixed ? input.fixedKurus : input.maxKurus,
    min_deposit_kurus: fixed ? 0 : input.minDepositKurus,
    fixed_kurus: fixed ? input.fixedKurus : 0,
    wagering_multiple: input.wageringMultiple,
    max_stake_kurus: input.maxStakeKurus,
    valid_days: input.validDays,
    contributions: JSON.stringify(input.contributions),
  };
}

async function readBonus(deps: BonusDeps, promotionId: number): Promise<StaffBonusOffer | null> {
  const offer = await deps.db
    .selectFrom('bonus_offers')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .executeTakeFirst();
  if (!offer) return null;
  const claims = await deps.db
    .selectFrom('player_bonuses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('offer_id', '=', offer.id)
    .executeTakeFirstOrThrow();
  return toStaffBonusOffer(offer, Number(claims.n));
}

/** Sameness of the terms a claim promised (what `active` does not touch). */
function sameTerms(current: StaffBonusOffer, columns: ReturnType<typeof termColumns>): boolean {
  const stored = {
    kind: current.kind,
    percent: current.percent,
    max_kurus: current.maxKurus,
    min_deposit_kurus: current.minDepositKurus,
    fixed_kurus: current.fixedKurus,
    wagering_multiple: current.wageringMultiple,
    max_stake_kurus: current.maxStakeKurus,
    valid_days: current.validDays,
    contributions: JSON.stringify(current.contributions),
  };
  return JSON.stringify(stored) === JSON.stringify(columns);
}

export async function saveStaffPromotionBonus(
  deps: BonusDeps,
  _actor: StaffActor,
  input: SaveInput,
): Promise<StaffBonusOffer> {
  const promotion = await deps.db
    .selectFrom('promotions')
    .select('id')
    .where('id', '=', input.promotionID)
    .executeTakeFirst();
  if (!promotion) refuse('contentPromotionNotFound', input.promotionID);
  const columns = termColumns(input);
  const active = input.active ? 1 : 0;
  // The promotion's one offer (promotion_id is unique): a new one, or its terms while nobody claimed it.
  await deps.db
    .insertInto('bonus_offers')
    .values({
      ...columns,
      active,
      promotion_id: input.promotionID,
      tournament_id: null,
      created_at: deps.clock().toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .column('promotion_id')
        .doUpdateSet({ ...columns, active })
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('player_bonuses').select('id').whereRef('player_bonuses.offer_id', '=', 'bonus_offers.id'),
            ),
          ),
        ),
    )
    .execute();
  const saved = (await readBonus(deps, input.promotionID))!;
  if (saved.claims === 0 || sameTerms(saved, columns)) {
    if (saved.active !== input.active) return setActive(deps, input.promotionID, active);
    return saved;
  }
  return refuse('contentBonusClaimed', input.promotionID);
}

/** Switching a claimed offer on or off changes no promise: claims keep their terms either way. */
async function setActive(deps: BonusDeps, promotionId: number, active: number): Promise<StaffBonusOffer> {
  await deps.db.updateTable('bonus_offers').set({ active }).where('promotion_id', '=', promotionId).execute();
  return (await readBonus(deps, promotionId))!;
}

/** Removes an offer nobody claimed, in one conditional delete. */
export async function deleteStaffPromotionBonus(
  deps: BonusDeps,
  _actor: StaffActor,
  input: { promotionID: number },
): Promise<{ promotionID: number }> {
  const deleted = await deps.db
    .deleteFrom('bonus_offers')
    .where('promotion_id', '=', input.promotionID)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('player_bonuses').select('id').whereRef('player_bonuses.offer_id', '=', 'bonus_offers.id')),
      ),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return { promotionID: input.promotionID };
  const offer = await readBonus(deps, input.promotionID);
  return refuse(offer ? 'contentBonusClaimed' : 'contentBonusNotFound', input.promotionID);
}

type BonusStaffMethod = 'bo_content.promotion_bonus_save' | 'bo_content.promotion_bonus_delete';

export const bonusStaffHandlers = {
  'bo_content.promotion_bonus_save': async (input, { services, actor }) =>
    staffOk(await saveStaffPromotionBonus(services, actor, input), 'contentBonusSaved', target(input.promotionID)),
  'bo_content.promotion_bonus_delete': async (input, { services, actor }) =>
    staffOk(await deleteStaffPromotionBonus(services, actor, input), 'contentBonusDeleted', target(input.promotionID)),
} satisfies StaffHandlers<Pick<typeof CONTENT_CONTRACT, BonusStaffMethod>>;
