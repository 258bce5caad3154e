import type { MessageKey } from '@bnw/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * How a module of ours that runs games in process (the studio) moves a player's money: through the
 * wallet, with the same rows, ledger transfers, round and round_settled event as an outside
 * provider's bet and win. The interface lives on the ground floor; the wallet module implements it
 * (`gameWalletPort`), and the composition root hands that implementation to the studio, so neither
 * module imports the other.
 *
 * A game of ours knows a round's stake and win at once, so it hands the wallet the whole round as
 * data: its amounts, the turn it was computed from and the proof it leaves. The wallet settles the
 * rounds that arrive together in one database transaction with a handful of statements for all of
 * them (decision 44); each round gets its own answer, and one player's refusal never
 * refuses another's round. A refused round leaves nothing, not even the game's turn.
 */
export interface GameWalletPort {
  playRound<T, D>(player: RoundPlayer, plan: PlannedRound<T, D>): Promise<PlayedRound<T>>;
}

export interface RoundPlayer {
  userId: number;
  gameId: number;
}

/** The game being played, as the wallet found it (active, of an active provider). */
export interface RoundGame {
  code: string;
  providerCode: string;
}

/** A whole round, computed by the game before any money moves. */
export interface PlannedRound<T, D> {
  /** The game's id of the round, unique for its provider; the wallet names its calls after it. */
  roundId: string;
  stakeKurus: number;
  winKurus: number;
  /** What the game's writer needs of this round: its turn and its proof. */
  data: D;
  /** The game's statements for a whole batch of its rounds; the same object for every round of the game. */
  writer: GameRoundWriter<D>;
  /** Handed back with the answer once the round is settled. */
  result: T;
}

/**
 * A game's own writes for a batch of its rounds, run inside the batch's transaction: one statement
 * each for all the rounds, not one per round.
 */
export interface GameRoundWriter<D> {
  /**
   * Takes each round's turn in the game's state, if it is still the turn the round was computed
   * from (nothing else took it since); answers the indexes of the rounds whose turn held. The others
   * are answered TURN_TAKEN and leave nothing.
   */
  takeTurns(trx: Transaction<Database>, rounds: readonly D[]): Promise<ReadonlySet<number>>;
  /** Records each settled round's proof, linked to the wallet's round. */
  recordRounds(trx: Transaction<Database>, rounds: ReadonlyArray<{ data: D; gameRoundId: number }>): Promise<void>;
}

export type PlayedRound<T> =
  | { status: 'OK'; gameRoundId: number; balanceKurus: number; result: T }
  /**
   * Nothing was written: the game or its provider is unknown or switched off, the player cannot
   * pay, or the game's turn was taken since the round was computed (the game may compute it again).
   */
  | { status: 'GAME_UNAVAILABLE' | 'INSUFFICIENT_FUNDS' | 'TURN_TAKEN' }
  /**
   * Nothing was written: the player may not play (blocked, or on a time-out, self-excluded or
   * closed) or the stake would pass one of their limits; `refusal` is the player's own rule, in words.
   */
  | { status: 'PLAYER_BLOCKED' | 'LIMIT_REACHED'; refusal: ProtectionWords | null };

/** A player protection rule's message and its figures (protection/guard.ts's refusal, as data). */
export interface ProtectionWords {
  key: MessageKey;
  params: Record<string, string>;
}

/**
 * How a module of ours that runs shared rounds (the live tables) moves money: a round has many
 * players, each bet is placed while betting is open and paid (or refunded) when the round ends, so
 * unlike `playRound` the bet and the win are separate transactions. The wallet module implements
 * it (`sharedRoundWallet`) with the same rows, transfers, rounds and round_settled as an outside
 * provider's bet, win and rollback; each player's part of a shared round is one wallet round.
 */
export interface SharedRoundWalletPort {
  /** One or more bets of one player in one round, all or none, inside one transaction with the plan's writes. */
  placeBets<T>(player: RoundPlayer, plan: SharedBetPlan<T>): Promise<PlacedBets<T>>;
  /**
   * Pays each bet's return (0 for a loss) and closes the player's wallet round. Idempotent: each
   * bet's settlement is a call row `<bet transaction id>-win`, unique, so a second run pays nothing.
   */
  settleBets(player: RoundPlayer, settlement: SharedSettlement): Promise<SharedRoundOutcome>;
  /** Gives every open bet's stake back and closes the player's wallet round; idempotent like settleBets. */
  voidBets(player: RoundPlayer, settlement: SharedSettlement): Promise<SharedRoundOutcome>;
}

/** Runs inside the wallet's transaction before money moves; throwing refuses every bet. */
export type SharedBetPlan<T> = (trx: Transaction<Database>, game: RoundGame) => Promise<PlannedBets<T>>;

export interface PlannedBets<T> {
  /** The player's wallet round in the shared round: unique for the provider, the same for every call of the round. */
  roundId: string;
  /** Each bet's wallet call id (unique for the provider) and stake. */
  bets: Array<{ transactionId: string; stakeKurus: number }>;
  /** Still inside the transaction, once the money moved. */
  finish(trx: Transaction<Database>, gameRoundId: number): Promise<T>;
}

export type PlacedBets<T> =
  | { status: 'OK'; gameRoundId: number; balanceKurus: number; result: T }
  | { status: 'GAME_UNAVAILABLE' | 'INSUFFICIENT_FUNDS' }
  | { status: 'PLAYER_BLOCKED' | 'LIMIT_REACHED'; refusal: ProtectionWords | null };

export interface SharedSettlement {
  roundId: string;
  /** The bets to close: settleBets pays `returnKurus` of each, voidBets ignores it and refunds the stake. */
  bets: Array<{ transactionId: string; returnKurus: number }>;
  /**
   * Inside the same transaction, before any money moves: the game marks its bets (a fencing check
   * may throw here, and then nothing is paid).
   */
  plan(trx: Transaction<Database>): Promise<void>;
}

export interface SharedRoundOutcome {
  /** Bets paid or refunded by this call: 0 when an earlier call had done it all. */
  closedBets: number;
  movedKurus: number;
}
