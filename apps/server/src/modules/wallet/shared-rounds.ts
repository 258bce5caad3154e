import { createHash } from 'node:crypto';
import {
  WALLET_CURRENCY,
  type WalletBetRequest,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@bnw/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database, GameRoundsTable, WalletTransactionKind, WalletTransactionsTable } from '../../db/schema.js';
import { houseGameAccount } from '../../ledger/house-accounts.js';
import { LedgerError } from '../../ledger/ledger-error.js';
import type {
  PlacedBets,
  PlannedBets,
  RoundGame,
  RoundPlayer,
  SharedBetPlan,
  SharedRoundOutcome,
  SharedRoundWalletPort,
  SharedSettlement,
} from '../../platform/game-wallet-port.js';
import {
  type PlayGate,
  ProtectionRefusal,
  countReturn,
  countStake,
  playGate,
  recordDecision,
} from '../../protection/guard.js';
import type { WalletCaller } from './caller.js';
import type { WalletDeps } from './deps.js';
import { canonicalRequestOf } from './money-calls.js';
import { recordSettled } from './rounds.js';
import {
  type PlayerAccounts,
  balanceAfter,
  moveShares,
  stakeShares,
  usableBonusAccount,
  winShares,
} from './bonus-money.js';

type WalletRow = Selectable<WalletTransactionsTable>;

/**
 * The wallet as our shared-round games see it (platform/game-wallet-port.ts): bets while betting is
 * open, each bet's win or refund when the round ends. Each player's part of a shared round is one
 * wallet round; what is left behind is what an outside provider's bet, win and rollback calls leave
 * (call rows, one ledger transfer each, a round closed with round_settled), so history, reports,
 * tournaments and bonuses' wagering cannot tell the two apart.
 */
export function sharedRoundWallet(deps: WalletDeps): SharedRoundWalletPort {
  return {
    placeBets: (player, plan) => placeBets(deps, player, plan),
    settleBets: (player, settlement) => closeBets(deps, player, settlement, 'win'),
    voidBets: (player, settlement) => closeBets(deps, player, settlement, 'rollback'),
  };
}

interface SharedGame extends RoundGame, WalletCaller {
  gameId: number;
  userActive: boolean;
}

/** The game and its provider (switched on, when `open`), and whether the player's account is active. */
async function findSharedGame(
  deps: Pick<WalletDeps, 'db'>,
  player: RoundPlayer,
  open: boolean,
): Promise<SharedGame | undefined> {
  const row = await deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('users', (join) => join.on('users.id', '=', player.userId))
    .select(['games.code', 'game_providers.id as provider_id', 'game_providers.code as provider_code', 'users.status'])
    .where('games.id', '=', player.gameId)
    .$if(open, (query) => query.where('games.active', '=', 1).where('game_providers.active', '=', 1))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    gameId: player.gameId,
    code: row.code,
    providerId: row.provider_id,
    providerCode: row.provider_code,
    userActive: row.status === 'active',
  };
}

async function accountsOf(deps: WalletDeps, game: SharedGame, userId: number, withBonus: boolean) {
  const player = await deps.ledger.playerCashAccountId(userId);
  const house = await deps.ledger.houseAccountId(
    houseGameAccount(game.providerCode, userId, deps.config.walletHouseShards),
  );
  const bonus = withBonus ? await usableBonusAccount(deps.db, userId) : null;
  return { userId, player, house, bonus } satisfies PlayerAccounts;
}

/**
 * The player's bets in one transaction with the game's own writes: the gate (a restriction, the
 * day's play time, a reality check), the operator's highest stake per round counted over the whole
 * wallet round by the round's conditional upsert, the player's stake and loss limits by their
 * conditional counters, then one call row and one transfer per bet. Any refusal keeps nothing.
 */
