/**
 * The casino's two hot paths over real HTTP, each next to the empty call (`system.ping`) through the
 * same client in the same run, on SQLite and (with BENCH_DATABASE_URL or DATABASE_URL) PostgreSQL.
 * Writes bench/results/casino-throughput.json.
 *
 * - Wallet `bet` from 64 players at once (each in its own game session, signed like a provider's
 *   call): closed-loop rate, p50, p99, and p99 at half the measured rate; once with the house
 *   account on its 16 rows and once on one row (WALLET_HOUSE_SHARDS=1), to show what the shards buy.
 * - Statements the server's database client sends per settled round (a bet and its closing win)
 *   over 1,000 rounds, the events' deliveries included, with the most frequent ones; and the
 *   server's resident memory through the bet load.
 * - `casino.games_list` with a Turkish search over 10,000 games (the count of each filter is kept
 *   for the catalogue's version, so the load measures mostly the page of 9).
 *
 * Targets (both databases): a bet and a search at least 60 % of the empty call's rate; a bet's
 * p99 at most 20 ms at half load; at most 4 statements per settled round.
 */
import os from 'node:os';
import { PANEL_FRONTEND, RPC_PATH, foldForSearch } from '@bnw/contract';
import { startServer } from '../apps/server/test/support/server-process.js';
import { REAL_MONEY_ENV, type TestApp, createTestApp } from '../apps/server/test/support/test-app.js';
import {
  type TestGame,
  createGame,
  createProvider,
  playerInGame,
  walletHttpCall,
  walletId,
} from '../apps/server/test/support/wallet.js';
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
const LOBBY_GAMES = 10_000;
/** Generous: on a machine shared with other work a call can wait seconds for a core, and one failure ends the run. */
const RPC_TIMEOUT_MS = 120_000;
/** A server starts in seconds; on a machine shared with other work it can take much longer. */
const SERVER_START_MS = 120_000;
const COUNTED_ROUNDS = 1_000;
const TARGETS = { toEmptyCallRatio: 0.6, betP99AtHalfLoadMs: 20, statementsPerSettledRound: 4 };
/** What players type: upper-case Turkish, a partial word, a dotless ı, a word no game has. */
const SEARCHES = ['İSTANBUL', 'ejder', 'altın', 'Kapadokya', 'ıstanbul', 'zzz-yok'];

const ratio = (part: Figures, whole: Figures) =>
  Math.round((part.perSecond / Math.max(1, whole.perSecond)) * 1000) / 1000;

