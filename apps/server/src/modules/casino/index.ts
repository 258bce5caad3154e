import type { ServerModule } from '../../rpc/server-module.js';
import { casinoHandlers } from './handlers.js';

export { type GameListingProblem, disableGame, listGame, rtpBasisPoints } from './game-listing.js';

/** The casino lobby: categories, providers, games with Turkish-aware search, favourite games. */
export const casinoModule: ServerModule<keyof typeof casinoHandlers> = {
  name: 'casino',
  handlers: casinoHandlers,
};
