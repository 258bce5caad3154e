import {
  type MessageKey,
  PROTECTION_PERIODS,
  type ProtectionLimitKind,
  type ProtectionPeriod,
  formatTry,
} from '@bnw/contract';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database, ProtectionLimitsTable, ProtectionSettingsTable } from '../db/schema.js';
import { windowOf } from './periods.js';
import { currentStretchStart, playedMinutes } from './play-time.js';
import { turkishDateOf, turkishInstant } from '../platform/turkish-time.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Player protection's rules where money moves: the ground floor, because a deposit
 * (finance), a bet (the wallet, and through it our studio) and a bonus claim (bonuses) all ask
 * them inside their own transactions; modules/protection is where the player sets them.
 */

/** A protection rule refused what the player asked: its message and the figures it names. */
export class ProtectionRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'ProtectionRefusal';
  }
}

/** A limit row as it applies at `now`: a change whose 24 hours are over is in force. */
export function effectiveAmount(
  row: Pick<ProtectionLimitsTable, 'amount_kurus' | 'pending_set' | 'pending_amount_kurus' | 'pending_at'>,
  now: Date,
): number | null {
  const due = row.pending_set === 1 && row.pending_at !== null && row.pending_at <= now.toISOString();
  const amount = due ? row.pending_amount_kurus : row.amount_kurus;
  return amount === null ? null : Number(amount);
}

/** Rounds read to measure today's play: more than a day's worth of anyone's play. */
export const TODAY_ROUNDS_MAX = 20_000;

/** One of today's rounds, as play time (when it began) and the net position (its money) need it. */
export interface TodaysRound {
  opened_at: string;
  stake_kurus: number;
  win_kurus: number;
  status: string;
}

/**
 * Today's rounds (Istanbul), in the order they began: the one read of them, for the play gate's
 * play time and reality check and for the settings' today (minutes played, net position).
 */
export async function todaysRounds(db: Db, userId: number, now: Date): Promise<TodaysRound[]> {
  return db
    .selectFrom('game_rounds')
    .select(['opened_at', 'stake_kurus', 'win_kurus', 'status'])
    .where('user_id', '=', userId)
    .where('opened_at', '>=', windowOf('day', now).start)
    .orderBy('opened_at')
    .limit(TODAY_ROUNDS_MAX)
    .execute();
}

interface PlayTimeColumns {
  reality_check_minutes: number | null;
  reality_check_pending: number | null;
  reality_check_pending_at: string | null;
  reality_check_answered_at: string | null;
  session_limit_minutes: number | null;
  /** Null when the player has no settings row (read through a left join). */
  session_limit_pending_set: number | null;
  session_limit_pending: number | null;
  session_limit_pending_at: string | null;
}

function sessionLimitInForce(row: PlayTimeColumns, now: Date): number | null {
  const due =
    row.session_limit_pending_set === 1 &&
    row.session_limit_pending_at !== null &&
    row.session_limit_pending_at <= now.toISOString();
  return due ? row.session_limit_pending : row.session_limit_minutes;
}

type RestrictionColumns = Pick<
  ProtectionSettingsTable,
  'timeout_until' | 'excluded_at' | 'excluded_until' | 'return_at' | 'closed_at'
>;
const RESTRICTION_COLUMNS = ['timeout_until', 'excluded_at', 'excluded_until', 'return_at', 'closed_at'] as const;

/**
 * Why the player may not deposit, play or claim now: a time-out, a self-exclusion (and, after it,
 * until the return the player asked for), or a closed account. Null: nothing stands in the way.
 */
export function restrictionFrom(row: RestrictionColumns | undefined, now: Date): ProtectionRefusal | null {
  if (!row) return null;
  const at = now.toISOString();
  const returned = row.return_at !== null && row.return_at <= at;
  if (row.excluded_at !== null && !returned) {
    if (row.excluded_until === null) return new ProtectionRefusal('protectionExcludedIndefinite');
    if (row.excluded_until > at) {
      return new ProtectionRefusal('protectionExcluded', { until: turkishInstant(row.excluded_until) });
    }
    // Over, but the account stays closed until the player asks to return and the cooling-off ends.
    return new ProtectionRefusal('protectionAccountClosed');
  }
  if (row.closed_at !== null && !returned) return new ProtectionRefusal('protectionAccountClosed');
  if (row.timeout_until !== null && row.timeout_until > at) {
    return new ProtectionRefusal('protectionTimeout', { until: turkishInstant(row.timeout_until) });
  }
  return null;
}

