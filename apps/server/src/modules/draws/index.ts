import type { ServerModule } from '../../rpc/server-module.js';
import { ok } from '../../rpc/outcome.js';
import { playerOf } from '../../platform/actor.js';
import type { SharedRoundWalletPort } from '../../platform/game-wallet-port.js';
import type { Job } from '../../platform/jobs.js';
import type { Services } from '../../services.js';
import { syncDrawGames } from './catalogue.js';
import type { DrawsDeps } from './deps.js';
import { placeCoupon } from './place-coupon.js';
import { drawTopics } from './publish.js';
import { DrawScheduler } from './scheduler.js';
import { DEFAULT_DRAW_TIMING, type DrawTiming } from './timing.js';
import { getCoupons, getDraw, listGames } from './views.js';

export { syncDrawGames, DRAWS_PROVIDER } from './catalogue.js';
export { DrawScheduler, LEASE_TTL_MS } from './scheduler.js';
export { DEFAULT_DRAW_TIMING, type DrawTiming, drawTimingFromEnv } from './timing.js';
export { type DrawsDeps } from './deps.js';

type BetframeMethod = 'betframe.getGames' | 'betframe.getDraw' | 'betframe.placeCoupon' | 'betframe.getCoupons';

const GAMES_SYNC_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Bet on games: Şanslı Altılı and Zar Düellosu, draws on a schedule with
 * fixed odds, coupons (single or combination) placed and paid through the wallet's shared-round
 * port (handed in by the composition root); each game's draws run once across processes by a
 * leased, fenced scheduler (scheduler.ts); events on `table:draws-<game>`.
 */
export function drawsModule(options: {
  wallet: (services: Services) => SharedRoundWalletPort;
  timing?: DrawTiming;
}): ServerModule<BetframeMethod> {
  const depsOf = (services: Services): DrawsDeps => ({
    ...services,
    wallet: options.wallet(services),
    timing: options.timing ?? DEFAULT_DRAW_TIMING,
  });
  return {
    name: 'draws',
    handlers: {
      'betframe.getGames': async (input, { services }) => ok(await listGames(depsOf(services), input.Lang)),
      'betframe.getDraw': async (input, { services }) => ok(await getDraw(depsOf(services), input)),
      'betframe.placeCoupon': async (input, { services, actor }) =>
        ok(await placeCoupon(depsOf(services), playerOf(actor), input), 'couponPlaced'),
      'betframe.getCoupons': async (input, { services, actor }) =>
        ok(await getCoupons(depsOf(services), playerOf(actor), input)),
    },
    jobs: (services) => drawJobs(depsOf(services)),
    topics: () => drawTopics(),
  };
}

/** The games at start; every process ticks every game, and leads those whose lease it holds. */
function drawJobs(deps: DrawsDeps): Job[] {
  return [
    {
      name: 'draws.games_sync',
      intervalMs: GAMES_SYNC_INTERVAL_MS,
      scope: 'everywhere',
      run: () => syncDrawGames(deps),
    },
    new DrawScheduler(deps).job('draws.draws'),
  ];
}
