import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { type VerifyOptions, verifyLedger } from '../../apps/server/src/ledger/verify-ledger.js';
import { startServer } from '../../apps/server/test/support/server-process.js';
import { REAL_MONEY_ENV } from '../../apps/server/test/support/test-app.js';
import { walletHttpCall, walletId } from '../../apps/server/test/support/wallet.js';
import { type CallFigures, measureCalls, ratio, readers, rpc, staffRpc } from './measure.js';
import { PLAYERS, type Prepared, daysBefore, prepare, staffSession } from './prepare.js';

const STAKE_KURUS = 100;
const SERVER_START_MS = 180_000;
/** "A page deep in the 12 months": a week eleven months back. */
const DEEP_WEEK = { fromDaysAgo: 335, toDaysAgo: 329 };

export interface StepFigures {
  emptyCall: CallFigures;
  calls: Record<string, CallFigures>;
  spinToEmptyCallRatio: number;
  betToEmptyCallRatio: number;
  ledgerVerify: {
    aloneSeconds: number;
    ok: boolean;
    violations: number;
    transfers: number;
    /** A full run (every transfer) while the players spin. */
    besidePlaySeconds: number;
    spinBeside: CallFigures;
    /** The run after it: only the transfers past its checkpoint. */
    incrementalSeconds: number;
    incrementalTransfers: number;
    error?: string;
  };
  addColumnMs: { addWithDefault: number; drop: number; table: string };
}

function spins(baseUrl: string, prepared: Prepared) {
  return prepared.spinners.map(
    (user) => () => rpc(baseUrl, 'studio.spin', { gameID: prepared.studioGameId, stakeKurus: STAKE_KURUS }, { user }),
  );
}