export async function restrictionOf(db: Db, userId: number, now: Date): Promise<ProtectionRefusal | null> {
  const row = await db
    .selectFrom('protection_settings')
    .select(RESTRICTION_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return restrictionFrom(row, now);
}

/** The operator's highest stake per round (settings key `protection.max_stake`), in kuruş. */
export interface MaxStake {
  adultKurus: number;
  /** For players under `youngUntilAge`. */
  youngKurus: number;
  youngUntilAge: number;
}

export const MAX_STAKE_SETTING = 'protection.max_stake';
/** Until the operator sets its own: ₺250 a round, ₺100 for players aged 18 to 24 (the UK's 2025 rule, in lira). */
export const DEFAULT_MAX_STAKE: MaxStake = { adultKurus: 25_000, youngKurus: 10_000, youngUntilAge: 25 };

/** Whole years from a 'YYYY-MM-DD' birth date to the Turkish date of `now`. */
export function ageOn(birthDate: string, now: Date): number {
  const today = turkishDateOf(now);
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const [nowYear, nowMonth, nowDay] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = nowMonth > month || (nowMonth === month && nowDay >= day);
  return nowYear - year - (hadBirthday ? 0 : 1);
}

/** The reality-check interval in force (a longer one waits its 24 hours); 0 or null: off. */
export function realityCheckInForce(
  row: Pick<PlayTimeColumns, 'reality_check_minutes' | 'reality_check_pending' | 'reality_check_pending_at'>,
  now: Date,
): number {
  const due = row.reality_check_pending_at !== null && row.reality_check_pending_at <= now.toISOString();
  return (due ? row.reality_check_pending : row.reality_check_minutes) ?? 0;
}

/**
 * When the reality check falls due in the stretch of play going on at `now`: the interval after the
 * stretch began or after the player's last answer, whichever is later. Null when off or not playing.
 */
export function realityCheckDueAt(
  roundTimes: readonly string[],
  answeredAt: string | null,
  intervalMinutes: number,
  now: Date,
): string | null {
  if (intervalMinutes <= 0) return null;
  const stretch = currentStretchStart(roundTimes, now);
  if (stretch === null) return null;
  const since = answeredAt !== null && answeredAt > stretch ? answeredAt : stretch;
  return new Date(Date.parse(since) + intervalMinutes * 60_000).toISOString();
}

/**
 * Play stops when the day's play time is used up (until the next Turkish midnight), or when a
 * reality check is due: the stretch of play going on has lasted the interval since it began or
 * since the player last answered a check (`protection.answer_reality_check`).
 */
async function playTimeRefusal(db: Db, userId: number, row: PlayTimeColumns, now: Date) {
  const sessionLimit = sessionLimitInForce(row, now);
  const interval = realityCheckInForce(row, now);
  if (sessionLimit === null && interval === 0) return null;
  const times = (await todaysRounds(db, userId, now)).map((round) => round.opened_at);
  if (sessionLimit !== null && playedMinutes(times) >= sessionLimit) {
    return new ProtectionRefusal('sessionLimitReached', {
      minutes: String(sessionLimit),
      resetsAt: turkishInstant(windowOf('day', now).end),
    });
  }
  const dueAt = realityCheckDueAt(times, row.reality_check_answered_at, interval, now);
  if (dueAt === null || dueAt > now.toISOString()) return null;
  const minutes = Math.floor((now.getTime() - Date.parse(currentStretchStart(times, now)!)) / 60_000);
  return new ProtectionRefusal('realityCheckDue', { minutes: String(minutes) });
}

/** Whether a player may start a round now, and the highest stake one round may have. */
export interface PlayGate {
  /** A restriction (a time-out, an exclusion, a closure), the day's play time used up, or a reality check due. */
  refusal: ProtectionRefusal | null;
  /** How the wallet answers the refusal: a restriction blocks the player, the play time is a limit. */
  refusalStatus: 'PLAYER_BLOCKED' | 'LIMIT_REACHED';
  maxStakeKurus: number;
  /** The refusal a stake above maxStakeKurus gets. */
  maxStakeRefusal: ProtectionRefusal;
  /** Whether the player has money limits: a bet of one who has none counts nothing (countStake). */
  hasLimits: boolean;
}

/**
 * The highest stake of one round for a player born on `birthDate`, by the operator's rule (the
 * settings row's JSON, or the default), and the refusal a stake above it gets.
 */
export function maxStakeFor(storedRule: string | null | undefined, birthDate: string | null, now: Date) {
  const rule = { ...DEFAULT_MAX_STAKE, ...(storedRule ? (JSON.parse(storedRule) as Partial<MaxStake>) : {}) };
  const young = birthDate !== null && ageOn(birthDate, now) < rule.youngUntilAge;
  const maxStakeKurus = young ? rule.youngKurus : rule.adultKurus;
  return {
    maxStakeKurus,
    /** The age under which the lower stake applies, when it applies to this player. */
    youngUntilAge: young ? rule.youngUntilAge : null,
    refusal: young
      ? new ProtectionRefusal('maxStakeYoung', { max: formatTry(maxStakeKurus), age: String(rule.youngUntilAge) })
      : new ProtectionRefusal('maxStake', { max: formatTry(maxStakeKurus) }),
  };
}

/** The operator's stake rule, as a subquery of a read that needs it anyway. */
function maxStakeRule(eb: ExpressionBuilder<Database, 'users'>) {
  return eb.selectFrom('settings').select('value').where('key', '=', MAX_STAKE_SETTING).as('max_stake_rule');
}

/** The player's highest stake per round now: what a game may offer (protection.get_settings tells the site). */
export async function maxStakeOf(db: Db, userId: number, now: Date) {
  const row = await db
    .selectFrom('users')
    .select('birth_date')
    .select(maxStakeRule)
    .where('id', '=', userId)
    .executeTakeFirst();
  return maxStakeFor(row?.max_stake_rule, row?.birth_date ?? null, now);
}

/** One read of the player's restriction and birth date, one of the operator's stake rule. */
export async function playGate(db: Db, userId: number, now: Date): Promise<PlayGate> {
  const gates = await playGates(db, [userId], now);
  return gates.get(userId) ?? gateOf(userId, undefined, now, db);
}

/**
 * The gates of many players in one read (a batch of rounds asks for all its players at once); a
 * player with play-time rules costs one more read of their day's rounds. Answers, for each player
 * found, whether their account is active beside the gate.
 */
export async function playGates(
  db: Db,
  userIds: readonly number[],
  now: Date,
): Promise<Map<number, PlayGate & { accountActive: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('protection_settings', 'protection_settings.user_id', 'users.id')
    .select(['users.id as user_id', 'users.status', 'users.birth_date'])
    .select(RESTRICTION_COLUMNS.map((column) => `protection_settings.${column}` as const))
    .select([
      'protection_settings.has_limits',
      'protection_settings.reality_check_minutes',
      'protection_settings.reality_check_pending',
      'protection_settings.reality_check_pending_at',
      'protection_settings.reality_check_answered_at',
      'protection_settings.session_limit_minutes',
      'protection_settings.session_limit_pending_set',
      'protection_settings.session_limit_pending',
      'protection_settings.session_limit_pending_at',
    ])
    // The operator's rule in the same read: every round asks.
    .select(maxStakeRule)
    .where('users.id', 'in', userIds)
    .execute();
  const gates = new Map<number, PlayGate & { accountActive: boolean }>();
  for (const row of rows) {
    const gate = await gateOf(row.user_id, row, now, db);
    gates.set(row.user_id, { ...gate, accountActive: row.status === 'active' });
  }
  return gates;
}

type GateRow = RestrictionColumns &
  PlayTimeColumns & { birth_date: string | null; has_limits: number | null; max_stake_rule: string | null };

async function gateOf(userId: number, row: GateRow | undefined, now: Date, db: Db): Promise<PlayGate> {
  const maxStake = maxStakeFor(row?.max_stake_rule, row?.birth_date ?? null, now);
  const restriction = restrictionFrom(row, now);
  const timeUp = !restriction && row ? await playTimeRefusal(db, userId, row, now) : null;
  return {
    refusal: restriction ?? timeUp,
    refusalStatus: timeUp ? 'LIMIT_REACHED' : 'PLAYER_BLOCKED',
    hasLimits: row?.has_limits === 1,
    maxStakeKurus: maxStake.maxStakeKurus,
    maxStakeRefusal: maxStake.refusal,
  };
}

/** Throws the restriction when there is one. */
export async function assertUnrestricted(db: Db, userId: number, now: Date): Promise<void> {
  const refusal = await restrictionOf(db, userId, now);
  if (refusal) throw refusal;
}

type Limits = Record<ProtectionLimitKind, Partial<Record<ProtectionPeriod, number>>>;

/** The limits in force for a player who has any; null for one who has none (nothing is counted). */
async function limitsInForce(
  trx: Transaction<Database>,
  userId: number,
  now: Date,
  hasLimits?: boolean,
): Promise<Limits | null> {
  // Known from the round's gate: a player without limits costs no read here.
  if (hasLimits === false) return null;
  const settings = await trx
    .selectFrom('protection_settings')
    .select('has_limits')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (settings?.has_limits !== 1) return null;
  const rows = await trx.selectFrom('protection_limits').selectAll().where('user_id', '=', userId).execute();
  const limits: Limits = { deposit: {}, loss: {}, stake: {} };
  for (const row of rows) {
    const amount = effectiveAmount(row, now);
    if (amount !== null) limits[row.kind][row.period] = amount;
  }
  return limits;
}

/** The window's counter row, made with zeros when it is the first use of the window. */
async function ensureUsageRow(trx: Transaction<Database>, userId: number, period: ProtectionPeriod, start: string) {
  await trx
    .insertInto('protection_usage')
    .values({ user_id: userId, period, window_start: start, deposited_kurus: 0, staked_kurus: 0, lost_kurus: 0 })
    .onConflict((conflict) => conflict.columns(['user_id', 'period', 'window_start']).doNothing())
    .execute();
}

function limitRefusal(kind: ProtectionLimitKind, period: ProtectionPeriod, limit: number, resetsAt: string) {
  const key = `${kind}Limit${period[0]!.toUpperCase()}${period.slice(1)}` as MessageKey;
  return new ProtectionRefusal(key, { limit: formatTry(limit), resetsAt: turkishInstant(resetsAt) });
}

/**
 * Inside the deposit's transaction: counts the deposit in each period's window, each count a
 * conditional update that refuses to pass the period's limit. Several limits: whichever is
 * reached first refuses, so the lowest wins. A refusal rolls the counting back with the deposit.
 */
export async function countDeposit(trx: Transaction<Database>, userId: number, amount: number, now: Date) {
  const limits = await limitsInForce(trx, userId, now);
  if (!limits) return;
  for (const period of PROTECTION_PERIODS) {
    const window = windowOf(period, now);
    await ensureUsageRow(trx, userId, period, window.start);
    const limit = limits.deposit[period];
    const counted = await trx
      .updateTable('protection_usage')
      .set((eb) => ({ deposited_kurus: eb('deposited_kurus', '+', amount) }))
      .where('user_id', '=', userId)
      .where('period', '=', period)
      .where('window_start', '=', window.start)
      .$if(limit !== undefined, (query) => query.where((eb) => eb(eb('deposited_kurus', '+', amount), '<=', limit!)))
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) throw limitRefusal('deposit', period, limit!, window.end);
  }
}

