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
 * One player alone (one worker, spin after spin, and the empty call the same way) tells what the
 * settlement in batches costs a player who has nobody to share a batch with.
 *
 * Beside the rates: the server's resident memory through the spin load (start, peak, end), and the
 * statements its database client sends per settled round over 1,000 spins, the events' deliveries
 * included, with the most frequent ones (a second server, started with BENCH_STATEMENT_COUNTS_FILE,
 * so the counting costs the measured rates nothing).
 *
 * Targets: at least half the empty call's rate on PostgreSQL and 60 % on SQLite, p99 at most 20 ms
 * at half load; at most 4 statements per settled round; at most 300 MB resident.
 */
import os from 'node:os';
import { PANEL_FRONTEND, RPC_PATH, type UserPart } from '@bnw/contract';
import { syncStudioCatalogue } from '../apps/server/src/modules/studio/index.js';
import { startServer } from '../apps/server/test/support/server-process.js';
import { createPlayer, loginAs } from '../apps/server/test/support/players.js';
import { REAL_MONEY_ENV, type TestApp, createTestApp } from '../apps/server/test/support/test-app.js';
import { type Figures, PHASE_MS, atRate, runTimes, saturate } from './support/load.js';
import { onBothDatabases, writeResults } from './support/results.js';
import {
  printStatements,
  sampleMemory,
  statementCountsEnv,
  statementsPerSettledRound,
} from './support/server-counters.js';

const PLAYERS = 64;
const STAKE_KURUS = 100;
const CYCLE_MS = '0';
/** Generous: on a machine shared with other work a call can wait seconds for a core, and one failure ends the run. */
const RPC_TIMEOUT_MS = 120_000;
/** A server starts in seconds; on a machine shared with other work it can take much longer. */
const SERVER_START_MS = 120_000;
const COUNTED_SPINS = 1_000;
const TARGETS = {
  spinToEmptyCallRatio: { sqlite: 0.6, postgres: 0.5 },
  p99AtHalfLoadMs: 20,
  statementsPerSettledRound: 4,
  residentMb: 300,
};

const ratio = (part: Figures, whole: Figures) =>
  Math.round((part.perSecond / Math.max(1, whole.perSecond)) * 1000) / 1000;

async function rpc(baseUrl: string, method: string, data: Record<string, unknown>, user?: UserPart): Promise<void> {
  const [className, methodName] = method.split('.');
  const response = await fetch(`${baseUrl}${RPC_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', panel: PANEL_FRONTEND },
    body: JSON.stringify({ api: { class: className, method: methodName }, data, ...(user ? { user } : {}) }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
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

function serverEnv(app: TestApp, extra: Record<string, string> = {}) {
  return {
    ...app.database.env,
    LOG_LEVEL: 'warn',
    ...REAL_MONEY_ENV,
    STUDIO_BENCH: '1',
    STUDIO_MIN_CYCLE_MS: CYCLE_MS,
    ...extra,
  };
}

async function spinLoad(app: TestApp, gameId: number, players: UserPart[]) {
  const server = await startServer(serverEnv(app), SERVER_START_MS);
  try {
    const emptyCall = await saturate(pings(server.baseUrl));
    const { result, memory } = await sampleMemory(server.process.pid!, async () => {
      const spin = await saturate(spins(server.baseUrl, gameId, players));
      const spinAtHalfLoad = await atRate(
        Math.max(1, Math.floor(spin.perSecond / 2)),
        spins(server.baseUrl, gameId, players),
      );
      return { spin, spinAtHalfLoad };
    });
    // One player alone, one spin after another: what the batching costs when there is nobody to batch with.
    const alone = {
      emptyCall: await saturate(pings(server.baseUrl).slice(0, 1)),
      spin: await saturate(spins(server.baseUrl, gameId, players).slice(0, 1)),
    };
    return { emptyCall, ...result, alone, memory };
  } finally {
    await server.stop();
  }
}

async function statementsPerSpin(app: TestApp, gameId: number, players: UserPart[]) {
  const counts = statementCountsEnv();
  const server = await startServer(serverEnv(app, counts.env), SERVER_START_MS);
  try {
    const play = (times: number) => () => runTimes(times, spins(server.baseUrl, gameId, players));
    return await statementsPerSettledRound(
      app.services.db,
      { pid: server.process.pid!, file: counts.file },
      play(COUNTED_SPINS),
      play(PLAYERS),
    );
  } finally {
    await server.stop();
    counts.remove();
  }
}

async function measure(label: string, sqlitePath: string | undefined) {
  const app = await createTestApp({ sqlitePath });
  try {
    const gameId = await studioGame(app);
    const players: UserPart[] = [];
    for (let index = 0; index < PLAYERS; index += 1) players.push((await loginAs(app, await createPlayer(app))).user);
    const { emptyCall, spin, spinAtHalfLoad, alone, memory } = await spinLoad(app, gameId, players);
    const statements = await statementsPerSpin(app, gameId, players);
    printStatements(`studio.spin on ${label}`, statements);
    const spinRatio = ratio(spin, emptyCall);
    return {
      database: label,
      emptyCall,
      spin,
      spinAtHalfLoad,
      alone,
      spinToEmptyCallRatio: spinRatio,
      meetsRatioTarget: spinRatio >= TARGETS.spinToEmptyCallRatio[label === 'postgres' ? 'postgres' : 'sqlite'],
      meetsP99Target: spinAtHalfLoad.p99Ms <= TARGETS.p99AtHalfLoadMs,
      serverMemory: { ...memory, meetsTarget: memory.peakMb !== null && memory.peakMb <= TARGETS.residentMb },
      statementsPerSettledRound: statements.perUnit,
      meetsStatementsTarget: statements.perUnit <= TARGETS.statementsPerSettledRound,
      statements,
    };
  } finally {
    await app.close();
  }
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

async function main() {
  const loadAtStart = loadAverage();
  const results = await onBothDatabases(measure);
  writeResults('studio-spin', {
    phaseMs: PHASE_MS,
    players: PLAYERS,
    stakeKurus: STAKE_KURUS,
    studioMinCycleMs: Number(CYCLE_MS),
    countedSpins: COUNTED_SPINS,
    targets: TARGETS,
    loadAverage: { start: loadAtStart, end: loadAverage() },
    note: 'The 2.5 s game cycle is lifted for this run only (STUDIO_BENCH=1, STUDIO_MIN_CYCLE_MS=0); the pacing UPDATE still runs on every spin.',
    machine: `${os.cpus().length} cores`,
    results,
  });
}

await main();
