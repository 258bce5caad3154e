import {
  type ExclusionDuration,
  type MethodParsedInput,
  PROTECTION_RULES,
  type ProtectionSettings,
  type TimeoutDuration,
} from '@bnw/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { turkishInstant } from '../../platform/turkish-time.js';
import { recordDecision } from '../../protection/guard.js';
import { daysAfter, hoursAfter, monthsAfter } from '../../protection/periods.js';
import { RpcError } from '../../rpc/outcome.js';
import type { ProtectionDeps } from './deps.js';
import { type SettingsRow, audit, lockedSettings } from './settings-row.js';
import { settingsOf } from './settings-view.js';

function timeoutEnd(duration: TimeoutDuration, now: Date): string {
  if (duration === '24h') return hoursAfter(now, 24);
  if (duration === '1w') return daysAfter(now, 7);
  if (duration === '6w') return daysAfter(now, 42);
  return monthsAfter(now, 1);
}

/** Null: indefinite. */
function exclusionEnd(duration: ExclusionDuration, now: Date): string | null {
  if (duration === '6m') return monthsAfter(now, 6);
  if (duration === '1y') return monthsAfter(now, 12);
  if (duration === '5y') return monthsAfter(now, 60);
  return null;
}

/** Whether the row's exclusion still runs at `at` (an indefinite one always does). */
function exclusionRunning(row: SettingsRow, at: string): boolean {
  const returned = row.return_at !== null && row.return_at <= at;
  return row.excluded_at !== null && !returned && (row.excluded_until === null || row.excluded_until > at);
}

type Restriction = 'timeout' | 'exclusion' | 'closure';

/**
 * One restriction taken, in the player's locked settings row: audited, recorded as a decision for
 * the back office, and announced (`player_restricted`) so that the bonuses module forfeits an open
 * bonus and the wallet ends the open game sessions.
 */
async function restrict(
  deps: ProtectionDeps,
  userId: number,
  kind: Restriction,
  apply: (
    trx: Transaction<Database>,
    row: SettingsRow,
    now: Date,
  ) => Promise<{ from: string | null; to: string | null }>,
): Promise<ProtectionSettings> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedSettings(deps, trx, userId);
    const { from, to } = await apply(trx, row, now);
    await audit(trx, { userId, setting: kind, from, to, appliesAt: now.toISOString(), at: now.toISOString() });
    await deps.events.record(trx, 'player_restricted', { userId, kind });
  });
  await recordDecision(deps.db, { userId, kind: 'restriction_taken', reason: kind, amountKurus: null, at: now });
  return settingsOf(deps.db, userId, now);
}

/** `protection.take_timeout`: at once; a time-out already running that ends later is kept. */
export function takeTimeout(
  deps: ProtectionDeps,
  actor: Actor,
  input: MethodParsedInput<'protection.take_timeout'>,
): Promise<ProtectionSettings> {
  return restrict(deps, playerOf(actor).user.id, 'timeout', async (trx, row, now) => {
    const wanted = timeoutEnd(input.duration, now);
    const until = row.timeout_until !== null && row.timeout_until > wanted ? row.timeout_until : wanted;
    await trx
      .updateTable('protection_settings')
      .set({ timeout_until: until, updated_at: now.toISOString() })
      .where('user_id', '=', row.user_id)
      .execute();
    return { from: row.timeout_until, to: until };
  });
}

/**
 * `protection.self_exclude`: at once, with no verification first. A running exclusion may be
 * lengthened, never shortened; a new one cancels a return asked for.
 */
export function selfExclude(
  deps: ProtectionDeps,
  actor: Actor,
  input: MethodParsedInput<'protection.self_exclude'>,
): Promise<ProtectionSettings> {
  return restrict(deps, playerOf(actor).user.id, 'exclusion', async (trx, row, now) => {
    const at = now.toISOString();
    const until = exclusionEnd(input.duration, now);
    const running = exclusionRunning(row, at);
    if (running && (row.excluded_until === null || (until !== null && until < row.excluded_until!))) {
      throw new RpcError('exclusionCannotShorten');
    }
    // A closure the player has returned from is over: clearing the return must not bring it back.
    const returned = row.return_at !== null && row.return_at <= at;
    await trx
      .updateTable('protection_settings')
      .set({
        excluded_at: running ? row.excluded_at : at,
        excluded_until: until,
        return_requested_at: null,
        return_at: null,
        ...(returned ? { closed_at: null } : {}),
        updated_at: at,
      })
      .where('user_id', '=', row.user_id)
      .execute();
    return { from: running ? (row.excluded_until ?? 'indefinite') : null, to: until ?? 'indefinite' };
  });
}

/**
 * `protection.close_account`: closed at once; the balance stays withdrawable. The player may ask to
 * reopen it (`protection.request_return`), which opens it after the 24-hour cooling-off. An
 * exclusion the player has already returned from is over: it is cleared, so that clearing the
 * return does not bring it back (the audit keeps it).
 */
export function closeAccount(deps: ProtectionDeps, actor: Actor): Promise<ProtectionSettings> {
  return restrict(deps, playerOf(actor).user.id, 'closure', async (trx, row, now) => {
    const at = now.toISOString();
    const returned = row.return_at !== null && row.return_at <= at;
    await trx
      .updateTable('protection_settings')
      .set({
        closed_at: at,
        return_requested_at: null,
        return_at: null,
        ...(returned ? { excluded_at: null, excluded_until: null } : {}),
        updated_at: at,
      })
      .where('user_id', '=', row.user_id)
      .execute();
    return { from: row.closed_at, to: at };
  });
}

/**
 * `protection.request_return`: after an exclusion has ended (an indefinite one after its first six
 * months), or from a closed account: the account opens after the cooling-off (24 hours, 7 days
 * after an indefinite exclusion). Asking again changes nothing. A closed account reopens by the
 * player's own request, not through support: a closure is not an exclusion (docs/decisions.md 29).
 */
export async function requestReturn(deps: ProtectionDeps, actor: Actor): Promise<ProtectionSettings> {
  const userId = playerOf(actor).user.id;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedSettings(deps, trx, userId);
    if (row.return_requested_at !== null) return;
    const coolingOff = returnCoolingOff(row, now);
    const at = now.toISOString();
    const returnAt = hoursAfter(now, coolingOff);
    await trx
      .updateTable('protection_settings')
      .set({ return_requested_at: at, return_at: returnAt, updated_at: at })
      .where('user_id', '=', userId)
      .execute();
    await audit(trx, { userId, setting: 'return', from: null, to: returnAt, appliesAt: returnAt, at });
  });
  return settingsOf(deps.db, userId, now);
}

/** The hours of cooling-off a return waits, or the refusal when there is nothing to return from yet. */
function returnCoolingOff(row: SettingsRow, now: Date): number {
  const at = now.toISOString();
  if (row.excluded_at !== null) {
    if (row.excluded_until === null) {
      const earliest = monthsAfter(new Date(row.excluded_at), PROTECTION_RULES.indefiniteMinimumMonths);
      if (earliest > at) throw new RpcError('returnNotYet', { until: turkishInstant(earliest) });
      return PROTECTION_RULES.returnCoolingOffIndefiniteHours;
    }
    if (row.excluded_until > at) throw new RpcError('returnNotYet', { until: turkishInstant(row.excluded_until) });
    return PROTECTION_RULES.returnCoolingOffHours;
  }
  if (row.closed_at !== null) return PROTECTION_RULES.returnCoolingOffHours;
  throw new RpcError('returnNotExcluded');
}