/**
 * Inside the bet's transaction: counts the stake as staked and, until a win comes back, as lost.
 * Refuses a stake that would pass a stake limit, or a loss limit if the round were lost.
 */
export async function countStake(
  trx: Transaction<Database>,
  userId: number,
  stake: number,
  now: Date,
  hasLimits?: boolean,
) {
  const limits = await limitsInForce(trx, userId, now, hasLimits);
  if (!limits || stake <= 0) return;
  for (const period of PROTECTION_PERIODS) {
    const window = windowOf(period, now);
    await ensureUsageRow(trx, userId, period, window.start);
    const stakeLimit = limits.stake[period];
    const lossLimit = limits.loss[period];
    const counted = await trx
      .updateTable('protection_usage')
      .set((eb) => ({ staked_kurus: eb('staked_kurus', '+', stake), lost_kurus: eb('lost_kurus', '+', stake) }))
      .where('user_id', '=', userId)
      .where('period', '=', period)
      .where('window_start', '=', window.start)
      .$if(stakeLimit !== undefined, (query) =>
        query.where((eb) => eb(eb('staked_kurus', '+', stake), '<=', stakeLimit!)),
      )
      .$if(lossLimit !== undefined, (query) => query.where((eb) => eb(eb('lost_kurus', '+', stake), '<=', lossLimit!)))
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) === 1) continue;
    throw await stakeRefusal(trx, { userId, period, window, stake, stakeLimit, lossLimit });
  }
}

