import type { ServerModule } from '../../rpc/server-module.js';
import { walletJobs } from './jobs.js';

export { findWalletProvider, type WalletCaller } from './caller.js';
export { GAME_SESSION_MS, openGameSession } from './game-sessions.js';
export { walletBalance } from './balance.js';
export { payWin, placeBet, rollBackBet } from './money-calls.js';
export type { WalletDeps } from './deps.js';
export { GAME_SESSION_KEEP_MS, sweepGameSessions } from './jobs.js';
export { type ProviderProblem, addProvider, listProviders, rotateProviderSecret } from './providers.js';

/**
 * The seamless wallet of outside game providers: game sessions, rounds, and the bet, win and
 * rollback calls that move a player's cash. It answers no RPC method: providers reach it through
 * the signed HTTP surface `http/wallet-api.ts`.
 */
export const walletModule: ServerModule<never> = {
  name: 'wallet',
  handlers: {},
  jobs: walletJobs,
};