async function placeBets<T>(deps: WalletDeps, player: RoundPlayer, plan: SharedBetPlan<T>): Promise<PlacedBets<T>> {
  const game = await findSharedGame(deps, player, true);
  if (!game) return { status: 'GAME_UNAVAILABLE' };
  if (!game.userActive) return { status: 'PLAYER_BLOCKED', refusal: null };
  const gate = await playGate(deps.db, player.userId, deps.clock());
  if (gate.refusal) {
    await refused(deps, player.userId, gate.refusal, null);
    return { status: gate.refusalStatus, refusal: { key: gate.refusal.key, params: gate.refusal.params } };
  }
  const accounts = await accountsOf(deps, game, player.userId, true);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const planned = await plan(trx, game);
      const totalKurus = assertBets(planned);
      if (gate.hasLimits) await countStake(trx, player.userId, totalKurus, deps.clock(), true);
      const round = await joinRound(deps, trx, { game, userId: player.userId, planned, totalKurus, gate });
      const balanceKurus = await stakeEach(deps, trx, { game, accounts, planned, roundId: round.id });
      const result = await planned.finish(trx, round.id);
      return { status: 'OK' as const, gameRoundId: round.id, balanceKurus, result };
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds') return { status: 'INSUFFICIENT_FUNDS' };
    if (error instanceof ProtectionRefusal) {
      await refused(deps, player.userId, error, null);
      return { status: 'LIMIT_REACHED', refusal: { key: error.key, params: error.params } };
    }
    throw error;
  }
}

function refused(deps: WalletDeps, userId: number, refusal: ProtectionRefusal, amountKurus: number | null) {
  return recordDecision(deps.db, { userId, kind: 'bet_refused', reason: refusal.key, amountKurus, at: deps.clock() });
}

/** A game's bug must not move money: at least one bet, each a positive whole number of kuruş. */
function assertBets(planned: PlannedBets<unknown>): number {
  if (planned.bets.length === 0) throw new Error(`round ${planned.roundId}: no bets`);
  let total = 0;
  for (const bet of planned.bets) {
    if (!Number.isSafeInteger(bet.stakeKurus) || bet.stakeKurus <= 0) {
      throw new Error(`round ${planned.roundId}: stake ${bet.stakeKurus} must be whole kuruş`);
    }
    total += bet.stakeKurus;
  }
  return total;
}

/**
 * The player's wallet round of the shared round: made by the first bets, joined by later ones
 * while open. The operator's highest stake per round is the update's condition, so parallel calls
 * of one player cannot pass it together.
 */
async function joinRound(
  deps: WalletDeps,
  trx: Transaction<Database>,
  joining: { game: SharedGame; userId: number; planned: PlannedBets<unknown>; totalKurus: number; gate: PlayGate },
): Promise<Selectable<GameRoundsTable>> {
  const { game, userId, planned, totalKurus, gate } = joining;
  if (totalKurus > gate.maxStakeKurus) throw gate.maxStakeRefusal;
  const now = deps.clock().toISOString();
  const round = await trx
    .insertInto('game_rounds')
    .values({
      user_id: userId,
      game_id: game.gameId,
      provider_id: game.providerId,
      round_id: planned.roundId,
      status: 'open',
      stake_kurus: totalKurus,
      win_kurus: 0,
      bonus_stake_kurus: 0,
      opened_at: now,
      settled_at: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['provider_id', 'round_id'])
        .doUpdateSet((eb) => ({ stake_kurus: eb('game_rounds.stake_kurus', '+', totalKurus) }))
        .where('game_rounds.user_id', '=', userId)
        .where('game_rounds.status', '=', 'open')
        .where((eb) => eb(eb('game_rounds.stake_kurus', '+', totalKurus), '<=', gate.maxStakeKurus)),
    )
    .returningAll()
    .executeTakeFirst();
  if (round) return round;
  const existing = await trx
    .selectFrom('game_rounds')
    .select(['user_id', 'status'])
    .where('provider_id', '=', game.providerId)
    .where('round_id', '=', planned.roundId)
    .executeTakeFirst();
  if (existing?.user_id === userId && existing.status === 'open') throw gate.maxStakeRefusal;
  throw new Error(`wallet round ${planned.roundId} is not this player's open round`);
}