/** Which of the two limits refused: the stake limit when the stake alone passes it, else the loss limit. */
async function stakeRefusal(
  trx: Transaction<Database>,
  refused: {
    userId: number;
    period: ProtectionPeriod;
    window: { start: string; end: string };
    stake: number;
    stakeLimit: number | undefined;
    lossLimit: number | undefined;
  },
): Promise<ProtectionRefusal> {
  const row = await trx
    .selectFrom('protection_usage')
    .select('staked_kurus')
    .where('user_id', '=', refused.userId)
    .where('period', '=', refused.period)
    .where('window_start', '=', refused.window.start)
    .executeTakeFirstOrThrow();
  const stakePasses = refused.stakeLimit !== undefined && Number(row.staked_kurus) + refused.stake > refused.stakeLimit;
  return stakePasses || refused.lossLimit === undefined
    ? limitRefusal('stake', refused.period, refused.stakeLimit!, refused.window.end)
    : limitRefusal('loss', refused.period, refused.lossLimit, refused.window.end);
}

/** Inside a win's or a refund's transaction: money back to the player lowers the loss counted. */
export async function countReturn(trx: Transaction<Database>, userId: number, amount: number, now: Date) {
  if (amount <= 0) return;
  const limits = await limitsInForce(trx, userId, now);
  if (!limits) return;
  for (const period of PROTECTION_PERIODS) {
    const window = windowOf(period, now);
    await ensureUsageRow(trx, userId, period, window.start);
    await trx
      .updateTable('protection_usage')
      .set((eb) => ({ lost_kurus: eb('lost_kurus', '-', amount) }))
      .where('user_id', '=', userId)
      .where('period', '=', period)
      .where('window_start', '=', window.start)
      .execute();
  }
}

