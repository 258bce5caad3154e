import type { WalletStatus } from '@bnw/contract';

/**
 * How a module of ours that runs games in process (the studio) moves a player's money: through the
 * wallet's own use cases, with the same rules and records as an outside provider's HTTP calls. The
 * interface lives on the ground floor; the wallet module implements it (`gameWalletPort`), and the
 * composition root hands that implementation to the studio, so neither module imports the other.
 */
export interface GameWalletPort {
  /**
   * A game session for the player in the game, as `casino.init_game` opens one. `purpose: 'settle'`
   * opens it even for a game switched off since, to finish (roll back) a round it already started.
   * Answers undefined when the game (or its provider) is unknown, or off for `play`.
   */
  openSession(input: {
    userId: number;
    gameId: number;
    purpose: 'play' | 'settle';
  }): Promise<GameWalletSession | undefined>;
  /** The stake leaves the player's cash; `gameRoundId` is the wallet's round it opened. */
  bet(session: GameWalletSession, call: GameWalletBet): Promise<GameWalletAnswer>;
  /** Pays the named bet (0 allowed) and, with `roundClosed`, settles the round. */
  win(session: GameWalletSession, call: GameWalletWin): Promise<GameWalletAnswer>;
  /** Cancels the named bet; a bet never seen is answered OK and can no longer arrive. */
  rollback(session: GameWalletSession, call: GameWalletRollback): Promise<GameWalletAnswer>;
  /** The player's available cash, for a refusal that moved nothing. */
  balance(userId: number): Promise<number>;
}

export interface GameWalletSession {
  token: string;
  userId: number;
  gameId: number;
  gameCode: string;
  providerId: number;
  providerCode: string;
  expiresAt: string;
}

export interface GameWalletBet {
  transactionId: string;
  roundId: string;
  amountKurus: number;
}

export interface GameWalletWin extends GameWalletBet {
  betTransactionId: string;
  roundClosed: boolean;
}

export interface GameWalletRollback extends GameWalletBet {
  betTransactionId: string;
}

export interface GameWalletAnswer {
  status: WalletStatus;
  balanceKurus: number;
  /** A bet's answer only: the wallet's round (game_rounds.id) it opened, when accepted (win and rollback: null). */
  gameRoundId: number | null;
}
