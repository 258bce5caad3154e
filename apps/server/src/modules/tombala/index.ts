import type { ServerModule } from '../../rpc/server-module.js';
import { ok } from '../../rpc/outcome.js';
import { playerOf } from '../../platform/actor.js';
import type { SharedRoundWalletPort } from '../../platform/game-wallet-port.js';
import type { Job } from '../../platform/jobs.js';
import type { Services } from '../../services.js';
import { buyCards } from './buy-cards.js';
import { syncTombalaRooms } from './catalogue.js';
import { tombalaTopics } from './publish.js';
import type { TombalaDeps } from './deps.js';
import { TombalaScheduler } from './scheduler.js';
import { DEFAULT_TOMBALA_TIMING, type TombalaTiming } from './timing.js';
import { listRooms, myCards, myHistory, roundView } from './views.js';

export { syncTombalaRooms, TOMBALA_ROOMS } from './catalogue.js';
export { TombalaScheduler, LEASE_TTL_MS } from './scheduler.js';
export { DEFAULT_TOMBALA_TIMING, type TombalaTiming, tombalaTimingFromEnv } from './timing.js';
export { type TombalaDeps } from './deps.js';

type TombalaMethod =
  'tombala.rooms' | 'tombala.round' | 'tombala.buy_cards' | 'tombala.my_cards' | 'tombala.my_history';

const ROOMS_SYNC_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Tombala: rooms whose rounds sell cards until their start, then draw the
 * balls from the provably fair order stored at the start, one every few seconds; cards bought and
 * prizes paid through the wallet's shared-round port (handed in by the composition root); each
 * room's rounds run once across processes by a leased, fenced scheduler (scheduler.ts); events on
 * `table:tombala-<room>`.
 */
export function tombalaModule(options: {
  wallet: (services: Services) => SharedRoundWalletPort;
  timing?: TombalaTiming;
}): ServerModule<TombalaMethod> {
  const depsOf = (services: Services): TombalaDeps => ({
    ...services,
    wallet: options.wallet(services),
    timing: options.timing ?? DEFAULT_TOMBALA_TIMING,
  });
  return {
    name: 'tombala',
    handlers: {
      'tombala.rooms': async (_input, { services }) => ok(await listRooms(depsOf(services))),
      'tombala.round': async (input, { services, actor }) => ok(await roundView(depsOf(services), actor.player, input)),
      'tombala.buy_cards': async (input, { services, actor }) =>
        ok(await buyCards(depsOf(services), playerOf(actor), input), 'tombalaCardsBought'),
      'tombala.my_cards': async (input, { services, actor }) =>
        ok(await myCards(depsOf(services), playerOf(actor), input)),
      'tombala.my_history': async (input, { services, actor }) =>
        ok(await myHistory(depsOf(services), playerOf(actor), input)),
    },
    jobs: (services) => tombalaJobs(depsOf(services)),
    topics: (services) => tombalaTopics(services),
  };
}

/** The rooms at start; every process ticks every room, and leads those whose lease it holds. */
function tombalaJobs(deps: TombalaDeps): Job[] {
  return [
    {
      name: 'tombala.rooms_sync',
      intervalMs: ROOMS_SYNC_INTERVAL_MS,
      scope: 'everywhere',
      run: () => syncTombalaRooms(deps),
    },
    new TombalaScheduler(deps).job('tombala.rounds'),
  ];
}