/** One call row and one transfer (two with a bonus part) per bet; answers the balance after the last. */
async function stakeEach(
  deps: WalletDeps,
  trx: Transaction<Database>,
  staking: { game: SharedGame; accounts: PlayerAccounts; planned: PlannedBets<unknown>; roundId: number },
): Promise<number> {
  const { game, accounts, planned, roundId } = staking;
  const now = deps.clock().toISOString();
  let bonusKurus = 0;
  let balanceKurus = 0;
  for (const bet of planned.bets) {
    const shares = await stakeShares(deps, trx, accounts, bet.stakeKurus);
    const moved = await moveShares(deps, trx, accounts, {
      from: 'player',
      shares,
      transferId: transferIdOf(game, bet.transactionId),
      kind: 'bet',
      reference: `round:${roundId}`,
    });
    balanceKurus = (await balanceAfter(trx, accounts, moved)).totalKurus;
    bonusKurus += shares.bonusKurus;
    const call: WalletBetRequest = {
      ...commonOf(planned.roundId, game.code, bet.transactionId),
      amount: bet.stakeKurus,
      round_closed: false,
    };
    await trx
      .insertInto('wallet_transactions')
      .values({
        ...callRow(game, accounts.userId, 'bet', call, now),
        game_round_id: roundId,
        answer_balance: balanceKurus,
        ledger_transfer_id: moved.transferId,
        bonus_amount: shares.bonusKurus,
      })
      .execute();
  }
  if (bonusKurus > 0) {
    await trx
      .updateTable('game_rounds')
      .set((eb) => ({ bonus_stake_kurus: eb('bonus_stake_kurus', '+', bonusKurus) }))
      .where('id', '=', roundId)
      .execute();
  }
  return balanceKurus;
}

/**
 * Closes a player's bets with a win (0 for a loss) or a refund, once: each bet's closing call row
 * (`<bet>-win` or `<bet>-void`) is inserted first and its unique id decides, so a second run, or a
 * second process, finds it taken and moves nothing. The game's plan runs first in the same
 * transaction (its fencing check may refuse the whole settlement).
 */
async function closeBets(
  deps: WalletDeps,
  player: RoundPlayer,
  settlement: SharedSettlement,
  kind: 'win' | 'rollback',
): Promise<SharedRoundOutcome> {
  const game = await findSharedGame(deps, player, false);
  if (!game) throw new Error(`game ${player.gameId} or player ${player.userId} not found`);
  const accounts = await accountsOf(deps, game, player.userId, false);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await settlement.plan(trx);
      const outcome: SharedRoundOutcome = { closedBets: 0, movedKurus: 0 };
      let gameRoundId: number | null = null;
      for (const bet of settlement.bets) {
        const row = await betRow(trx, game, bet.transactionId);
        if (!row || row.user_id !== player.userId || row.state !== 'done' || row.has_win !== 0) continue;
        gameRoundId = row.game_round_id;
        const moved = await closeOne(deps, trx, {
          game,
          accounts,
          settlement,
          row,
          kind,
          returnKurus: bet.returnKurus,
        });
        if (moved === null) continue;
        outcome.closedBets += 1;
        outcome.movedKurus += moved;
      }
      if (gameRoundId !== null)
        await closeRound(deps, trx, { game, gameRoundId, kind, movedKurus: outcome.movedKurus });
      return outcome;
    });
  } finally {
    // Started, not awaited: the settlement's answer needs no subscriber (the feed, wagering, tournaments).
    void deps.events.deliverNow();
  }
}

function betRow(trx: Transaction<Database>, game: SharedGame, transactionId: string) {
  return trx
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('provider_id', '=', game.providerId)
    .where('transaction_id', '=', transactionId)
    .where('kind', '=', 'bet')
    .executeTakeFirst();
}

