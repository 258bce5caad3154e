import type { Services } from '../../services.js';
import { LobbyCounts } from './lobby-counts.js';

/**
 * What the casino's lobby use cases touch: the database (and its dialect, for row locks), the clock,
 * and the lobby's kept counts, which no other module sees.
 */
export type CasinoDeps = Pick<Services, 'db' | 'dialect' | 'clock'> & { lobbyCounts: LobbyCounts };

const built = new WeakMap<Services, CasinoDeps>();

/** The module's dependencies over one set of services, built once per process (tests build several). */
export function casinoDeps(services: Services): CasinoDeps {
  let deps = built.get(services);
  if (!deps) {
    deps = {
      db: services.db,
      dialect: services.dialect,
      clock: services.clock,
      lobbyCounts: new LobbyCounts(services.db),
    };
    built.set(services, deps);
  }
  return deps;
}
