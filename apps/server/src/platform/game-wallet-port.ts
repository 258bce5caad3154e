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
 * An outside provider sends its bet and its win as two calls, and the wallet must survive anything
 * between them. A game of ours knows both at once, so the whole round is one database transaction:
 * the game's own writes (its nonce, its round) and the wallet's commit together or not at all. A
 * refusal or a crash leaves nothing to roll back, and a round costs one commit instead of several.
 */
export interface GameWalletPort {
  playRound<T>(player: RoundPlayer, plan: RoundPlan<T>): Promise<PlayedRound<T>>;
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

/**
 * Runs inside the wallet's transaction before any money moves: the game checks that it may play,
 * makes its own writes with `trx`, and answers the round. Throwing refuses the round: nothing of it
 * is kept.
 */
export type RoundPlan<T> = (trx: Transaction<Database>, game: RoundGame) => Promise<PlannedRound<T>>;

export interface PlannedRound<T> {
  /** The game's id of the round, unique for its provider; the wallet names its calls after it. */
  roundId: string;
  stakeKurus: number;
  winKurus: number;
  /** Still inside the transaction, once the money moved: links the game's records to the wallet's round. */
  finish(trx: Transaction<Database>, gameRoundId: number): Promise<T>;
}

export type PlayedRound<T> =
  | { status: 'OK'; gameRoundId: number; balanceKurus: number; result: T }
  /** Nothing was written: the game or its provider is unknown or switched off, or the player cannot pay. */
  | { status: 'GAME_UNAVAILABLE' | 'INSUFFICIENT_FUNDS' }
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