export type ProtectionDecision = 'deposit_refused' | 'bet_refused' | 'claim_refused' | 'restriction_taken';

/** Records a decision for the back office, outside the refused transaction (which rolled back). */
export async function recordDecision(
  db: Db,
  decision: { userId: number; kind: ProtectionDecision; reason: string; amountKurus: number | null; at: Date },
): Promise<void> {
  await db
    .insertInto('protection_decisions')
    .values({
      user_id: decision.userId,
      decision: decision.kind,
      reason: decision.reason.slice(0, 40),
      amount_kurus: decision.amountKurus,
      created_at: decision.at.toISOString(),
    })
    .execute();
}

/** Who a registration says it is: a self-excluded person may not open a second account. */
export interface RegisteringPerson {
  phone: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}

/**
 * Whether an account of the same phone, or of the same name and birth date, is self-excluded (or
 * its exclusion ended without a return yet). The same e-mail address cannot register at all.
 */
export async function excludedPersonMatches(db: Db, person: RegisteringPerson, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const match = await db
    .selectFrom('users')
    .innerJoin('protection_settings', 'protection_settings.user_id', 'users.id')
    .select('users.id')
    .where('protection_settings.excluded_at', 'is not', null)
    .where((eb) =>
      eb.or([eb('protection_settings.return_at', 'is', null), eb('protection_settings.return_at', '>', at)]),
    )
    .where((eb) =>
      eb.or([
        eb('users.phone', '=', person.phone),
        eb.and([
          eb('users.first_name', '=', person.firstName),
          eb('users.last_name', '=', person.lastName),
          eb('users.birth_date', '=', person.birthDate),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return match !== undefined;
}
