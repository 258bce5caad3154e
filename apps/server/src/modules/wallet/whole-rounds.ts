import { WALLET_CURRENCY, type WalletBetRequest, type WalletWinRequest } from '@bnw/contract';
import type { Transaction } from 'kysely';
import type { Database, WalletTransactionKind } from '../../db/schema.js';
import { houseGameAccount, playerBonusAccount } from '../../ledger/house-accounts.js';
import { LedgerError } from '../../ledger/ledger-error.js';
import type { TransferRequest } from '../../ledger/ledger-service.js';
import type { EventOutbox } from '../../platform/events.js';
import type {
  GameWalletPort,
  PlannedRound,
  PlayedRound,
  ProtectionWords,
  RoundGame,
  RoundPlan,
  RoundPlayer,
} from '../../platform/game-wallet-port.js';
import { ProtectionRefusal, countReturn, countStake, playGate, recordDecision } from '../../protection/guard.js';
import type { WalletCaller } from './caller.js';
import type { WalletDeps } from './deps.js';
import { canonicalRequestOf } from './money-calls.js';
import { recordSettled } from './rounds.js';
import { type PlayerAccounts, type Shares, balanceAfter, stakeShares, winShares } from './bonus-money.js';

/**
 * The wallet as our in-process studio sees it (platform/game-wallet-port.ts): a whole round, bet and
 * win, in one transaction with the game's own writes. It leaves what an outside provider's bet and
 * win calls leave (a settled round, a bet row and a win row, one ledger transfer each, round_settled),
 * so history, reports and the high-earnings feed cannot tell the two apart.
 */
export function gameWalletPort(deps: WalletDeps): GameWalletPort {
  return { playRound: (player, plan) => playWholeRound(deps, player, plan) };
}

interface FoundGame extends RoundGame, WalletCaller {
  gameId: number;
  bonus: PlayerAccounts['bonus'];
}

async function playWholeRound<T>(deps: WalletDeps, player: RoundPlayer, plan: RoundPlan<T>): Promise<PlayedRound<T>> {
  const found = await findGameFor(deps, player);
  if (found === 'GAME_UNAVAILABLE') return { status: found };
  if (found === 'PLAYER_BLOCKED') return { status: found, refusal: null };
  const gate = await playGate(deps.db, player.userId, deps.clock());
  if (gate.refusal) {
    const at = deps.clock();
    await recordDecision(deps.db, {
      userId: player.userId,
      kind: 'bet_refused',
      reason: gate.refusal.key,
      amountKurus: null,
      at,
    });
    return { status: gate.refusalStatus, refusal: wordsOf(gate.refusal) };
  }
  const accounts = await ledgerAccounts(deps, found, player.userId);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const planned = await plan(trx, found);
      assertRoundAmounts(planned);
      if (planned.stakeKurus > gate.maxStakeKurus) throw gate.maxStakeRefusal;
      if (gate.hasLimits) {
        await countStake(trx, player.userId, planned.stakeKurus, deps.clock(), true);
        await countReturn(trx, player.userId, planned.winKurus, deps.clock());
      }
      const moved = await moveRoundMoney(deps, trx, { player, game: found, accounts, planned });
      const result = await planned.finish(trx, moved.gameRoundId);
      return { status: 'OK' as const, ...moved, result };
    });
  } catch (error) {
    // The debit's condition refused it; the whole transaction, the game's writes too, is undone.
    if (error instanceof LedgerError && error.code === 'insufficient_funds') return { status: 'INSUFFICIENT_FUNDS' };
    if (error instanceof ProtectionRefusal) {
      await recordDecision(deps.db, {
        userId: player.userId,
        kind: 'bet_refused',
        reason: error.key,
        amountKurus: null,
        at: deps.clock(),
      });
      return { status: 'LIMIT_REACHED', refusal: wordsOf(error) };
    }
    throw error;
  } finally {
    // Started, not awaited: nothing in a spin's answer depends on a subscriber (the feed, the
    // tournaments), and waiting would add the delivery's own commits to every spin.
    deliverSoon(deps.events);
  }
}

/** Whether a delivery pass started by a round is running in this process, and whether another is owed. */
const passes = new WeakMap<EventOutbox, { running: boolean; owed: boolean }>();

/**
 * One delivery pass at a time for the rounds of this process. A round committed while a pass runs
 * owes one more pass after it (the running one may have read its due rows before that commit), so
 * every round's event is still taken by a pass that starts after its commit; a burst of rounds
 * shares its passes instead of starting one each, which all read the same due rows and claim
 * against each other (at 64 players, 185 claims for 17 batches delivered).
 */