async function rpc(baseUrl: string, method: string, data: Record<string, unknown>): Promise<void> {
  const [className, methodName] = method.split('.');
  const response = await fetch(`${baseUrl}${RPC_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', panel: PANEL_FRONTEND },
    body: JSON.stringify({ api: { class: className, method: methodName }, data }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  const answer = (await response.json()) as { result: boolean; message: string };
  if (!answer.result) throw new Error(answer.message);
}

function bets(baseUrl: string, game: TestGame, tokens: string[]) {
  return tokens.map((token) => async () => {
    const answer = await walletHttpCall(
      baseUrl,
      game.provider,
      'bet',
      {
        token,
        request_id: walletId('req'),
        transaction_id: walletId('bet'),
        round_id: walletId('round'),
        game_id: game.code,
        amount: STAKE_KURUS,
        currency: 'TRY',
      },
      RPC_TIMEOUT_MS,
    );
    if (answer.status !== 'OK') throw new Error(`bet answered ${answer.status}`);
  });
}

/** A round as a provider plays it: the stake, then the win that closes it. */
function rounds(baseUrl: string, game: TestGame, tokens: string[]) {
  return tokens.map((token) => async () => {
    const round = { token, round_id: walletId('round'), game_id: game.code, currency: 'TRY' };
    const bet = { ...round, request_id: walletId('req'), transaction_id: walletId('bet'), amount: STAKE_KURUS };
    const staked = await walletHttpCall(baseUrl, game.provider, 'bet', bet, RPC_TIMEOUT_MS);
    if (staked.status !== 'OK') throw new Error(`bet answered ${staked.status}`);
    const won = await walletHttpCall(
      baseUrl,
      game.provider,
      'win',
      {
        ...round,
        request_id: walletId('req'),
        transaction_id: walletId('win'),
        reference_transaction_id: bet.transaction_id,
        amount: STAKE_KURUS / 2,
        round_closed: true,
      },
      RPC_TIMEOUT_MS,
    );
    if (won.status !== 'OK') throw new Error(`win answered ${won.status}`);
  });
}

const pings = (baseUrl: string) => Array.from({ length: PLAYERS }, () => () => rpc(baseUrl, 'system.ping', {}));

function searches(baseUrl: string) {
  return Array.from(
    { length: PLAYERS },
    (_, index) => () =>
      rpc(baseUrl, 'casino.games_list', { searchGameName: SEARCHES[index % SEARCHES.length], limit: 9, isMobile: 1 }),
  );
}

/** 10,000 games of one studio with Turkish names, some of which the searches find. */
async function fillLobby(app: TestApp, game: TestGame) {
  const words = ['İstanbul', 'Ejder', 'Altın', 'Kapadokya', 'Lale', 'Boğaz', 'Efes', 'Sultan', 'Yıldız', 'Çarşı'];
  const now = new Date().toISOString();
  for (let start = 0; start < LOBBY_GAMES; start += 500) {
    const rows = Array.from({ length: 500 }, (_, offset) => {
      const index = start + offset;
      const name = `${words[index % words.length]} ${words[(index * 7) % words.length]} ${index}`;
      return {
        provider_id: game.provider.id,
        category_id: 1,
        code: `bench-${index}`,
        name,
        search_name: foldForSearch(`${name} Provider`),
        rtp_bp: 9600,
        volatility: 'medium',
        max_win_x: 1000,
        mobile: 1,
        is_new: 0,
        is_popular: 0,
        quick_access: 0,
        active: 1,
        sort_order: index,
        created_at: now,
      };
    });
    await app.services.db.insertInto('games').values(rows).execute();
  }
}

async function withServer<T>(
  app: TestApp,
  env: Record<string, string>,
  run: (baseUrl: string, pid: number) => Promise<T>,
) {
  const server = await startServer(
    { ...app.database.env, LOG_LEVEL: 'warn', ...REAL_MONEY_ENV, ...env },
    SERVER_START_MS,
  );
  try {
    return await run(server.baseUrl, server.process.pid!);
  } finally {
    await server.stop();
  }
}

/** On a server of its own, so that counting costs the measured rates nothing. */
async function statementsPerRound(app: TestApp, game: TestGame, tokens: string[]) {
  const counts = statementCountsEnv();
  try {
    return await withServer(app, counts.env, (baseUrl, pid) => {
      const play = (times: number) => () => runTimes(times, rounds(baseUrl, game, tokens));
      return statementsPerSettledRound(
        app.services.db,
        { pid, file: counts.file },
        play(COUNTED_ROUNDS),
        play(PLAYERS),
      );
    });
  } finally {
    counts.remove();
  }
}

async function measure(label: string, sqlitePath: string | undefined) {
  const app = await createTestApp({ sqlitePath });
  try {
    const game = await createGame(app, await createProvider(app));
    const tokens: string[] = [];
    for (let index = 0; index < PLAYERS; index += 1) tokens.push((await playerInGame(app, game)).token);

    const sharded = await withServer(app, {}, async (baseUrl, pid) => {
      const emptyCall = await saturate(pings(baseUrl));
      const { result, memory } = await sampleMemory(pid, async () => {
        const bet = await saturate(bets(baseUrl, game, tokens));
        const betAtHalfLoad = await atRate(Math.max(1, Math.floor(bet.perSecond / 2)), bets(baseUrl, game, tokens));
        return { bet, betAtHalfLoad };
      });
      return { emptyCall, ...result, serverMemory: memory };
    });
    const oneRow = await withServer(app, { WALLET_HOUSE_SHARDS: '1' }, (baseUrl) =>
      saturate(bets(baseUrl, game, tokens)),
    );
    const statements = await statementsPerRound(app, game, tokens);
    printStatements(`wallet bet + win on ${label}`, statements);
    await fillLobby(app, game);
    const lobby = await withServer(app, {}, async (baseUrl) => ({
      emptyCall: await saturate(pings(baseUrl)),
      search: await saturate(searches(baseUrl)),
    }));
    return {
      database: label,
      wallet: {
        ...sharded,
        betOnOneHouseRow: oneRow,
        betToEmptyCallRatio: ratio(sharded.bet, sharded.emptyCall),
        shardedToOneRowRatio: ratio(sharded.bet, oneRow),
        meetsRatioTarget: ratio(sharded.bet, sharded.emptyCall) >= TARGETS.toEmptyCallRatio,
        meetsP99Target: sharded.betAtHalfLoad.p99Ms <= TARGETS.betP99AtHalfLoadMs,
        statementsPerSettledRound: statements.perUnit,
        meetsStatementsTarget: statements.perUnit <= TARGETS.statementsPerSettledRound,
        statements,
      },
      lobbySearch: {
        games: LOBBY_GAMES,
        ...lobby,
        searchToEmptyCallRatio: ratio(lobby.search, lobby.emptyCall),
        meetsRatioTarget: ratio(lobby.search, lobby.emptyCall) >= TARGETS.toEmptyCallRatio,
      },
    };
  } finally {
    await app.close();
  }
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

async function main() {
  const loadAtStart = loadAverage();
  const results = await onBothDatabases(measure);
  writeResults('casino-throughput', {
    phaseMs: PHASE_MS,
    players: PLAYERS,
    countedRounds: COUNTED_ROUNDS,
    targets: TARGETS,
    loadAverage: { start: loadAtStart, end: loadAverage() },
    machine: `${os.cpus().length} cores`,
    results,
  });
}

await main();
