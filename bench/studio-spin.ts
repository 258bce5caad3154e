/**
 * `studio.spin` through the player RPC over real HTTP, next to the empty call (`system.ping`)
 * through the same client in the same run, on SQLite and (with BENCH_DATABASE_URL or DATABASE_URL)
 * PostgreSQL: closed-loop rate, p50, p99, and p99 at half the measured rate. Writes
 * bench/results/studio-spin.json.
 *
 * The 2.5 s game cycle (UKGC RTS 14) would cap each player at 0.4 spins a second, which measures
 * the rule, not the server: the bench's server runs with STUDIO_BENCH=1 and STUDIO_MIN_CYCLE_MS=0
 * (config.ts refuses a shorter cycle without that flag or NODE_ENV=test); the results say so.
 * Each of the 64 players has one spin in flight at a time, so the pacing UPDATE still runs per spin.
 *
 * Target (PostgreSQL): at least 40 % of the empty call's rate, p99 under 20 ms at half load.
 */
import os from 'node:os';
import { PANEL_FRONTEND, RPC_PATH, type UserPart } from '@bnw/contract';
import { syncStudioCatalogue } from '../apps/server/src/modules/studio/index.js';
import { startServer } from '../apps/server/test/support/server-process.js';
import { createPlayer, loginAs } from '../apps/server/test/support/players.js';
import { REAL_MONEY_ENV, type TestApp, createTestApp } from '../apps/server/test/support/test-app.js';
import { type Figures, PHASE_MS, atRate, saturate } from './support/load.js';
import { onBothDatabases, writeResults } from './support/results.js';

const PLAYERS = 64;
const STAKE_KURUS = 100;
const CYCLE_MS = '0';

const ratio = (part: Figures, whole: Figures) =>
  Math.round((part.perSecond / Math.max(1, whole.perSecond)) * 1000) / 1000;

async function rpc(baseUrl: string, method: string, data: Record<string, unknown>, user?: UserPart): Promise<void> {
  const [className, methodName] = method.split('.');
  const response = await fetch(`${baseUrl}${RPC_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', panel: PANEL_FRONTEND },
    body: JSON.stringify({ api: { class: className, method: methodName }, data, ...(user ? { user } : {}) }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as { result: boolean; message: string };
  if (!answer.result) throw new Error(answer.message);
}

const pings = (baseUrl: string) => Array.from({ length: PLAYERS }, () => () => rpc(baseUrl, 'system.ping', {}));

function spins(baseUrl: string, gameId: number, players: UserPart[]) {
  return players.map((user) => () => rpc(baseUrl, 'studio.spin', { gameID: gameId, stakeKurus: STAKE_KURUS }, user));
}

async function studioGame(app: TestApp): Promise<number> {
  await syncStudioCatalogue(app.services);
  const game = await app.services.db
    .selectFrom('games')
    .select('id')
    .where('code', 'like', 'k-%')
    .where('active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return game.id;
}

async function measure(label: string, sqlitePath: string | undefined) {
  const app = await createTestApp({ sqlitePath });
  try {
    const gameId = await studioGame(app);
    const players: UserPart[] = [];
    for (let index = 0; index < PLAYERS; index += 1) players.push((await loginAs(app, await createPlayer(app))).user);
    const server = await startServer({
      ...app.database.env,
      LOG_LEVEL: 'warn',
      ...REAL_MONEY_ENV,
      STUDIO_BENCH: '1',
      STUDIO_MIN_CYCLE_MS: CYCLE_MS,
    });
    try {
      const emptyCall = await saturate(pings(server.baseUrl));
      const spin = await saturate(spins(server.baseUrl, gameId, players));
      const spinAtHalfLoad = await atRate(
        Math.max(1, Math.floor(spin.perSecond / 2)),
        spins(server.baseUrl, gameId, players),
      );
      return {
        database: label,
        emptyCall,
        spin,
        spinAtHalfLoad,
        spinToEmptyCallRatio: ratio(spin, emptyCall),
        meetsRatioTarget: ratio(spin, emptyCall) >= 0.4,
        meetsP99Target: spinAtHalfLoad.p99Ms < 20,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await app.close();
  }
}

async function main() {
  const results = await onBothDatabases(measure);
  writeResults('studio-spin', {
    phaseMs: PHASE_MS,
    players: PLAYERS,
    stakeKurus: STAKE_KURUS,
    studioMinCycleMs: Number(CYCLE_MS),
    note: 'The 2.5 s game cycle is lifted for this run only (STUDIO_BENCH=1, STUDIO_MIN_CYCLE_MS=0); the pacing UPDATE still runs on every spin.',
    machine: `${os.cpus().length} cores`,
    results,
  });
}

await main();
