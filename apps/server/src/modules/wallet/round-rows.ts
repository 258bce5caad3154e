import { WALLET_CURRENCY, type WalletBetRequest, type WalletWinRequest } from '@bnw/contract';
import type { Insertable } from 'kysely';
import type { GameRoundsTable, WalletTransactionsTable } from '../../db/schema.js';
import type { LockedAccount, TransferRequest } from '../../ledger/ledger-service.js';
import type { PlannedRound, RoundPlayer } from '../../platform/game-wallet-port.js';
import type { DomainEvents } from '../../platform/event-types.js';
import type { Shares } from './bonus-money.js';
import { canonicalRequestOf } from './money-calls.js';

/** A game as a batch read it: active, of an active provider. */
export interface BatchGame {
  gameId: number;
  code: string;
  providerId: number;
  providerCode: string;
}

/** A round the batch accepted: who, what, from which accounts, and how its stake and win split. */
export interface SettledRound {
  player: RoundPlayer;
  game: BatchGame;
  plan: PlannedRound<unknown, unknown>;
  accounts: { cash: LockedAccount; bonus: LockedAccount | null; house: LockedAccount };
  stake: Shares;
  win: Shares;
}

/**
 * The rows a whole round leaves, exactly as an outside provider's bet and closing win would have
 * left them (a settled round, a bet row and a win row, one ledger transfer per part that is not
 * zero, round_settled), so history, reports and the feeds cannot tell the two apart. Built for a
 * whole batch at once; the rows that name the wallet's round take its ids once they exist.
 */
export function roundRows(settled: readonly SettledRound[], now: string) {
  const calls = settled.map((round) => callsOf(round.plan, round.game.code));
  return {
    rounds: settled.map((round): Insertable<GameRoundsTable> => ({
      user_id: round.player.userId,
      game_id: round.game.gameId,
      provider_id: round.game.providerId,
      round_id: round.plan.roundId,
      status: 'settled',
      stake_kurus: round.plan.stakeKurus,
      win_kurus: round.plan.winKurus,
      bonus_stake_kurus: round.stake.bonusKurus,
      opened_at: now,
      settled_at: now,
    })),
    transfers: (gameRoundIds: readonly number[]) =>
      settled.flatMap((round, position) => roundTransfers(round, calls[position]!, gameRoundIds[position]!).requests),
    calls: (gameRoundIds: readonly number[], balances: readonly Shares[]) =>
      settled.flatMap((round, position) =>
        callRows(round, { calls: calls[position]!, gameRoundId: gameRoundIds[position]!, now }, balances[position]!),
      ),
    events: (gameRoundIds: readonly number[]): Array<DomainEvents['round_settled']> =>
      settled.map((round, position) => ({
        roundId: gameRoundIds[position]!,
        userId: round.player.userId,
        gameId: round.game.gameId,
        providerId: round.game.providerId,
        stakeKurus: round.plan.stakeKurus,
        winKurus: round.plan.winKurus,
      })),
  };
}

type RoundCalls = ReturnType<typeof callsOf>;

/** The bet and the closing win an outside provider would have sent for this round. */
function callsOf(planned: PlannedRound<unknown, unknown>, gameCode: string) {
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

/**
 * Named after the provider and the call's id, which are known before the call's row exists (an
 * outside provider's transfers are named after their row: `wallet:<row id>`).
 */
function transferIdOf(round: SettledRound, call: WalletBetRequest | WalletWinRequest): string {
  return `wallet:${round.game.providerId}:${call.transaction_id}`;
}

/**
 * The round's ledger transfers, one per part that is not zero: the stake from the player's cash
 * (and bonus) to the house, the win back from the house in the same shares.
 */
function roundTransfers(round: SettledRound, calls: RoundCalls, gameRoundId: number) {
  const requests: TransferRequest[] = [];
  const reference = `round:${gameRoundId}`;
  const part = (transferId: string, kind: 'bet' | 'win', from: number, to: number, amountKurus: number) => {
    if (amountKurus <= 0) return null;
    requests.push({ transferId, debitAccountId: from, creditAccountId: to, amountKurus, kind, reference });
    return transferId;
  };
  const { cash, house } = round.accounts;
  // A bonus part exists only when the stake took some of the bonus balance, so the account is known.
  const bonus = round.accounts.bonus?.id ?? -1;
  const betId = transferIdOf(round, calls.bet);
  const winId = transferIdOf(round, calls.win);
  const betCash = part(betId, 'bet', cash.id, house.id, round.stake.cashKurus);
  const betBonus = part(`${betId}:bonus`, 'bet', bonus, house.id, round.stake.bonusKurus);
  const winCash = part(winId, 'win', house.id, cash.id, round.win.cashKurus);
  const winBonus = part(`${winId}:bonus`, 'win', house.id, bonus, round.win.bonusKurus);
  return { requests, betTransferId: betCash ?? betBonus, winTransferId: winCash ?? winBonus };
}

/** The bet row and the win row, each with the balance a provider's call would have been answered. */
function callRows(
  round: SettledRound,
  at: { calls: RoundCalls; gameRoundId: number; now: string },
  after: Shares,
): Array<Insertable<WalletTransactionsTable>> {
  const { calls, gameRoundId } = at;
  const transfers = roundTransfers(round, calls, gameRoundId);
  const afterWin = after.cashKurus + after.bonusKurus;
  // What a provider's bet would have answered: the balance before the win came back.
  const afterStake = afterWin - round.win.cashKurus - round.win.bonusKurus;
  const row = (
    kind: 'bet' | 'win',
    call: WalletBetRequest | WalletWinRequest,
    values: { transferId: string | null; bonusKurus: number; balanceKurus: number },
  ): Insertable<WalletTransactionsTable> => ({
    provider_id: round.game.providerId,
    transaction_id: call.transaction_id,
    kind,
    state: 'done',
    user_id: round.player.userId,
    game_round_id: gameRoundId,
    amount: call.amount,
    reference_transaction_id: 'reference_transaction_id' in call ? call.reference_transaction_id : null,
    // The bet has its win, so a rollback could no longer cancel it.
    has_win: kind === 'bet' ? 1 : 0,
    request_canonical: canonicalRequestOf(kind, call, round.player.userId),
    answer_status: 'OK',
    answer_balance: values.balanceKurus,
    ledger_transfer_id: values.transferId,
    bonus_amount: values.bonusKurus,
    created_at: at.now,
  });
  return [
    row('bet', calls.bet, {
      transferId: transfers.betTransferId,
      bonusKurus: round.stake.bonusKurus,
      balanceKurus: afterStake,
    }),
    row('win', calls.win, {
      transferId: transfers.winTransferId,
      bonusKurus: round.win.bonusKurus,
      balanceKurus: afterWin,
    }),
  ];
}
