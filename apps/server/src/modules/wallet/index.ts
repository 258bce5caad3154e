import type { ServerModule } from '../../rpc/server-module.js';
import { ok } from '../../rpc/outcome.js';
import { findGameRound, listGameHistory } from './history.js';
import { walletJobs } from './jobs.js';
import { launchGame, launchVirtualGame } from './launch.js';
export { gameLauncher } from './launch.js';
import { restrictionSubscriber } from './restricted-players.js';
import { summarizeGameSession } from './session-summary.js';
import { listVirtualGames } from './virtual-games.js';

export { findWalletProvider, type WalletCaller } from './caller.js';
export { GAME_SESSION_MS, openGameSession } from './game-sessions.js';
export { gameWalletPort } from './whole-rounds.js';
export { sharedRoundWallet } from './shared-rounds.js';
export { walletBalance } from './balance.js';
export { payWin, placeBet, rollBackBet } from './money-calls.js';
export type { WalletDeps } from './deps.js';
export { GAME_SESSION_KEEP_MS, sweepGameSessions } from './jobs.js';
export { type ProviderProblem, addProvider, listProviders, rotateProviderSecret } from './providers.js';

/** The play page's calls (methods/play.ts): starting virtual games, offering them, the top bar's summary. */
type PlayMethod = 'virtualgames.init_game' | 'virtualgames.game_list' | 'casino.game_session_summary';
type WalletMethod = 'casino.init_game' | 'casino.game_history' | 'casino.game_round' | PlayMethod;

/**
 * The seamless wallet of outside game providers: game sessions, rounds, and the bet, win and
 * rollback calls that move a player's cash. Providers reach it through the signed HTTP surface
 * `http/wallet-api.ts`; players through `casino.init_game`, which opens a game session.
 */
export const walletModule: ServerModule<WalletMethod> = {
  name: 'wallet',
  handlers: {
    'casino.init_game': async (input, context) => ok(await launchGame(context.services, context.actor, input)),
    'casino.game_history': async (input, context) => ok(await listGameHistory(context.services, context.actor, input)),
    'casino.game_round': async (input, context) => ok(await findGameRound(context.services, context.actor, input)),
    'virtualgames.init_game': async (input, context) =>
      ok(await launchVirtualGame(context.services, context.actor, input)),
    'virtualgames.game_list': async (_input, context) => ok(await listVirtualGames(context.services)),
    'casino.game_session_summary': async (input, context) =>
      ok(await summarizeGameSession(context.services, context.actor, input)),
  },
  jobs: walletJobs,
  subscribers: (services) => [restrictionSubscriber(services)],
};
