import {
  GAME_HISTORY_LIMITS,
  type GameHistoryPage,
  type GameHistoryTotals,
  type GameRound,
  type GameRoundCall,
  type GameRoundDetail,
  type MethodParsedInput,
} from '@bnw/contract';
import { type Actor, playerOf } from '../../platform/actor.js';
import { turkishDayStart } from '../../platform/turkish-time.js';
import { RpcError } from '../../rpc/outcome.js';
import type { WalletDeps } from './deps.js';

type HistoryDeps = Pick<WalletDeps, 'db'>;
type HistoryInput = MethodParsedInput<'casino.game_history'>;

/**
 * The player's rounds the filters select. A round belongs to the day it was opened on (a round
 * opened at 23:59 and settled after midnight is the earlier day's), as its stake left then.
 */
function filteredRounds(deps: HistoryDeps, userId: number, input: HistoryInput) {
  let query = deps.db.selectFrom('game_rounds').where('game_rounds.user_id', '=', userId);
  if (input.startDate) query = query.where('game_rounds.opened_at', '>=', turkishDayStart(input.startDate));
  if (input.endDate) query = query.where('game_rounds.opened_at', '<', turkishDayStart(input.endDate, 1));
  if (input.status) query = query.where('game_rounds.status', '=', input.status);
  return query;
}

/** A round with the names the player knows it by. */
function withNames<Q extends ReturnType<typeof filteredRounds>>(query: Q) {
  return query
    .innerJoin('games', 'games.id', 'game_rounds.game_id')
    .innerJoin('game_providers', 'game_providers.id', 'game_rounds.provider_id')
    .select([
      'game_rounds.id',
      'game_rounds.round_id',
      'game_rounds.game_id',
      'games.name as game_name',
      'game_providers.name as provider_name',
      'game_rounds.stake_kurus',
      'game_rounds.win_kurus',
      'game_rounds.status',
      'game_rounds.opened_at',
      'game_rounds.settled_at',
    ]);
}
type RoundRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

export function toGameRound(row: RoundRow): GameRound {
  return {
    roundID: row.id,
    providerRoundID: row.round_id,
    gameID: row.game_id,
    gameName: row.game_name,
    providerName: row.provider_name,
    stakeKurus: Number(row.stake_kurus),
    winKurus: Number(row.win_kurus),
    status: row.status,
    openedAt: row.opened_at,
    settledAt: row.settled_at,
  };
}

/** A SUM as a safe integer: PostgreSQL answers SUM(bigint) as numeric text, SQLite as a number. */
function kurus(value: unknown): number {
  const amount = Number(value ?? 0);
  if (!Number.isSafeInteger(amount)) throw new Error(`a sum of kuruş out of the safe range: ${String(value)}`);
  return amount;
}

export async function countAndTotals(
  deps: HistoryDeps,
  userId: number,
  input: HistoryInput,
): Promise<{ total: number; totals: GameHistoryTotals }> {
  const row = await filteredRounds(deps, userId, input)
    .select((eb) => [
      eb.fn.countAll().as('rounds'),
      eb.fn.sum('game_rounds.stake_kurus').as('staked'),
      eb.fn.sum('game_rounds.win_kurus').as('won'),
    ])
    .executeTakeFirstOrThrow();
  const stakedKurus = kurus(row.staked);
  const wonKurus = kurus(row.won);
  return { total: Number(row.rounds), totals: { stakedKurus, wonKurus, netKurus: wonKurus - stakedKurus } };
}

/**
 * One page of the filtered rounds, newest first. The index (user_id, opened_at, id) of migration
 * 011 gives the rows in this order, so the page stops after offset + limit rows; the schema keeps
 * offset + limit within GAME_HISTORY_LIMITS.maxRows.
 */
export function roundPageQuery(deps: HistoryDeps, userId: number, input: HistoryInput) {
  return withNames(filteredRounds(deps, userId, input))
    .orderBy('game_rounds.opened_at', 'desc')
    .orderBy('game_rounds.id', 'desc')
    .limit(Math.min(input.limit, GAME_HISTORY_LIMITS.maxRows - input.offset))
    .offset(input.offset);
}

/** `casino.game_history`: the signed-in player's rounds, a bounded page, and the range's totals. */
export async function listGameHistory(deps: HistoryDeps, actor: Actor, input: HistoryInput): Promise<GameHistoryPage> {
  const userId = playerOf(actor).user.id;
  const { total, totals } = await countAndTotals(deps, userId, input);
  const rows = await roundPageQuery(deps, userId, input).execute();
  return {
    rounds: rows.map(toGameRound),
    pagination: { total, limit: input.limit, offset: input.offset },
    totals,
  };
}

/** A round's successful wallet calls (refused ones moved nothing and name no round), oldest first. */
function roundCalls(deps: HistoryDeps, userId: number, roundId: number) {
  return deps.db
    .selectFrom('wallet_transactions')
    .where('wallet_transactions.game_round_id', '=', roundId)
    .where('wallet_transactions.user_id', '=', userId);
}

async function findRound(deps: HistoryDeps, userId: number, roundId: number): Promise<GameRound | undefined> {
  const row = await withNames(deps.db.selectFrom('game_rounds').where('game_rounds.user_id', '=', userId))
    .where('game_rounds.id', '=', roundId)
    .executeTakeFirst();
  return row ? toGameRound(row) : undefined;
}

/**
 * `casino.game_round`: one of the player's rounds with its bets, wins and rollbacks. A round of
 * another player's answers exactly as one that does not exist, so ids cannot be probed.
 */
export async function findGameRound(
  deps: HistoryDeps,
  actor: Actor,
  input: MethodParsedInput<'casino.game_round'>,
): Promise<GameRoundDetail> {
  const userId = playerOf(actor).user.id;
  const round = await findRound(deps, userId, input.roundID);
  if (!round) throw new RpcError('roundNotFound');
  const rows = await roundCalls(deps, userId, round.roundID)
    .select(['kind', 'amount', 'created_at', 'transaction_id', 'state'])
    .orderBy('wallet_transactions.id', 'asc')
    .limit(GAME_HISTORY_LIMITS.maxRoundCalls)
    .execute();
  const counted = await roundCalls(deps, userId, round.roundID)
    .select((eb) => eb.fn.countAll().as('calls'))
    .executeTakeFirstOrThrow();
  const calls = rows.map((row): GameRoundCall => ({
    kind: row.kind,
    amountKurus: Number(row.amount),
    at: row.created_at,
    transactionID: row.transaction_id,
    cancelled: row.state === 'rolled_back',
  }));
  return { round, calls, callsTotal: Number(counted.calls) };
}
