import { BONUS_OPEN_STATUSES } from '@bnw/contract';
import { sql } from 'kysely';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import { endBonus, lockPlayerMoney } from './bonus-money.js';
import type { BonusDeps } from './deps.js';

/** Bonuses ended per run: a backlog is worked through run by run. */
const BATCH = 100;

/**
 * The leased job: open bonuses past their expiry end as expired (what remains goes back to the
 * house), and a bonus balance left with no open bonus (a late win of a round staked from a bonus
 * that has since ended) goes back too. Answers how many it ended and swept.
 */
export async function expireBonuses(deps: BonusDeps): Promise<{ expired: number; swept: number }> {
  const due = await deps.db
    .selectFrom('player_bonuses')
    .select(['id', 'user_id'])
    .where('status', 'in', [...BONUS_OPEN_STATUSES])
    .where('expires_at', '<=', deps.clock().toISOString())
    .orderBy('expires_at')
    .limit(BATCH)
    .execute();
  let expired = 0;
  for (const bonus of due) {
    const ended = await deps.db
      .transaction()
      .execute((trx) => endBonus(deps, trx, { id: bonus.id, userId: bonus.user_id }, 'expired'));
    if (ended) expired += 1;
  }
  return { expired, swept: await sweepOrphanBalances(deps) };
}

async function sweepOrphanBalances(deps: BonusDeps): Promise<number> {
  const orphans = await deps.db
    .selectFrom('ledger_accounts')
    .select(['id', 'user_id'])
    .where('kind', '=', 'player_bonus')
    .where(sql<boolean>`balance - pending_debits > 0`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('player_bonuses')
            .select('id')
            .whereRef('player_bonuses.user_id', '=', 'ledger_accounts.user_id')
            .where('player_bonuses.status', 'in', [...BONUS_OPEN_STATUSES]),
        ),
      ),
    )
    .limit(BATCH)
    .execute();
  let swept = 0;
  for (const orphan of orphans) if (orphan.user_id !== null && (await sweepOne(deps, orphan.user_id))) swept += 1;
  return swept;
}

/** Checked again under the player's locks: a bonus claimed since keeps its money. */
async function sweepOne(deps: BonusDeps, userId: number): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const { bonusAccount } = await lockPlayerMoney(deps, trx, userId);
    const open = await trx
      .selectFrom('player_bonuses')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', [...BONUS_OPEN_STATUSES])
      .executeTakeFirst();
    const remaining = (await deps.ledger.balance(bonusAccount, trx)).availableKurus;
    if (open || remaining <= 0) return false;
    await deps.ledger.transfer(
      {
        transferId: `bonus-sweep:${bonusAccount}:${deps.clock().getTime()}`,
        debitAccountId: bonusAccount,
        creditAccountId: await deps.ledger.houseAccountId(HOUSE_ACCOUNTS.bonuses, trx),
        amountKurus: remaining,
        kind: 'bonus_sweep',
        reference: `user:${userId}`,
      },
      trx,
    );
    return true;
  });
}
