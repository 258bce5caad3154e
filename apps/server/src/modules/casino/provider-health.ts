import type { Job } from '../../platform/jobs.js';
import type { CasinoDeps } from './deps.js';

const CHECK_INTERVAL_MS = 60_000;
const CHECK_TIMEOUT_MS = 3_000;

/** How a launch address is asked whether it answers; swapped in tests. */
export type Probe = (url: string, timeoutMs: number) => Promise<boolean>;

/**
 * Any HTTP answer below 500 counts: the address is asked without a game session, so a provider
 * may well answer 400 or 401, and that still shows its server is up and would serve a real launch.
 */
export const httpProbe: Probe = async (url, timeoutMs) => {
  try {
    const response = await fetch(url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
};

/**
 * Asks every active provider's launch address once and counts consecutive failures
 * (platform/provider-reachability.ts says how many close a provider); answers how many failed.
 */
export async function checkProviders(deps: Pick<CasinoDeps, 'db' | 'clock'>, probe: Probe): Promise<number> {
  const providers = await deps.db
    .selectFrom('game_providers')
    .select(['id', 'launch_url'])
    .where('active', '=', 1)
    .limit(1_000)
    .execute();
  const results = await Promise.all(
    providers.map(async (provider) => ({ id: provider.id, up: await probe(provider.launch_url, CHECK_TIMEOUT_MS) })),
  );
  const checkedAt = deps.clock().toISOString();
  for (const { id, up } of results) {
    await deps.db
      .updateTable('game_providers')
      .set((eb) => ({ failed_checks: up ? 0 : eb('failed_checks', '+', 1), checked_at: checkedAt }))
      .where('id', '=', id)
      .execute();
  }
  return results.filter(({ up }) => !up).length;
}

/** `casino.provider_health`: one process checks for everyone (a lease), once a minute. */
export function casinoJobs(deps: Pick<CasinoDeps, 'db' | 'clock'>, probe: Probe = httpProbe): Job[] {
  return [
    {
      name: 'casino.provider_health',
      intervalMs: CHECK_INTERVAL_MS,
      scope: 'once',
      run: () => checkProviders(deps, probe),
    },
  ];
}
