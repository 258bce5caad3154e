import type { MethodParsedInput, PlayerBonus } from '@bnw/contract';
import { type Actor, playerOf } from '../../platform/actor.js';
import { recordDecision, restrictionOf } from '../../protection/guard.js';
import { RpcError } from '../../rpc/outcome.js';
import { grantBonus, lockPlayerMoney } from './bonus-money.js';
import type { BonusDeps } from './deps.js';
import { bonusesWithTerms, daysAfter, toPlayerBonus } from './player-bonuses.js';

/**
 * `bonus.claim`: a fixed bonus is granted at once; a deposit bonus waits for the next deposit of at
 * least its minimum (bonuses/deposits.ts). The two limits (one claim per offer, one open bonus)
 * are unique indexes: the insert that would break one inserts nothing, whatever runs beside it.
 */
export async function claimBonus(
  deps: BonusDeps,
  actor: Actor,
  input: MethodParsedInput<'bonus.claim'>,
): Promise<PlayerBonus> {
  const userId = playerOf(actor).user.id;
  // No bonus during a time-out, an exclusion or after a closure; the refusal is recorded.
  const restriction = await restrictionOf(deps.db, userId, deps.clock());
  if (restriction) {
    const at = deps.clock();
    await recordDecision(deps.db, { userId, kind: 'claim_refused', reason: restriction.key, amountKurus: null, at });
    throw restriction;
  }
  const offer = await deps.db
    .selectFrom('bonus_offers')
    .innerJoin('promotions', 'promotions.id', 'bonus_offers.promotion_id')
    .selectAll('bonus_offers')
    .where('bonus_offers.id', '=', input.offerID)
    .where('bonus_offers.active', '=', 1)
    .where('promotions.status', '=', 'active')
    .executeTakeFirst();
  if (!offer) throw new RpcError('bonusOfferNotFound');
  const now = deps.clock();
  const fixed = offer.kind === 'fixed';
  const amount = fixed ? Number(offer.fixed_kurus) : 0;
  const bonusId = await deps.db.transaction().execute(async (trx) => {
    await lockPlayerMoney(deps, trx, userId);
    const inserted = await trx
      .insertInto('player_bonuses')
      .values({
        user_id: userId,
        offer_id: offer.id,
        status: fixed ? 'active' : 'awaiting_deposit',
        amount_kurus: amount,
        wagering_required_kurus: amount * offer.wagering_multiple,
        wagered_kurus: 0,
        deposit_public_id: null,
        claimed_at: now.toISOString(),
        activated_at: fixed ? now.toISOString() : null,
        expires_at: daysAfter(now, offer.valid_days),
        ended_at: null,
        converted_kurus: 0,
        forfeited_kurus: 0,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    await grantBonus(deps, trx, { id: inserted.id, userId, amountKurus: amount });
    return inserted.id;
  });
  if (bonusId === null) throw new RpcError(await whyRefused(deps, userId, offer.id));
  const row = await bonusesWithTerms(deps.db).where('player_bonuses.id', '=', bonusId).executeTakeFirstOrThrow();
  return toPlayerBonus(row, amount);
}

/** Which unique index refused the claim. */
async function whyRefused(deps: BonusDeps, userId: number, offerId: number) {
  const earlier = await deps.db
    .selectFrom('player_bonuses')
    .select('id')
    .where('user_id', '=', userId)
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  return earlier ? ('bonusAlreadyClaimed' as const) : ('bonusAlreadyOpen' as const);
}
