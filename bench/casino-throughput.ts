/**
 * The casino's two hot paths over real HTTP, each next to the empty call (`system.ping`) through the
 * same client in the same run, on SQLite and (with BENCH_DATABASE_URL or DATABASE_URL) PostgreSQL.
 * Writes bench/results/casino-throughput.json.
 *
 * - Wallet `bet` from 64 players at once (each in its own game session, signed like a provider's
 *   call): closed-loop rate, p50, p99, and p99 at half the measured rate; once with the house
 *   account on its 16 rows and once on one row (WALLET_HOUSE_SHARDS=1), to show what the shards buy.
 * - `casino.games_list` with a Turkish search over 10,000 games.
 *
 * Targets (PostgreSQL): a bet at least half the empty call's rate and p99 under 20 ms at half
 * load; the search at least half the empty call's rate.
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
import { type Figures, PHASE_MS, atRate, saturate } from './support/load.js';
import { onBothDatabases, writeResults } from './support/results.js';

const PLAYERS = 64;
const STAKE_KURUS = 100;
const LOBBY_GAMES = 10_000;
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
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as { result: boolean; message: string };
  if (!answer.result) throw new Error(answer.message);
}

function bets(baseUrl: string, game: TestGame, tokens: string[]) {
  return tokens.map((token) => async () => {
    const answer = await walletHttpCall(baseUrl, game.provider, 'bet', {
      token,
      request_id: walletId('req'),
      transaction_id: walletId('bet'),
      round_id: walletId('round'),
      game_id: game.code,
      amount: STAKE_KURUS,
      currency: 'TRY',
    });
    if (answer.status !== 'OK') throw new Error(`bet answered ${answer.status}`);
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

async function withServer<T>(app: TestApp, env: Record<string, string>, run: (baseUrl: string) => Promise<T>) {
  const server = await startServer({ ...app.database.env, LOG_LEVEL: 'warn', ...REAL_MONEY_ENV, ...env });
  try {
    return await run(server.baseUrl);
  } finally {
    await server.stop();
  }
}

async function measure(label: string, sqlitePath: string | undefined) {
  const app = await createTestApp({ sqlitePath });
  try {
    const game = await createGame(app, await createProvider(app));
    const tokens: string[] = [];
    for (let index = 0; index < PLAYERS; index += 1) tokens.push((await playerInGame(app, game)).token);

    const sharded = await withServer(app, {}, async (baseUrl) => {
      const emptyCall = await saturate(pings(baseUrl));
      const bet = await saturate(bets(baseUrl, game, tokens));
      const betAtHalfLoad = await atRate(Math.max(1, Math.floor(bet.perSecond / 2)), bets(baseUrl, game, tokens));
      return { emptyCall, bet, betAtHalfLoad };
    });
    const oneRow = await withServer(app, { WALLET_HOUSE_SHARDS: '1' }, (baseUrl) =>
      saturate(bets(baseUrl, game, tokens)),
    );
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
        meetsRatioTarget: ratio(sharded.bet, sharded.emptyCall) >= 0.5,
        meetsP99Target: sharded.betAtHalfLoad.p99Ms < 20,
      },
      lobbySearch: {
        games: LOBBY_GAMES,
        ...lobby,
        searchToEmptyCallRatio: ratio(lobby.search, lobby.emptyCall),
        meetsRatioTarget: ratio(lobby.search, lobby.emptyCall) >= 0.5,
      },
    };
  } finally {
    await app.close();
  }
}

async function main() {
  const results = await onBothDatabases(measure);
  writeResults('casino-throughput', {
    phaseMs: PHASE_MS,
    players: PLAYERS,
    machine: `${os.cpus().length} cores`,
    results,
  });
}

await main();