function bets(baseUrl: string, prepared: Prepared) {
  const game = prepared.walletGame;
  return prepared.walletTokens.map((token) => async () => {
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

/** The reading calls, each by name: the player's histories (first page and a week eleven months back), the lobby, the back office. */
function readingCalls(baseUrl: string, prepared: Prepared, sid: string, now: Date) {
  const user = prepared.longHistory;
  const deep = { startDate: daysBefore(now, DEEP_WEEK.fromDaysAgo), endDate: daysBefore(now, DEEP_WEEK.toDaysAgo) };
  const yesterday = daysBefore(now, 1);
  const month = { from: daysBefore(now, 30), to: yesterday };
  const year = { from: daysBefore(now, 365), to: yesterday };
  const player = (method: string, data: Record<string, unknown>) => () => rpc(baseUrl, method, data, { user });
  const staff = (method: string, data: Record<string, unknown>) => () => staffRpc(baseUrl, sid, method, data);
  const payments = { searchCategory: 2 };
  return {
    'casino.game_history first page': player('casino.game_history', { limit: 20 }),
    'casino.game_history 11 months back': player('casino.game_history', { limit: 20, ...deep }),
    'finance.list_transactions first page': player('finance.list_transactions', { limit: 20 }),
    'finance.list_transactions 11 months back': player('finance.list_transactions', { limit: 20, ...deep }),
    'finance payments first page': player('finance.list_transactions', { limit: 20, ...payments }),
    'finance payments 11 months back': player('finance.list_transactions', { limit: 20, ...payments, ...deep }),
    'casino.games_list': () => rpc(baseUrl, 'casino.games_list', { limit: 9, isMobile: 1 }),
    'bo_players.search': staff('bo_players.search', { query: 'ayşe', limit: 20 }),
    'bo_payments.queue': staff('bo_payments.queue', { status: 'pending' }),
    'bo_reports.summary a day': staff('bo_reports.summary', { from: yesterday, to: yesterday }),
    'bo_reports.export a day CSV': staff('bo_reports.export', { from: yesterday, to: yesterday, table: 'daily' }),
    'bo_reports.summary 30 days': staff('bo_reports.summary', month),
    'bo_reports.summary 12 months': staff('bo_reports.summary', year),
  };
}

/**
 * `ledger verify` as the operator command runs it (the server's pool, its statement timeout):
 * first from an empty checkpoint (the whole ledger, alone), then a full run while the 64 players
 * spin, then an ordinary run, which reads only what came after the checkpoint; a violation or a
 * timeout is reported, not thrown.
 */
async function ledgerVerify(databaseUrl: string, baseUrl: string, prepared: Prepared) {
  const handle = openDatabase({ databaseUrl, sqlitePath: '' });
  const timed = async (options: VerifyOptions) => {
    const started = performance.now();
    try {
      const report = await verifyLedger(handle.db, options);
      return { seconds: (performance.now() - started) / 1000, report, error: undefined };
    } catch (error) {
      return { seconds: (performance.now() - started) / 1000, report: null, error: String(error) };
    }
  };
  const rounded = (seconds: number) => Math.round(seconds * 100) / 100;
  try {
    const alone = await timed({});
    const [beside, spinBeside] = await Promise.all([timed({ full: true }), measureCalls(spins(baseUrl, prepared))]);
    const incremental = await timed({});
    return {
      aloneSeconds: rounded(alone.seconds),
      ok: (alone.report?.ok ?? false) && (beside.report?.ok ?? false) && (incremental.report?.ok ?? false),
      violations: alone.report?.violations.length ?? -1,
      transfers: alone.report?.transfers ?? -1,
      besidePlaySeconds: rounded(beside.seconds),
      spinBeside,
      incrementalSeconds: rounded(incremental.seconds),
      incrementalTransfers: incremental.report?.transfers ?? -1,
      ...(alone.error || beside.error || incremental.error
        ? { error: alone.error ?? beside.error ?? incremental.error }
        : {}),
    };
  } finally {
    await handle.destroy();
  }
}

/** A new column on the largest table, with a default (PostgreSQL 11+ stores it without rewriting), then dropped. */
async function addColumn(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timed = async (statement: string) => {
    const started = performance.now();
    await client.query(statement);
    return Math.round((performance.now() - started) * 10) / 10;
  };
  try {
    const addWithDefault = await timed(
      'alter table ledger_transfers add column bench_probe integer not null default 0',
    );
    const drop = await timed('alter table ledger_transfers drop column bench_probe');
    return { addWithDefault, drop, table: 'ledger_transfers' };
  } finally {
    await client.end();
  }
}

/** Every measure of one step, on the real server started on the step's database. */
export async function measureStep(
  databaseUrl: string,
  now: Date,
  longHistoryUsername: string,
  log: (line: string) => void,
): Promise<StepFigures> {
  const prepared = await prepare(databaseUrl, longHistoryUsername, log);
  const server = await startServer(
    {
      DATABASE_URL: databaseUrl,
      SQLITE_PATH: '',
      LOG_LEVEL: 'warn',
      ...REAL_MONEY_ENV,
      STUDIO_BENCH: '1',
      STUDIO_MIN_CYCLE_MS: '0',
      // A loaded machine (other work on its two cores) can take longer than the usual 30 s to start it.
    },
    SERVER_START_MS,
  );
  try {
    const baseUrl = server.baseUrl;
    const sid = await staffSession(baseUrl, prepared);
    const emptyCall = await measureCalls(Array.from({ length: PLAYERS }, () => () => rpc(baseUrl, 'system.ping', {})));
    log(`  system.ping ${emptyCall.perSecond}/s`);
    const calls: Record<string, CallFigures> = {};
    calls['studio.spin'] = await measureCalls(spins(baseUrl, prepared));
    calls['wallet bet'] = await measureCalls(bets(baseUrl, prepared));
    for (const [name, call] of Object.entries(readingCalls(baseUrl, prepared, sid, now))) {
      calls[name] = await measureCalls(readers(call));
      log(`  ${name}: p50 ${calls[name].p50Ms} ms, p99 ${calls[name].p99Ms} ms, ${calls[name].failures} failed`);
    }
    const verify = await ledgerVerify(databaseUrl, baseUrl, prepared);
    log(
      `  ledger verify ${verify.aloneSeconds} s (full beside play ${verify.besidePlaySeconds} s, then ${verify.incrementalSeconds} s for ${verify.incrementalTransfers} new)`,
    );
    return {
      emptyCall,
      calls,
      spinToEmptyCallRatio: ratio(calls['studio.spin'], emptyCall),
      betToEmptyCallRatio: ratio(calls['wallet bet'], emptyCall),
      ledgerVerify: verify,
      addColumnMs: await addColumn(databaseUrl),
    };
  } finally {
    await server.stop();
  }
}
