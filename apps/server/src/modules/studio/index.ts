import type { Services } from '../../services.js';
import type { ServerModule } from '../../rpc/server-module.js';
import { ok } from '../../rpc/outcome.js';
import { playerOf } from '../../platform/actor.js';
import type { Job } from '../../platform/jobs.js';
import { syncStudioCatalogue } from './catalogue.js';
import type { GameWalletFactory, StudioDeps } from './deps.js';
import { highEarningsSubscriber, listHighEarnings, pruneHighEarnings } from './high-earnings.js';
import { roundProof } from './proof.js';
import { rotateSeed, seedState, setClientSeed } from './seeds.js';
import { spin } from './spin.js';

export { syncStudioCatalogue } from './catalogue.js';
export { pruneHighEarnings } from './high-earnings.js';
export { type GameWalletFactory, type StudioDeps } from './deps.js';

type StudioMethod =
  | 'studio.spin'
  | 'studio.seed_state'
  | 'studio.set_client_seed'
  | 'studio.rotate_seed'
  | 'studio.round_proof'
  | 'casino.high_earnings';

const CATALOGUE_SYNC_INTERVAL_MS = 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Our game studio: the slots of packages/game-math as four providers of the lobby,
 * played through the wallet's own use cases (the port the composition root hands in), with
 * provably fair seeds, and the high-earnings feed of every provider's big wins.
 */
export function studioModule(options: { gameWallet: GameWalletFactory }): ServerModule<StudioMethod> {
  // One wallet port per process's services, not per call: the port groups the calls it is given.
  const made = new WeakMap<Services, StudioDeps>();
  const depsOf = (services: Services): StudioDeps => {
    let deps = made.get(services);
    if (!deps) made.set(services, (deps = { ...services, gameWallet: options.gameWallet(services) }));
    return deps;
  };
  return {
    name: 'studio',
    handlers: {
      'studio.spin': async (input, { services, actor }) =>
        ok(await spin(depsOf(services), playerOf(actor).user.id, input)),
      'studio.seed_state': async (_input, { services, actor }) =>
        ok(await seedState(services, playerOf(actor).user.id)),
      'studio.set_client_seed': async (input, { services, actor }) =>
        ok(await setClientSeed(services, playerOf(actor).user.id, input.clientSeed)),
      'studio.rotate_seed': async (input, { services, actor }) =>
        ok(await rotateSeed(services, playerOf(actor).user.id, input.serverSeedHash)),
      'studio.round_proof': async (input, { services, actor }) =>
        ok(await roundProof(services, playerOf(actor).user.id, input.roundID)),
      'casino.high_earnings': async (input, { services }) => ok(await listHighEarnings(services, input)),
    },
    jobs: (services) => studioJobs(depsOf(services)),
    subscribers: (services) => [highEarningsSubscriber(services)],
  };
}

/** The catalogue follows the shipped variants from the first run at start; old high earnings go. */
function studioJobs(deps: StudioDeps): Job[] {
  return [
    {
      name: 'studio.catalogue_sync',
      intervalMs: CATALOGUE_SYNC_INTERVAL_MS,
      scope: 'everywhere',
      run: () => syncStudioCatalogue(deps),
    },
    {
      name: 'studio.high_earnings_prune',
      intervalMs: PRUNE_INTERVAL_MS,
      scope: 'everywhere',
      run: () => pruneHighEarnings(deps),
    },
  ];
}
