import type { Actor } from './actor.js';

/**
 * How a lobby of ours that lists outside providers' games beside its own (the live casino) starts
 * one: the wallet opens the game session and builds the provider's launch address, exactly as for
 * `casino.init_game`. The interface lives on the ground floor; the wallet module implements it
 * (`gameLauncher`), and the composition root hands it to the live module, so neither imports the other.
 */
export interface GameLaunchPort {
  /**
   * A new game session of the signed-in player in the game, and where to open it. Refuses (an
   * RpcError) a game that is unknown or switched off, and one whose provider cannot be reached.
   */
  launch(actor: Actor, gameId: number): Promise<LaunchedGame>;
}

export interface LaunchedGame {
  /** The provider's launch address carrying the session's token, the game's code, language and currency. */
  url: string;
  gameID: number;
  /** When the session opened (ISO): the play page counts its session clock from it. */
  startedAt: string;
}
