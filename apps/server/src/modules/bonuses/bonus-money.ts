import type { Transaction } from 'kysely';
import type { Database, PlayerBonusStatus } from '../../db/schema.js';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import { lockPlayerAccounts } from '../../ledger/player-money.js';
import type { BonusDeps } from './deps.js';
import { daysAfter } from './player-bonuses.js';

/**
 * A bonus's money moves: granted from the house's bonus account into the player's bonus account;
 * at its end, what remains goes to the player's cash (converted) or back to the house (expired,
 * forfeited). Each transfer is named after the bonus, so a second attempt moves nothing twice.
 */
export type BonusEnding = Extract<PlayerBonusStatus, 'converted' | 'expired' | 'forfeited'>;

const OPEN: PlayerBonusStatus[] = ['awaiting_deposit', 'active'];

/**
 * Locks the player's cash and bonus rows, in id order as a split stake does. Every transaction of
 * this module takes them first, before any bonus row, so two of them (or one and a stake) never
 * wait for each other in opposite orders.
 */
export async function lockPlayerMoney(
  deps: Pick<BonusDeps, 'ledger' | 'dialect'>,
  trx: Transaction<Database>,
  userId: number,
): Promise<{ cash: number; bonusAccount: number }> {
  const cash = await deps.ledger.playerCashAccountId(userId, trx);
  const bonusAccount = await deps.ledger.playerBonusAccountId(userId, trx);
  await lockPlayerAccounts(trx, deps.dialect, [cash, bonusAccount]);
  return { cash, bonusAccount };
}

export async function grantBonus(
  deps: Pick<BonusDeps, 'ledger'>,
  trx: Transaction<Database>,
  bonus: { id: number; userId: number; amountKurus: number },
): Promise<void> {
  if (bonus.amountKurus <= 0) return;
  await deps.ledger.transfer(
    {
      transferId: `bonus:${bonus.id}:grant`,
      debitAccountId: await deps.ledger.houseAccountId(HOUSE_ACCOUNTS.bonuses, trx),
      creditAccountId: await deps.ledger.playerBonusAccountId(bonus.userId, trx),
      amountKurus: bonus.amountKurus,
      kind: 'bonus_grant',
      reference: `bonus:${bonus.id}`,
    },
    trx,
  );
}

/**
 * Ends an open bonus and moves its remaining balance. The player's cash and bonus rows are locked
 * first, in id order as a stake locks them, so no stake slips between the balance read and the
 * transfer. A queued prize of the player's then starts. Answers false when the bonus was not this player's open one (another ending got there first).
 */
export async function endBonus(
  deps: Pick<BonusDeps, 'ledger' | 'dialect' | 'clock'>,
  trx: Transaction<Database>,
  bonus: { id: number; userId: number },
  ending: BonusEnding,
): Promise<boolean> {
  const { cash, bonusAccount } = await lockPlayerMoney(deps, trx, bonus.userId);
  const remaining = Math.max(0, (await deps.ledger.balance(bonusAccount, trx)).availableKurus);
  const ended = await trx
    .updateTable('player_bonuses')
    .set({
      status: ending,
      ended_at: deps.clock().toISOString(),
      converted_kurus: ending === 'converted' ? remaining : 0,
      forfeited_kurus: ending === 'converted' ? 0 : remaining,
    })
    .where('id', '=', bonus.id)
    .where('user_id', '=', bonus.userId)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) return false;
  if (remaining > 0) {
    const house = await deps.ledger.houseAccountId(HOUSE_ACCOUNTS.bonuses, trx);
    await deps.ledger.transfer(
      {
        transferId: `bonus:${bonus.id}:${ending}`,
        debitAccountId: bonusAccount,
        creditAccountId: ending === 'converted' ? cash : house,
        amountKurus: remaining,
        kind: `bonus_${ending}`,
        reference: `bonus:${bonus.id}`,
      },
      trx,
    );
  }
  await startQueuedBonus(deps, trx, bonus.userId);
  return true;
}

/**
 * After a bonus ends, in the same transaction and under the same locks: the player's oldest queued
 * prize starts, its days counted from now, and its amount is granted.
 */
async function startQueuedBonus(
  deps: Pick<BonusDeps, 'ledger' | 'clock'>,
  trx: Transaction<Database>,
  userId: number,
): Promise<void> {
  const next = await trx
    .selectFrom('player_bonuses')
    .innerJoin('bonus_offers', 'bonus_offers.id', 'player_bonuses.offer_id')
    .select(['player_bonuses.id', 'player_bonuses.amount_kurus', 'bonus_offers.valid_days'])
    .where('player_bonuses.user_id', '=', userId)
    .where('player_bonuses.status', '=', 'queued')
    .orderBy('player_bonuses.id')
    .executeTakeFirst();
  if (!next) return;
  const now = deps.clock();
  await trx
    .updateTable('player_bonuses')
    .set({ status: 'active', activated_at: now.toISOString(), expires_at: daysAfter(now, next.valid_days) })
    .where('id', '=', next.id)
    .where('status', '=', 'queued')
    .execute();
  await grantBonus(deps, trx, { id: next.id, userId, amountKurus: Number(next.amount_kurus) });
}
