import {
  LIVE_BETS_PER_ROUND_MAX,
  type LiveBetInput,
  type LiveOwnBet,
  type MethodOutput,
  type MethodParsedInput,
  formatTry,
} from '@bnw/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthenticatedPlayer } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { LiveDeps } from './deps.js';
import { LIVE_RULES } from './rules.js';
import { walletRoundIdOf } from './settlement.js';
import { type LiveTableRow, findTable } from './tables.js';
import { availableKurus, ownBets } from './views.js';

type PlaceInput = MethodParsedInput<'livecasino.place_bets'>;
type Placed = MethodOutput<'livecasino.place_bets'>;

interface CheckedBet {
  kind: LiveBetInput['kind'];
  spot: string;
  stakeKurus: number;
}

/**
 * `livecasino.place_bets`: the bets are checked against the game and the table's limits first
 * (nothing is read for a bad bet); then, in one wallet transaction, the round must still take bets
 * (its own row's conditional update), the player's round total must stay within the table's round
 * limit and the bet count within its maximum (a conditional upsert), and the wallet adds the
 * player's protection rules and the money. All or none. The same requestId again answers the bets
 * it placed.
 */
export async function placeBets(deps: LiveDeps, player: AuthenticatedPlayer, input: PlaceInput): Promise<Placed> {
  const userId = player.user.id;
  const table = await findTable(deps.db, input.tableID, player.user.rid);
  if (!table) throw new RpcError('liveTableNotFound');
  const replay = await earlierAnswer(deps, userId, input);
  if (replay) return replay;
  const bets = input.bets.map((bet) => checkBet(table, bet));
  try {
    const placed = await deps.wallet.placeBets({ userId, gameId: table.id }, (trx) =>
      planBets(deps, trx, { table, userId, input, bets }),
    );
    if (placed.status === 'INSUFFICIENT_FUNDS') throw new RpcError('liveInsufficientFunds');
    if ((placed.status === 'LIMIT_REACHED' || placed.status === 'PLAYER_BLOCKED') && placed.refusal) {
      throw new RpcError(placed.refusal.key, placed.refusal.params);
    }
    if (placed.status !== 'OK') throw new RpcError('liveTableNotFound');
    return { ...(await roundAnswer(deps, userId, input.roundID)), balanceKurus: placed.balanceKurus };
  } catch (error) {
    // The same request twice at once: the second's ids were taken by the first, which answers for both.
    if (!(error instanceof RpcError)) {
      const again = await earlierAnswer(deps, userId, input);
      if (again) return again;
    }
    throw error;
  }
}

/** A bet of the table's game, within its limits; refused with the rule it breaks. */
function checkBet(table: LiveTableRow, bet: LiveBetInput): CheckedBet {
  const rules = LIVE_RULES[table.game];
  const spot = rules.spotOf(bet);
  if (spot === null) throw new RpcError('liveBetInvalid');
  if (bet.stakeKurus < Number(table.min_bet_kurus)) {
    throw new RpcError('liveBetBelowMin', { min: formatTry(Number(table.min_bet_kurus)) });
  }
  if (bet.stakeKurus > Number(table.max_bet_kurus)) {
    throw new RpcError('liveBetAboveMax', { max: formatTry(Number(table.max_bet_kurus)) });
  }
  if (bet.stakeKurus % rules.stakeStepKurus !== 0) throw new RpcError('liveStakeStep');
  return { kind: bet.kind, spot, stakeKurus: bet.stakeKurus };
}

interface Planning {
  table: LiveTableRow;
  userId: number;
  input: PlaceInput;
  bets: CheckedBet[];
}