/** One bet's closing call and money; null when its closing call exists already. */
async function closeOne(
  deps: WalletDeps,
  trx: Transaction<Database>,
  closing: {
    game: SharedGame;
    accounts: PlayerAccounts;
    settlement: SharedSettlement;
    row: WalletRow;
    kind: 'win' | 'rollback';
    returnKurus: number;
  },
): Promise<number | null> {
  const { game, accounts, settlement, row, kind } = closing;
  const amountKurus = kind === 'win' ? closing.returnKurus : row.amount;
  if (!Number.isSafeInteger(amountKurus) || amountKurus < 0) throw new Error(`bet ${row.transaction_id}: bad return`);
  const transactionId = `${row.transaction_id}-${kind === 'win' ? 'win' : 'void'}`;
  const common = commonOf(settlement.roundId, game.code, transactionId);
  const call: WalletWinRequest | WalletRollbackRequest =
    kind === 'win'
      ? { ...common, amount: amountKurus, reference_transaction_id: row.transaction_id, round_closed: true }
      : { ...common, amount: amountKurus, reference_transaction_id: row.transaction_id };
  const now = deps.clock().toISOString();
  const inserted = await trx
    .insertInto('wallet_transactions')
    .values({ ...callRow(game, accounts.userId, kind, call, now), game_round_id: row.game_round_id })
    .onConflict((conflict) => conflict.columns(['provider_id', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  // The bet row is the one a win and a rollback both update: only one of them can close it.
  const marked = await trx
    .updateTable('wallet_transactions')
    .set(kind === 'win' ? { has_win: 1 } : { state: 'rolled_back' })
    .where('id', '=', row.id)
    .where('state', '=', 'done')
    .where('has_win', '=', 0)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) throw new Error(`bet ${row.transaction_id} was closed meanwhile`);
  const bonusStake = Number(row.bonus_amount);
  const shares =
    kind === 'win'
      ? winShares(amountKurus, row.amount, bonusStake)
      : { cashKurus: row.amount - bonusStake, bonusKurus: bonusStake };
  const moved = await moveShares(deps, trx, accounts, {
    from: 'house',
    shares,
    transferId: transferIdOf(game, transactionId),
    kind,
    reference: `round:${row.game_round_id ?? 'none'}`,
  });
  await countReturn(trx, accounts.userId, amountKurus, deps.clock());
  const balance = await balanceAfter(trx, accounts, moved);
  await trx
    .updateTable('wallet_transactions')
    .set({
      answer_balance: balance.totalKurus,
      ledger_transfer_id: moved.transferId,
      bonus_amount: shares.bonusKurus,
    })
    .where('id', '=', inserted.id)
    .execute();
  return amountKurus;
}

/** Closes the player's wallet round once (settled, or rolled back with its stake taken off) and records round_settled. */
async function closeRound(
  deps: WalletDeps,
  trx: Transaction<Database>,
  closing: { game: SharedGame; gameRoundId: number; kind: 'win' | 'rollback'; movedKurus: number },
): Promise<void> {
  const { game, gameRoundId, kind, movedKurus } = closing;
  const now = deps.clock().toISOString();
  const round = await trx
    .updateTable('game_rounds')
    .set((eb) =>
      kind === 'win'
        ? { status: 'settled' as const, settled_at: now, win_kurus: eb('win_kurus', '+', movedKurus) }
        : {
            status: 'rolled_back' as const,
            settled_at: now,
            stake_kurus: eb('stake_kurus', '-', movedKurus),
            bonus_stake_kurus: 0,
          },
    )
    .where('id', '=', gameRoundId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!round) return;
  const context = { deps, trx, caller: game, userId: round.user_id, gameId: round.game_id, now };
  await recordSettled(context, round);
}

/** The ledger's transfer ids are at most 64 characters (ledger-service.ts); a game's call ids may be longer. */
const TRANSFER_ID_MAX = 64;

/**
 * The ledger transfer of a shared-round call, named after the call so that a second run finds it. A
 * call id too long for the ledger (a live bet's id carries the client's request id, up to 40
 * characters) is named by its SHA-256 instead: still one name per call, and the same on every run.
 */
function transferIdOf(game: SharedGame, transactionId: string): string {
  const plain = `wallet:${game.providerId}:${transactionId}`;
  if (plain.length <= TRANSFER_ID_MAX) return plain;
  return `wallet:${game.providerId}:h:${createHash('sha256').update(transactionId).digest('hex').slice(0, 40)}`;
}

function commonOf(roundId: string, gameCode: string, transactionId: string) {
  return {
    token: '',
    round_id: roundId,
    game_id: gameCode,
    currency: WALLET_CURRENCY,
    request_id: transactionId,
    transaction_id: transactionId,
  };
}

function callRow(
  game: SharedGame,
  userId: number,
  kind: WalletTransactionKind,
  call: WalletBetRequest | WalletWinRequest | WalletRollbackRequest,
  now: string,
) {
  return {
    provider_id: game.providerId,
    transaction_id: call.transaction_id,
    kind,
    state: 'done' as const,
    user_id: userId,
    game_round_id: null as number | null,
    amount: call.amount,
    reference_transaction_id: 'reference_transaction_id' in call ? call.reference_transaction_id : null,
    has_win: 0,
    request_canonical: canonicalRequestOf(kind, call, userId),
    answer_status: 'OK',
    answer_balance: 0,
    ledger_transfer_id: null as string | null,
    bonus_amount: 0,
    created_at: now,
  };
}