function deliverSoon(events: EventOutbox): void {
  let state = passes.get(events);
  if (!state) passes.set(events, (state = { running: false, owed: false }));
  if (state.running) {
    state.owed = true;
    return;
  }
  state.running = true;
  const pass = state;
  void (async () => {
    try {
      do {
        pass.owed = false;
        await events.deliverNow();
      } while (pass.owed);
    } finally {
      pass.running = false;
    }
  })();
}

function wordsOf(refusal: ProtectionRefusal): ProtectionWords {
  return { key: refusal.key, params: refusal.params };
}

/** A game's bug must not move money: a stake is a positive whole number of kuruş, a win a whole one. */
function assertRoundAmounts(planned: PlannedRound<unknown>): void {
  const { stakeKurus, winKurus } = planned;
  if (!Number.isSafeInteger(stakeKurus) || stakeKurus <= 0 || !Number.isSafeInteger(winKurus) || winKurus < 0) {
    throw new Error(`round ${planned.roundId}: stake ${stakeKurus} and win ${winKurus} must be whole kuruş`);
  }
}

/**
 * The game (active, of an active provider), whether the player may play, and the player's bonus
 * balance (a stake uses it only when there is one): one read.
 */
async function findGameFor(
  deps: Pick<WalletDeps, 'db'>,
  player: RoundPlayer,
): Promise<FoundGame | 'GAME_UNAVAILABLE' | 'PLAYER_BLOCKED'> {
  const row = await deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('users', (join) => join.on('users.id', '=', player.userId))
    .leftJoin('ledger_accounts as bonus', (join) => join.on('bonus.code', '=', playerBonusAccount(player.userId)))
    .select(['games.code', 'game_providers.id as provider_id', 'game_providers.code as provider_code', 'users.status'])
    .select(['bonus.id as bonus_id', 'bonus.balance as bonus_balance', 'bonus.pending_debits as bonus_pending'])
    .where('games.id', '=', player.gameId)
    .where('games.active', '=', 1)
    .where('game_providers.active', '=', 1)
    .executeTakeFirst();
  if (!row) return 'GAME_UNAVAILABLE';
  if (row.status !== 'active') return 'PLAYER_BLOCKED';
  const bonusKurus = Number(row.bonus_balance ?? 0) - Number(row.bonus_pending ?? 0);
  return {
    gameId: player.gameId,
    code: row.code,
    providerId: row.provider_id,
    providerCode: row.provider_code,
    bonus: row.bonus_id !== null && bonusKurus > 0 ? { id: row.bonus_id, balanceKurus: bonusKurus } : null,
  };
}

async function ledgerAccounts(deps: WalletDeps, game: FoundGame, userId: number): Promise<PlayerAccounts> {
  const player = await deps.ledger.playerCashAccountId(userId);
  const house = await deps.ledger.houseAccountId(
    houseGameAccount(game.providerCode, userId, deps.config.walletHouseShards),
  );
  return { userId, player, house, bonus: game.bonus };
}

interface RoundMoney<T> {
  player: RoundPlayer;
  game: FoundGame;
  accounts: PlayerAccounts;
  planned: PlannedRound<T>;
}

/**
 * The settled round, the stake to the house (cash first, then bonus) and the win back in the same
 * shares (a zero win moves nothing), then the two call rows with their answers, as a provider's
 * `bet` and closing `win` would have left them.
 */
