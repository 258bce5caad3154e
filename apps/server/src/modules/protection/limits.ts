import {
  type MethodParsedInput,
  PROTECTION_PERIODS,
  PROTECTION_RULES,
  type ProtectionSettings,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
} from '@bnw/contract';
import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { effectiveAmount, restrictionOf } from '../../protection/guard.js';
import { hoursAfter, windowOf } from '../../protection/periods.js';
import { RpcError } from '../../rpc/outcome.js';
import type { ProtectionDeps } from './deps.js';
import { audit, auditValue, lockedSettings } from './settings-row.js';
import { settingsOf } from './settings-view.js';

type LimitInput = MethodParsedInput<'protection.set_limit'>;

/** Lower than in force (or a first limit): protects more, so it may apply at once. */
export function isStricter(current: number | null, wanted: number | null): boolean {
  if (wanted === null) return false;
  return current === null || wanted < current;
}

/**
 * `protection.set_limit`: a decrease (or a first limit) applies at once; an increase or a removal
 * waits 24 hours as pending; the amount in force sent again cancels what waits. During a time-out
 * or an exclusion only a stricter limit is accepted. Audited, and it counts as a review.
 */
export async function setLimit(deps: ProtectionDeps, actor: Actor, input: LimitInput): Promise<ProtectionSettings> {
  const userId = playerOf(actor).user.id;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const settings = await lockedSettings(deps, trx, userId);
    const row = await trx
      .selectFrom('protection_limits')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', input.kind)
      .where('period', '=', input.period)
      .executeTakeFirst();
    const current = row ? effectiveAmount(row, now) : null;
    const stricter = isStricter(current, input.amount);
    if (!stricter && input.amount !== current && (await restrictionOf(trx, userId, now))) {
      throw new RpcError('protectionOnlyStricter');
    }
    const change = limitChange(current, input.amount, now);
    await trx
      .insertInto('protection_limits')
      .values({ user_id: userId, kind: input.kind, period: input.period, ...change, updated_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'kind', 'period']).doUpdateSet({ ...change, updated_at: now.toISOString() }),
      )
      .execute();
    await audit(trx, {
      userId,
      setting: `limit:${input.kind}:${input.period}`,
      from: auditValue(current),
      to: auditValue(input.amount),
      appliesAt: change.pending_at ?? now.toISOString(),
      at: now.toISOString(),
    });
    await markLimits(trx, userId, settings.has_limits === 1, now);
  });
  return settingsOf(deps.db, userId, now);
}

/** The row's new columns: in force now, waiting 24 hours, or (the same amount again) nothing waiting. */
function limitChange(current: number | null, wanted: number | null, now: Date) {
  if (wanted === current || isStricter(current, wanted)) {
    return { amount_kurus: wanted, pending_set: 0, pending_amount_kurus: null, pending_at: null };
  }
  return {
    amount_kurus: current,
    pending_set: 1,
    pending_amount_kurus: wanted,
    pending_at: hoursAfter(now, PROTECTION_RULES.coolingOffHours),
  };
}

/**
 * Keeps `has_limits` true while any limit is in force or waiting, and the reviewed time. When the
 * first limit arrives, this period's counters start from what the player already deposited,
 * staked and lost in it, so a limit set at noon counts the morning too.
 */
async function markLimits(trx: Transaction<Database>, userId: number, hadLimits: boolean, now: Date): Promise<void> {
  const any = await trx
    .selectFrom('protection_limits')
    .select('user_id')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('amount_kurus', 'is not', null),
        eb.and([eb('pending_set', '=', 1), eb('pending_amount_kurus', 'is not', null)]),
      ]),
    )
    .executeTakeFirst();
  const hasLimits = any !== undefined || hadLimits;
  await trx
    .updateTable('protection_settings')
    .set({ has_limits: hasLimits ? 1 : 0, reviewed_at: now.toISOString(), updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
  if (hasLimits && !hadLimits) await seedUsage(trx, userId, now);
}

async function seedUsage(trx: Transaction<Database>, userId: number, now: Date): Promise<void> {
  for (const period of PROTECTION_PERIODS) {
    const start = windowOf(period, now).start;
    const deposits = await trx
      .selectFrom('payment_transactions')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
      .where('user_id', '=', userId)
      .where('type', '=', TRANSACTION_TYPE.deposit)
      // The player's own deposits: not the demo's play-money grant (an adjustment).
      .where('category', '=', TRANSACTION_CATEGORY.payment)
      .where('status', 'in', [TRANSACTION_STATUS.pending, TRANSACTION_STATUS.completed])
      .where('created_at', '>=', start)
      .executeTakeFirstOrThrow();
    const rounds = await trx
      .selectFrom('game_rounds')
      .select([
        sql<number>`coalesce(sum(stake_kurus), 0)`.as('staked'),
        sql<number>`coalesce(sum(win_kurus), 0)`.as('won'),
      ])
      .where('user_id', '=', userId)
      .where('status', '!=', 'rolled_back')
      .where('opened_at', '>=', start)
      .executeTakeFirstOrThrow();
    const usage = {
      deposited_kurus: Number(deposits.total),
      staked_kurus: Number(rounds.staked),
      lost_kurus: Number(rounds.staked) - Number(rounds.won),
    };
    await trx
      .insertInto('protection_usage')
      .values({ user_id: userId, period, window_start: start, ...usage })
      .onConflict((conflict) => conflict.columns(['user_id', 'period', 'window_start']).doUpdateSet(usage))
      .execute();
  }
}
