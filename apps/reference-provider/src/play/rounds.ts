import { randomUUID } from 'node:crypto';
import type { GameDefinition } from '../games/catalogue.js';
import { DICE_FACES, type DiceChoice, settleDice } from '../games/dice.js';
import { type RandomInt, runRace } from '../games/race.js';
import type { WalletClient, WalletResult, WalletStatus } from '../wallet/wallet-client.js';
import type { RoundPacer } from './pacing.js';

/** What the page is told when a round cannot be played; it shows the matching text. */
export type RoundProblem =
  'too_fast' | 'insufficient_funds' | 'session_ended' | 'player_blocked' | 'limit_reached' | 'connection' | 'refused';

export type RoundOutcome =
  { kind: 'dice'; roll: number; choice: DiceChoice } | { kind: 'race'; order: number[]; pick: number };

export type RoundResult =
  | {
      ok: true;
      roundId: string;
      stake: number;
      win: number;
      outcome: RoundOutcome;
      /** The player's cash after the round, from the wallet's last answer. */
      balance: number;
      /** The win could not be confirmed yet (the casino was unreachable); it is owed and logged. */
      winPending: boolean;
    }
  | { ok: false; problem: RoundProblem; balance?: number; retryInMs?: number };

export type RoundChoice = { kind: 'dice'; choice: DiceChoice } | { kind: 'race'; pick: number };

export interface RoundDeps {
  wallet: WalletClient;
  pacer: RoundPacer;
  randomInt: RandomInt;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

export interface RoundRequest {
  token: string;
  game: GameDefinition;
  stake: number;
  choice: RoundChoice;
}

/** A wallet refusal of a bet, as the page should explain it. */
export function problemOfStatus(status: WalletStatus): RoundProblem {
  switch (status) {
    case 'INSUFFICIENT_FUNDS':
      return 'insufficient_funds';
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return 'session_ended';
    case 'PLAYER_BLOCKED':
      return 'player_blocked';
    case 'LIMIT_REACHED':
      return 'limit_reached';
    case 'INTERNAL_ERROR':
      return 'connection';
    default:
      return 'refused';
  }
}

/** Draws the outcome on our server, after the stake was taken: the page never decides it. */
function drawOutcome(request: RoundRequest, randomInt: RandomInt): { outcome: RoundOutcome; win: number } {
  const { game, stake, choice } = request;
  if (game.kind === 'dice' && choice.kind === 'dice') {
    const settled = settleDice(game, stake, choice.choice, randomInt(1, DICE_FACES + 1));
    return { outcome: { kind: 'dice', roll: settled.roll, choice: choice.choice }, win: settled.win };
  }
  if (game.kind === 'race' && choice.kind === 'race') {
    const raced = runRace(game, stake, choice.pick, randomInt);
    return { outcome: { kind: 'race', order: raced.order, pick: choice.pick }, win: raced.win };
  }
  throw new Error(`a ${choice.kind} choice for the ${game.kind} game ${game.code}`);
}

/**
 * One round: the pace is checked, the stake is taken (`bet`), the outcome is drawn, and the round
 * is closed with its win (`win`, 0 for a loss, `round_closed`). A bet whose answer is lost has
 * been rolled back by the wallet client; a win whose answer stays lost after the retries is
 * logged as owed, and the player is told the result with the balance of the bet's answer.
 */
export async function playRound(deps: RoundDeps, request: RoundRequest): Promise<RoundResult> {
  if (!deps.pacer.tryStart(request.token)) {
    return { ok: false, problem: 'too_fast', retryInMs: deps.pacer.waitFor(request.token) };
  }
  const roundId = `rd-${randomUUID()}`;
  const bet = { token: request.token, transactionId: `bet-${randomUUID()}`, roundId, gameId: request.game.code };
  const betResult = await deps.wallet.bet({ ...bet, amount: request.stake });
  if (betResult.kind === 'lost') {
    deps.log.warn({ roundId, reason: betResult.reason }, 'bet answer lost; the bet was rolled back');
    return { ok: false, problem: 'connection' };
  }
  if (betResult.answer.status !== 'OK') {
    return { ok: false, problem: problemOfStatus(betResult.answer.status), balance: betResult.answer.balance };
  }

  const { outcome, win } = drawOutcome(request, deps.randomInt);
  const winResult = await deps.wallet.win(
    { ...bet, transactionId: `win-${randomUUID()}`, amount: win },
    bet.transactionId,
  );
  const settled = settledBalance(winResult);
  if (settled === null) {
    deps.log.error(
      { roundId, betTransactionId: bet.transactionId, win, result: describe(winResult) },
      'win not confirmed after retries: owed to the player',
    );
  }
  return {
    ok: true,
    roundId,
    stake: request.stake,
    win,
    outcome,
    balance: settled ?? betResult.answer.balance,
    winPending: settled === null,
  };
}

function settledBalance(result: WalletResult): number | null {
  return result.kind === 'answer' && result.answer.status === 'OK' ? result.answer.balance : null;
}

function describe(result: WalletResult): string {
  return result.kind === 'lost' ? `lost: ${result.reason}` : result.answer.status;
}
