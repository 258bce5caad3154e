import { LIMIT_PROMPT_OCCASIONS, type MethodParsedInput, type ProtectionSettings } from '@bnw/contract';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { ProtectionDeps } from './deps.js';
import { audit, lockedSettings } from './settings-row.js';
import { settingsOf } from './settings-view.js';

/**
 * `protection.skip_limit_prompt`: 'Şimdi değil' to the deposit-limit offer. The skip is kept in the
 * settings row, so no other device offers it again; the occasions go one way (a skip of the
 * registration's offer after the first deposit's changes nothing).
 */
export async function skipLimitPrompt(
  deps: ProtectionDeps,
  actor: Actor,
  input: MethodParsedInput<'protection.skip_limit_prompt'>,
): Promise<ProtectionSettings> {
  const userId = playerOf(actor).user.id;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedSettings(deps, trx, userId);
    const skipped = LIMIT_PROMPT_OCCASIONS.indexOf(row.limit_prompt_skipped as (typeof LIMIT_PROMPT_OCCASIONS)[number]);
    if (LIMIT_PROMPT_OCCASIONS.indexOf(input.occasion) <= skipped) return;
    const at = now.toISOString();
    await trx
      .updateTable('protection_settings')
      .set({ limit_prompt_skipped: input.occasion, updated_at: at })
      .where('user_id', '=', userId)
      .execute();
    await audit(trx, {
      userId,
      setting: 'limit_prompt',
      from: row.limit_prompt_skipped,
      to: `skipped:${input.occasion}`,
      appliesAt: at,
      at,
    });
  });
  return settingsOf(deps.db, userId, now);
}

/**
 * `protection.review_limits`: 'Limitlerim uygun'. The player looked at their limits and keeps them;
 * the next review is asked 6 months from now. A player without limits has nothing to review.
 */
export async function reviewLimits(deps: ProtectionDeps, actor: Actor): Promise<ProtectionSettings> {
  const userId = playerOf(actor).user.id;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedSettings(deps, trx, userId);
    const limit = await trx
      .selectFrom('protection_limits')
      .select('user_id')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('amount_kurus', 'is not', null), eb('pending_set', '=', 1)]))
      .executeTakeFirst();
    if (!limit) throw new RpcError('protectionNothingToReview');
    const at = now.toISOString();
    await trx
      .updateTable('protection_settings')
      .set({ reviewed_at: at, updated_at: at })
      .where('user_id', '=', userId)
      .execute();
    await audit(trx, { userId, setting: 'review', from: row.reviewed_at, to: at, appliesAt: at, at });
  });
  return settingsOf(deps.db, userId, now);
}