/** Inside the wallet's transaction, before money moves. */
async function planBets(deps: LiveDeps, trx: Transaction<Database>, planning: Planning) {
  const { table, userId, input, bets } = planning;
  const now = deps.clock().toISOString();
  const totalKurus = bets.reduce((sum, bet) => sum + bet.stakeKurus, 0);
  // The round row's update both checks the phase and locks it: the closing update waits for this bet.
  const open = await trx
    .updateTable('live_rounds')
    .set((eb) => ({ bet_count: eb('bet_count', '+', bets.length) }))
    .where('id', '=', input.roundID)
    .where('table_id', '=', table.id)
    .where('phase', '=', 'betting')
    .where('closes_at', '>', now)
    .executeTakeFirst();
  if (Number(open.numUpdatedRows) !== 1) throw new RpcError('liveBettingClosed');
  if (await countPlayer(trx, { table, userId, roundId: input.roundID, totalKurus, count: bets.length })) {
    await trx
      .updateTable('live_rounds')
      .set((eb) => ({ player_count: eb('player_count', '+', 1) }))
      .where('id', '=', input.roundID)
      .execute();
  }
  const rows = bets.map((bet, index) => ({
    round_id: input.roundID,
    table_id: table.id,
    user_id: userId,
    kind: bet.kind,
    spot: bet.spot,
    stake_kurus: bet.stakeKurus,
    transaction_id: `live-${input.roundID}-${userId}-${input.requestId}-${index}`,
    request_id: input.requestId,
    status: 'open' as const,
    return_kurus: null,
    created_at: now,
    settled_at: null,
  }));
  await trx.insertInto('live_bets').values(rows).execute();
  return {
    roundId: walletRoundIdOf(input.roundID, userId),
    bets: rows.map((row) => ({ transactionId: row.transaction_id, stakeKurus: row.stake_kurus })),
    finish: () => Promise.resolve(null),
  };
}

/**
 * Adds the bets to the player's round totals, refusing (atomically, in the update's condition) a
 * total above the table's round limit or more bets than a round allows. Answers whether these are
 * the player's first bets of the round.
 */
async function countPlayer(
  trx: Transaction<Database>,
  counting: { table: LiveTableRow; userId: number; roundId: number; totalKurus: number; count: number },
): Promise<boolean> {
  const { table, userId, roundId, totalKurus, count } = counting;
  const maxRound = Number(table.max_round_kurus);
  const roundLimit = () => new RpcError('liveRoundLimit', { max: formatTry(maxRound) });
  const tooMany = () => new RpcError('liveTooManyBets', { max: LIVE_BETS_PER_ROUND_MAX });
  if (totalKurus > maxRound) throw roundLimit();
  if (count > LIVE_BETS_PER_ROUND_MAX) throw tooMany();
  const row = await trx
    .insertInto('live_round_players')
    .values({ round_id: roundId, user_id: userId, staked_kurus: totalKurus, bet_count: count })
    .onConflict((conflict) =>
      conflict
        .columns(['round_id', 'user_id'])
        .doUpdateSet((eb) => ({
          staked_kurus: eb('live_round_players.staked_kurus', '+', totalKurus),
          bet_count: eb('live_round_players.bet_count', '+', count),
        }))
        .where((eb) => eb(eb('live_round_players.staked_kurus', '+', totalKurus), '<=', maxRound))
        .where((eb) => eb(eb('live_round_players.bet_count', '+', count), '<=', LIVE_BETS_PER_ROUND_MAX)),
    )
    .returning(['staked_kurus', 'bet_count'])
    .executeTakeFirst();
  if (!row) {
    const current = await trx
      .selectFrom('live_round_players')
      .select('bet_count')
      .where('round_id', '=', roundId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    throw current.bet_count + count > LIVE_BETS_PER_ROUND_MAX ? tooMany() : roundLimit();
  }
  // Totals only grow: equal to this call's own means the row was just made.
  return Number(row.staked_kurus) === totalKurus && row.bet_count === count;
}

/** The bets a request placed before, answered again with the round as it stands; undefined if none. */
async function earlierAnswer(deps: LiveDeps, userId: number, input: PlaceInput): Promise<Placed | undefined> {
  const earlier = await deps.db
    .selectFrom('live_bets')
    .select('id')
    .where('round_id', '=', input.roundID)
    .where('user_id', '=', userId)
    .where('request_id', '=', input.requestId)
    .executeTakeFirst();
  if (!earlier) return undefined;
  const balanceKurus = await availableKurus(deps.db, userId);
  return { ...(await roundAnswer(deps, userId, input.roundID)), balanceKurus };
}

async function roundAnswer(deps: LiveDeps, userId: number, roundId: number) {
  const myBets: LiveOwnBet[] = await ownBets(deps.db, roundId, userId);
  const roundStakeKurus = myBets.reduce((sum, bet) => sum + bet.stakeKurus, 0);
  return { roundID: roundId, myBets, roundStakeKurus };
}