async function moveRoundMoney<T>(deps: WalletDeps, trx: Transaction<Database>, round: RoundMoney<T>) {
  const { planned, player, game, accounts } = round;
  const now = deps.clock().toISOString();
  const stakeParts = await stakeShares(deps, trx, accounts, planned.stakeKurus);
  const settled = await trx
    .insertInto('game_rounds')
    .values({
      user_id: player.userId,
      game_id: game.gameId,
      provider_id: game.providerId,
      round_id: planned.roundId,
      status: 'settled',
      stake_kurus: planned.stakeKurus,
      win_kurus: planned.winKurus,
      bonus_stake_kurus: stakeParts.bonusKurus,
      opened_at: now,
      settled_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const calls = callsOf(planned, game.code);
  const winParts = winShares(planned.winKurus, planned.stakeKurus, stakeParts.bonusKurus);
  const money = roundTransfers(accounts, {
    betId: transferIdOf(game, calls.bet),
    winId: transferIdOf(game, calls.win),
    reference: `round:${settled.id}`,
    stake: stakeParts,
    win: winParts,
  });
  // Both transfers recorded, each account's balance changed once by the round's net.
  const moved = await deps.ledger.transferAll(money.requests, trx);
  const afterWin = await balanceAfter(trx, accounts, {
    transferId: null,
    cashAfter: moved.availableAfter.get(accounts.player),
    bonusAfter: accounts.bonus ? moved.availableAfter.get(accounts.bonus.id) : undefined,
  });
  // What a provider's bet would have answered: the balance before the win came back.
  const afterStake = {
    cashKurus: afterWin.cashKurus - winParts.cashKurus,
    bonusKurus: afterWin.bonusKurus - winParts.bonusKurus,
  };
  const rowOf = { round, roundId: settled.id, now };
  await trx
    .insertInto('wallet_transactions')
    .values([
      callRow(rowOf, {
        kind: 'bet',
        call: calls.bet,
        transferId: money.betTransferId,
        bonusKurus: stakeParts.bonusKurus,
        balanceKurus: afterStake.cashKurus + afterStake.bonusKurus,
      }),
      callRow(rowOf, {
        kind: 'win',
        call: calls.win,
        transferId: money.winTransferId,
        bonusKurus: winParts.bonusKurus,
        balanceKurus: afterWin.totalKurus,
      }),
    ])
    .execute();
  await recordSettled(
    { deps, trx, caller: game, userId: player.userId, gameId: game.gameId, now },
    { ...settled, stake_kurus: planned.stakeKurus, win_kurus: planned.winKurus },
  );
  return { gameRoundId: settled.id, balanceKurus: afterWin.totalKurus };
}

/**
 * Named after the provider and the call's id, which are known before the call's row exists (an
 * outside provider's transfers are named after their row: `wallet:<row id>`).
 */
function transferIdOf(game: FoundGame, call: WalletBetRequest | WalletWinRequest): string {
  return `wallet:${game.providerId}:${call.transaction_id}`;
}

/**
 * The round's ledger transfers, one per part that is not zero, named as a provider's bet and win
 * would have named them: the stake from the player's cash (and bonus) to the house, the win back
 * from the house in the same shares.
 */
function roundTransfers(
  accounts: PlayerAccounts,
  round: { betId: string; winId: string; reference: string; stake: Shares; win: Shares },
) {
  const requests: TransferRequest[] = [];
  const part = (transferId: string, kind: 'bet' | 'win', from: number, to: number, amountKurus: number) => {
    if (amountKurus <= 0) return null;
    requests.push({
      transferId,
      debitAccountId: from,
      creditAccountId: to,
      amountKurus,
      kind,
      reference: round.reference,
    });
    return transferId;
  };
  const { player, house } = accounts;
  // A bonus part exists only when the stake took some of the bonus balance, so the account is known.
  const bonus = accounts.bonus?.id ?? -1;
  const betCash = part(round.betId, 'bet', player, house, round.stake.cashKurus);
  const betBonus = part(`${round.betId}:bonus`, 'bet', bonus, house, round.stake.bonusKurus);
  const winCash = part(round.winId, 'win', house, player, round.win.cashKurus);
  const winBonus = part(`${round.winId}:bonus`, 'win', house, bonus, round.win.bonusKurus);
  return { requests, betTransferId: betCash ?? betBonus, winTransferId: winCash ?? winBonus };
}

/** The bet and the closing win an outside provider would have sent for this round. */
function callsOf(planned: PlannedRound<unknown>, gameCode: string) {
  const common = { token: '', round_id: planned.roundId, game_id: gameCode, currency: WALLET_CURRENCY };
  const betId = `${planned.roundId}-bet`;
  const winId = `${planned.roundId}-win`;
  const bet: WalletBetRequest = {
    ...common,
    request_id: betId,
    transaction_id: betId,
    amount: planned.stakeKurus,
    round_closed: false,
  };
  const win: WalletWinRequest = {
    ...common,
    request_id: winId,
    transaction_id: winId,
    amount: planned.winKurus,
    reference_transaction_id: betId,
    round_closed: true,
  };
  return { bet, win };
}

function callRow<T>(
  at: { round: RoundMoney<T>; roundId: number; now: string },
  row: {
    kind: WalletTransactionKind;
    call: WalletBetRequest | WalletWinRequest;
    /** The call's first ledger transfer (the cash part's, else the bonus part's); null: it moved nothing. */
    transferId: string | null;
    bonusKurus: number;
    balanceKurus: number;
  },
) {
  const { call } = row;
  const { player, game } = at.round;
  return {
    provider_id: game.providerId,
    transaction_id: call.transaction_id,
    kind: row.kind,
    state: 'done' as const,
    user_id: player.userId,
    game_round_id: at.roundId,
    amount: call.amount,
    reference_transaction_id: 'reference_transaction_id' in call ? call.reference_transaction_id : null,
    // The bet has its win, so a rollback could no longer cancel it.
    has_win: row.kind === 'bet' ? 1 : 0,
    request_canonical: canonicalRequestOf(row.kind, call, player.userId),
    answer_status: 'OK',
    answer_balance: row.balanceKurus,
    ledger_transfer_id: row.transferId,
    bonus_amount: row.bonusKurus,
    created_at: at.now,
  };
}
