import { type MethodParsedInput, PROTECTION_RULES, type ProtectionSettings } from '@bnw/contract';
import { type Actor, playerOf } from '../../platform/actor.js';
import { restrictionOf } from '../../protection/guard.js';
import { hoursAfter } from '../../protection/periods.js';
import { RpcError } from '../../rpc/outcome.js';
import type { ProtectionDeps } from './deps.js';
import { type SettingsRow, audit, auditValue, lockedSettings } from './settings-row.js';
import { settingsOf } from './settings-view.js';

/** Off (0 or null) is the loosest; otherwise fewer minutes is stricter. */
function tighter(current: number | null, wanted: number | null): boolean {
  const asMinutes = (value: number | null) => (value === null || value === 0 ? Number.POSITIVE_INFINITY : value);
  return asMinutes(wanted) < asMinutes(current);
}

/** A value and its waiting change as they stand now: a change whose 24 hours are over is in force. */
function inForce<T>(current: T, pending: { set: boolean; value: T; at: string | null }, now: Date): T {
  return pending.set && pending.at !== null && pending.at <= now.toISOString() ? pending.value : current;
}

interface Columns {
  atOnce: boolean;
  current: number | null;
  wanted: number | null;
  appliesAt: string;
}

/** The settings row's columns for the change: the value in force, and what waits with its time. */
function columnsFor(setting: IntervalChange['setting'], { atOnce, current, wanted, appliesAt }: Columns) {
  if (setting === 'reality_check') {
    return atOnce
      ? { reality_check_minutes: wanted ?? 0, reality_check_pending: null, reality_check_pending_at: null }
      : {
          reality_check_minutes: current ?? 0,
          reality_check_pending: wanted ?? 0,
          reality_check_pending_at: appliesAt,
        };
  }
  return atOnce
    ? {
        session_limit_minutes: wanted,
        session_limit_pending_set: 0,
        session_limit_pending: null,
        session_limit_pending_at: null,
      }
    : {
        session_limit_minutes: current,
        session_limit_pending_set: 1,
        session_limit_pending: wanted,
        session_limit_pending_at: appliesAt,
      };
}

interface IntervalChange {
  setting: 'reality_check' | 'session_limit';
  current: number | null;
  wanted: number | null;
}

/** In force now when it tightens (or equals, cancelling a wait); after 24 hours when it loosens. */
async function change(deps: ProtectionDeps, userId: number, read: (row: SettingsRow, now: Date) => IntervalChange) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedSettings(deps, trx, userId);
    const { setting, current, wanted } = read(row, now);
    const atOnce = wanted === current || tighter(current, wanted);
    if (!atOnce && (await restrictionOf(trx, userId, now))) throw new RpcError('protectionOnlyStricter');
    const appliesAt = atOnce ? now.toISOString() : hoursAfter(now, PROTECTION_RULES.coolingOffHours);
    await trx
      .updateTable('protection_settings')
      .set(columnsFor(setting, { atOnce, current, wanted, appliesAt }))
      .set({ updated_at: now.toISOString() })
      .where('user_id', '=', userId)
      .execute();
    await audit(trx, {
      userId,
      setting,
      from: auditValue(current),
      to: auditValue(wanted),
      appliesAt,
      at: now.toISOString(),
    });
  });
  return settingsOf(deps.db, userId, now);
}

/** `protection.set_reality_check`: minutes between checks, 0 off. */
export function setRealityCheck(
  deps: ProtectionDeps,
  actor: Actor,
  input: MethodParsedInput<'protection.set_reality_check'>,
): Promise<ProtectionSettings> {
  return change(deps, playerOf(actor).user.id, (row, now) => ({
    setting: 'reality_check',
    current: inForce(
      row.reality_check_minutes,
      {
        set: row.reality_check_pending_at !== null,
        value: row.reality_check_pending ?? 0,
        at: row.reality_check_pending_at,
      },
      now,
    ),
    wanted: input.minutes,
  }));
}

/** `protection.set_session_limit`: minutes of play a day, null none. */
export function setSessionLimit(
  deps: ProtectionDeps,
  actor: Actor,
  input: MethodParsedInput<'protection.set_session_limit'>,
): Promise<ProtectionSettings> {
  return change(deps, playerOf(actor).user.id, (row, now) => ({
    setting: 'session_limit',
    current: inForce(
      row.session_limit_minutes,
      { set: row.session_limit_pending_set === 1, value: row.session_limit_pending, at: row.session_limit_pending_at },
      now,
    ),
    wanted: input.minutes,
  }));
}

/** `protection.answer_reality_check`: the player answered; the next check is a full interval from now. */
export async function answerRealityCheck(deps: ProtectionDeps, actor: Actor): Promise<ProtectionSettings> {
  const userId = playerOf(actor).user.id;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockedSettings(deps, trx, userId);
    await trx
      .updateTable('protection_settings')
      .set({ reality_check_answered_at: now.toISOString(), updated_at: now.toISOString() })
      .where('user_id', '=', userId)
      .execute();
  });
  return settingsOf(deps.db, userId, now);
}
