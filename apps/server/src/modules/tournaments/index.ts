import type { ServerModule } from '../../rpc/server-module.js';
import { ok } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import { leaderboard, myStanding } from './leaderboard.js';
import { settleTournaments } from './payouts.js';
import { scoringSubscriber } from './scoring.js';

export { settleTournaments } from './payouts.js';
export { SCORING_SUBSCRIBER } from './scoring.js';

/** Often enough that a winner sees the prize within a minute of the end. */
const SETTLE_INTERVAL_MS = 30_000;

/**
 * The tournaments engine: points from every settled round (the wallet's
 * round_settled), leaderboards, and prizes paid once when a tournament concludes. The tournaments
 * themselves are content (modules/cms lists them; their table is 015-content's).
 */
export const tournamentsModule: ServerModule<'tournaments.leaderboard' | 'tournaments.my_standing'> = {
  name: 'tournaments',
  handlers: {
    'tournaments.leaderboard': async (input, { services, actor }) => ok(await leaderboard(services, actor, input)),
    'tournaments.my_standing': async (input, { services, actor }) => ok(await myStanding(services, actor, input)),
  },
  jobs: (services: Services) => [
    {
      name: 'tournaments.settle',
      intervalMs: SETTLE_INTERVAL_MS,
      scope: 'once',
      run: () => settleTournaments(services),
    },
  ],
  subscribers: (services: Services) => [scoringSubscriber(services)],
};
