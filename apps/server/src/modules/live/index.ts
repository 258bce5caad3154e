import type { ServerModule } from '../../rpc/server-module.js';
import { ok } from '../../rpc/outcome.js';
import { playerOf } from '../../platform/actor.js';
import type { Job } from '../../platform/jobs.js';
import type { Services } from '../../services.js';
import { syncLiveCatalogue } from './catalogue.js';
import type { GameLauncherFactory, LiveDeps, SharedRoundWalletFactory } from './deps.js';
import { listCategories, listProviders, listTables } from './lobby.js';
import { placeBets } from './place-bets.js';
import { liveTopics } from './publish.js';
import { LiveScheduler } from './scheduler.js';
import { initGame, myResults, tableRound } from './views.js';

export { syncLiveCatalogue, LIVE_TABLES } from './catalogue.js';
export { LiveScheduler, BETTING_MS, CLOSED_MS, DRAW_GRACE_MS, LEASE_TTL_MS, RESULT_SHOW_MS } from './scheduler.js';
export { type GameLauncherFactory, type LiveDeps, type SharedRoundWalletFactory } from './deps.js';

type LiveMethod =
  | 'livecasino.category_list'
  | 'livecasino.provider_list'
  | 'livecasino.game_table_list'
  | 'livecasino.init_game'
  | 'livecasino.table_round'
  | 'livecasino.place_bets'
  | 'livecasino.my_results';

const CATALOGUE_SYNC_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Our live tables: European roulette and punto banco on a 30-second schedule,
 * shared by every player at the table, bets and wins through the wallet's shared-round port (handed
 * in by the composition root), each table's rounds run once across processes by a leased, fenced
 * scheduler (scheduler.ts), events published to `table:<code>` and `lobby:live`. Outside providers'
 * live games are listed beside them (lobby.ts) and started through the wallet's launcher.
 */
export function liveModule(options: {
  wallet: SharedRoundWalletFactory;
  launcher: GameLauncherFactory;
}): ServerModule<LiveMethod> {
  const depsOf = (services: Services): LiveDeps => ({ ...services, wallet: options.wallet(services) });
  return {
    name: 'live',
    handlers: {
      'livecasino.category_list': async (input, { services, actor }) =>
        ok(await listCategories(services, actor, input)),
      'livecasino.provider_list': async (input, { services, actor }) =>
        ok(await listProviders(services, actor.player, input)),
      'livecasino.game_table_list': async (input, { services, actor }) => ok(await listTables(services, actor, input)),
      'livecasino.init_game': async (input, { services, actor }) =>
        ok(
          await initGame({ ...services, launcher: options.launcher(services) }, actor, playerOf(actor), input.tableID),
        ),
      'livecasino.table_round': async (input, { services, actor }) =>
        ok(await tableRound(services, actor.player, input.tableID)),
      'livecasino.place_bets': async (input, { services, actor }) =>
        ok(await placeBets(depsOf(services), playerOf(actor), input), 'liveBetsPlaced'),
      'livecasino.my_results': async (input, { services, actor }) =>
        ok(await myResults(services, playerOf(actor), input)),
    },
    jobs: (services) => liveJobs(depsOf(services)),
    topics: (services) => liveTopics(services),
  };
}

/** The catalogue at start; every process ticks every table, and leads those whose lease it holds. */
function liveJobs(deps: LiveDeps): Job[] {
  return [
    {
      name: 'live.catalogue_sync',
      intervalMs: CATALOGUE_SYNC_INTERVAL_MS,
      scope: 'everywhere',
      run: () => syncLiveCatalogue(deps),
    },
    new LiveScheduler(deps).job('live.rounds'),
  ];
}
