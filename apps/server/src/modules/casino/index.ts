import type { ServerModule } from '../../rpc/server-module.js';
import { casinoHandlers } from './handlers.js';
import { casinoJobs } from './provider-health.js';

export { checkProviders } from './provider-health.js';
export { type GameListingProblem, disableGame, listGame, rtpBasisPoints } from './game-listing.js';

/**
 * The casino lobby: categories, providers, games with Turkish-aware search, favourite games; and the
 * check that keeps a provider whose launch address stopped answering out of the lobby.
 */
export const casinoModule: ServerModule<keyof typeof casinoHandlers> = {
  name: 'casino',
  handlers: casinoHandlers,
  jobs: (services) => casinoJobs(services),
};
