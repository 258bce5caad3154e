import type { Insertable, Selectable, Transaction } from 'kysely';
import { lockRow } from '../../db/locks.js';
import type { Database, ProtectionSettingsTable } from '../../db/schema.js';
import type { ProtectionDeps } from './deps.js';

export type SettingsRow = Selectable<ProtectionSettingsTable>;

function emptyRow(userId: number, at: string): Insertable<ProtectionSettingsTable> {
  return {
    user_id: userId,
    reality_check_minutes: 0,
    reality_check_pending: null,
    reality_check_pending_at: null,
    reality_check_answered_at: null,
    session_limit_minutes: null,
    session_limit_pending_set: 0,
    session_limit_pending: null,
    session_limit_pending_at: null,
    timeout_until: null,
    excluded_at: null,
    excluded_until: null,
    return_requested_at: null,
    return_at: null,
    closed_at: null,
    reviewed_at: null,
    has_limits: 0,
    updated_at: at,
    limit_prompt_skipped: null,
  };
}

/**
 * The player's settings row, made on first use, with the player's row locked: every change of
 * protection settings runs one at a time per player, so two changes sent together cannot both
 * read the old value (a time-out over another, a limit set twice).
 */
export async function lockedSettings(
  deps: Pick<ProtectionDeps, 'dialect' | 'clock'>,
  trx: Transaction<Database>,
  userId: number,
): Promise<SettingsRow> {
  await lockRow(trx, deps.dialect, 'users', userId);
  await trx
    .insertInto('protection_settings')
    .values(emptyRow(userId, deps.clock().toISOString()))
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return trx.selectFrom('protection_settings').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/** One audit line: who changed which setting, from what to what, and when it applies. */
export async function audit(
  trx: Transaction<Database>,
  change: { userId: number; setting: string; from: string | null; to: string | null; appliesAt: string; at: string },
): Promise<void> {
  await trx
    .insertInto('protection_audit')
    .values({
      user_id: change.userId,
      actor: 'player',
      setting: change.setting,
      from_value: change.from,
      to_value: change.to,
      applies_at: change.appliesAt,
      created_at: change.at,
    })
    .execute();
}

/** A value for the audit: the number, or 'none'. */
export function auditValue(value: number | null): string {
  return value === null ? 'none' : String(value);
}
