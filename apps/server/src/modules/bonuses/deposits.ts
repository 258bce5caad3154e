import { TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract';
import type { DomainEvents } from '../../platform/event-types.js';
import type { Subscriber } from '../../platform/events.js';
import { grantBonus, lockPlayerMoney } from './bonus-money.js';
import type { BonusDeps } from './deps.js';
import { daysAfter } from './player-bonuses.js';

export const DEPOSIT_SUBSCRIBER = 'bonuses.deposit';

type Payment = DomainEvents['payment_completed'];

/**
 * A deposit bonus claimed before its deposit: the first completed deposit of at least its minimum
 * grants its percent of the deposit, up to its cap, and starts its validity and wagering. A smaller
 * deposit leaves it waiting. Once: the bonus leaves `awaiting_deposit` by a conditional update.
 */
export function depositSubscriber(deps: BonusDeps): Subscriber<'payment_completed'> {
  return {
    name: DEPOSIT_SUBSCRIBER,
    event: 'payment_completed',
    handle: (payment) => activateOnDeposit(deps, payment),
  };
}

export async function activateOnDeposit(deps: BonusDeps, payment: Payment): Promise<void> {
  if (payment.type !== TRANSACTION_TYPE.deposit || payment.status !== TRANSACTION_STATUS.completed) return;
  const waiting = await deps.db
    .selectFrom('player_bonuses')
    .innerJoin('bonus_offers', 'bonus_offers.id', 'player_bonuses.offer_id')
    .select([
      'player_bonuses.id',
      'bonus_offers.percent',
      'bonus_offers.max_kurus',
      'bonus_offers.min_deposit_kurus',
      'bonus_offers.wagering_multiple',
      'bonus_offers.valid_days',
    ])
    .where('player_bonuses.user_id', '=', payment.userId)
    .where('player_bonuses.status', '=', 'awaiting_deposit')
    .executeTakeFirst();
  if (!waiting || payment.amountKurus < Number(waiting.min_deposit_kurus)) return;
  const amount = depositBonusAmount(payment.amountKurus, waiting.percent, Number(waiting.max_kurus));
  if (amount <= 0) return;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockPlayerMoney(deps, trx, payment.userId);
    const activated = await trx
      .updateTable('player_bonuses')
      .set({
        status: 'active',
        amount_kurus: amount,
        wagering_required_kurus: amount * waiting.wagering_multiple,
        deposit_public_id: payment.publicId,
        activated_at: now.toISOString(),
        expires_at: daysAfter(now, waiting.valid_days),
      })
      .where('id', '=', waiting.id)
      .where('status', '=', 'awaiting_deposit')
      .executeTakeFirst();
    if (Number(activated.numUpdatedRows) !== 1) return;
    await grantBonus(deps, trx, { id: waiting.id, userId: payment.userId, amountKurus: amount });
  });
}

/** The offer's percent of the deposit, rounded down to the kuruş, at most its cap. */
export function depositBonusAmount(depositKurus: number, percent: number, capKurus: number): number {
  return Math.min(Math.floor((depositKurus * percent) / 100), capKurus);
}
