import {
  type LimitPromptOccasion,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  PROTECTION_RULES,
  type ProtectionLimit,
  type ProtectionLimitKind,
  type ProtectionSettings,
  TRANSACTION_CATEGORY,
  TRANSACTION_TYPE,
} from '@bnw/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ProtectionLimitsTable, ProtectionUsageTable } from '../../db/schema.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import {
  effectiveAmount,
  maxStakeOf,
  realityCheckDueAt,
  realityCheckInForce,
  todaysRounds,
} from '../../protection/guard.js';
import { monthsAfter, windowOf } from '../../protection/periods.js';
import { currentStretchStart, playedMinutes } from '../../protection/play-time.js';
import type { ProtectionDeps } from './deps.js';
import type { SettingsRow } from './settings-row.js';

type Db = Kysely<Database> | Transaction<Database>;

/** `protection.get_settings`. */
export async function getSettings(deps: ProtectionDeps, actor: Actor): Promise<ProtectionSettings> {
  return settingsOf(deps.db, playerOf(actor).user.id, deps.clock());
}

/** Everything the player's protection section shows, as it stands at `now`. */
export async function settingsOf(db: Db, userId: number, now: Date): Promise<ProtectionSettings> {
  const [row, limitRows, usage, today, maxStake] = await Promise.all([
    db.selectFrom('protection_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('protection_limits').selectAll().where('user_id', '=', userId).execute(),
    currentUsage(db, userId, now),
    todaysPlay(db, userId, now),
    maxStakeOf(db, userId, now),
  ]);
  const at = now.toISOString();
  const returned = row?.return_at !== null && row?.return_at !== undefined && row.return_at <= at;
  const limits = limitViews(limitRows, usage, now);
  const timeoutUntil = row?.timeout_until && row.timeout_until > at ? row.timeout_until : null;
  const exclusion = row?.excluded_at && !returned ? exclusionView(row) : null;
  const closed = Boolean(row?.closed_at) && !returned;
  const restricted = timeoutUntil !== null || exclusion !== null || closed;
  return {
    Limits: limits,
    RealityCheck: {
      ...pendingView(
        row?.reality_check_minutes ?? 0,
        row?.reality_check_pending_at
          ? { value: row.reality_check_pending ?? 0, at: row.reality_check_pending_at }
          : null,
        at,
      ),
      DueAt: row
        ? realityCheckDueAt(today.roundTimes, row.reality_check_answered_at, realityCheckInForce(row, now), now)
        : null,
      Session: today.session,
    },
    SessionLimit: pendingView(
      row?.session_limit_minutes ?? null,
      row?.session_limit_pending_set === 1 && row.session_limit_pending_at
        ? { value: row.session_limit_pending, at: row.session_limit_pending_at }
        : null,
      at,
    ),
    Today: { PlayedMinutes: today.PlayedMinutes, NetKurus: today.NetKurus },
    TimeoutUntil: timeoutUntil,
    Exclusion: exclusion,
    Closed: closed,
    Closure: closed
      ? { Since: row!.closed_at!, ReturnRequestedAt: row!.return_requested_at, ReturnAt: row!.return_at }
      : null,
    ReviewedAt: row?.reviewed_at ?? null,
    ReviewDue: reviewDue(limits, row?.reviewed_at ?? null, now),
    DepositLimitPrompt: restricted
      ? null
      : await depositLimitPrompt(db, userId, limits, row?.limit_prompt_skipped ?? null),
    MaxStake: { Kurus: maxStake.maxStakeKurus, YoungUntilAge: maxStake.youngUntilAge },
  };
}

/** Whether any limit is in force or waiting. */
function anyLimit(limits: readonly ProtectionLimit[], kind?: ProtectionLimitKind): boolean {
  return limits.some(
    (limit) => (kind === undefined || limit.Kind === kind) && (limit.AmountKurus !== null || limit.Pending !== null),
  );
}

/** A player with limits reviews them every 6 months (setting a limit counts as a review). */
function reviewDue(limits: readonly ProtectionLimit[], reviewedAt: string | null, now: Date): boolean {
  if (!anyLimit(limits)) return false;
  return (
    reviewedAt === null || monthsAfter(new Date(reviewedAt), PROTECTION_RULES.reviewAfterMonths) <= now.toISOString()
  );
}

/**
 * The occasion the site should offer a deposit limit at: none once the player has one (in force or
 * waiting), or has made a deposit, or skipped both offers; after the registration's offer was
 * skipped, the first deposit's. A player under a restriction cannot deposit: no offer.
 */
async function depositLimitPrompt(
  db: Db,
  userId: number,
  limits: readonly ProtectionLimit[],
  skipped: string | null,
): Promise<LimitPromptOccasion | null> {
  if (skipped === 'first_deposit' || anyLimit(limits, 'deposit')) return null;
  const deposited = await db
    .selectFrom('payment_transactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', TRANSACTION_TYPE.deposit)
    // The player's own deposits: not the demo's play-money grant (an adjustment).
    .where('category', '=', TRANSACTION_CATEGORY.payment)
    .limit(1)
    .executeTakeFirst();
  if (deposited) return null;
  return skipped === 'registration' ? 'first_deposit' : 'registration';
}

/** A setting with a change waiting: a change whose time has come is the value in force. */
function pendingView<T>(current: T, pending: { value: T; at: string } | null, at: string) {
  if (pending && pending.at <= at) return { Minutes: pending.value, Pending: null };
  return { Minutes: current, Pending: pending ? { Value: pending.value, AppliesAt: pending.at } : null };
}

function exclusionView(row: SettingsRow): NonNullable<ProtectionSettings['Exclusion']> {
  const since = row.excluded_at!;
  return {
    Since: since,
    Until: row.excluded_until,
    ReturnFrom: row.excluded_until ?? monthsAfter(new Date(since), PROTECTION_RULES.indefiniteMinimumMonths),
    ReturnRequestedAt: row.return_requested_at,
    ReturnAt: row.return_at,
  };
}

const USED_COLUMN: Record<ProtectionLimitKind, 'deposited_kurus' | 'staked_kurus' | 'lost_kurus'> = {
  deposit: 'deposited_kurus',
  stake: 'staked_kurus',
  loss: 'lost_kurus',
};

function limitViews(
  rows: Array<Selectable<ProtectionLimitsTable>>,
  usage: Array<Selectable<ProtectionUsageTable>>,
  now: Date,
): ProtectionLimit[] {
  const at = now.toISOString();
  return PROTECTION_LIMIT_KINDS.flatMap((kind) =>
    PROTECTION_PERIODS.map((period) => {
      const row = rows.find((candidate) => candidate.kind === kind && candidate.period === period);
      const window = windowOf(period, now);
      const used = usage.find((candidate) => candidate.period === period && candidate.window_start === window.start);
      const waiting = row?.pending_set === 1 && row.pending_at !== null && row.pending_at > at;
      return {
        Kind: kind,
        Period: period,
        AmountKurus: row ? effectiveAmount(row, now) : null,
        Pending: waiting ? { Value: nullableNumber(row.pending_amount_kurus), AppliesAt: row.pending_at! } : null,
        UsedKurus: Math.max(0, Number(used?.[USED_COLUMN[kind]] ?? 0)),
        ResetsAt: window.end,
      };
    }),
  );
}

function nullableNumber(value: number | null): number | null {
  return value === null ? null : Number(value);
}

function currentUsage(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('protection_usage')
    .selectAll()
    .where('user_id', '=', userId)
    .where(
      'window_start',
      'in',
      PROTECTION_PERIODS.map((period) => windowOf(period, now).start),
    )
    .execute();
}

/** Today's minutes of play and net position (wins less stakes), from today's rounds. */
async function todaysPlay(
  db: Db,
  userId: number,
  now: Date,
): Promise<
  ProtectionSettings['Today'] & { roundTimes: string[]; session: ProtectionSettings['RealityCheck']['Session'] }
> {
  const rounds = await todaysRounds(db, userId, now);
  const counted = rounds.filter((round) => round.status !== 'rolled_back');
  const roundTimes = rounds.map((round) => round.opened_at);
  const sessionStart = currentStretchStart(roundTimes, now);
  return {
    roundTimes,
    PlayedMinutes: playedMinutes(roundTimes),
    NetKurus: netOf(counted),
    session:
      sessionStart === null
        ? null
        : { StartedAt: sessionStart, NetKurus: netOf(counted.filter((round) => round.opened_at >= sessionStart)) },
  };
}

function netOf(rounds: readonly { win_kurus: number | string; stake_kurus: number | string }[]): number {
  return rounds.reduce((net, round) => net + Number(round.win_kurus) - Number(round.stake_kurus), 0);
}
