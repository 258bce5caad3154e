import { type UserPart, turkishDateOf } from '@bnw/contract';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { StaffSessionService } from '../../apps/server/src/auth/staff-sessions.js';
import { closeDays } from '../../apps/server/src/modules/reports/index.js';
import { addStaff } from '../../apps/server/src/modules/staff/index.js';
import { syncStudioCatalogue } from '../../apps/server/src/modules/studio/index.js';
import { createPlayer, loginAs } from '../../apps/server/test/support/players.js';
import type { TestApp } from '../../apps/server/test/support/test-app.js';
import { type TestGame, createGame, createProvider, playerInGame } from '../../apps/server/test/support/wallet.js';
import { openBenchApp } from './bench-app.js';
import { SCALE_PASSWORD } from './generate.js';
import { staffRpc } from './measure.js';

/** Players of the spin and the bet, as the other benches use (bench/studio-spin.ts, casino-throughput.ts). */
export const PLAYERS = 64;
const DAY_MS = 86_400_000;

export interface Prepared {
  studioGameId: number;
  spinners: UserPart[];
  walletGame: TestGame;
  walletTokens: string[];
  /** The generated player with the longest history (bench/scale/history.ts). */
  longHistory: UserPart;
  staffSetupToken: string;
  staffUsername: string;
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

/** An administrator made as `ops staff add` does: the set-up token, used over HTTP once the server runs. */
async function staffToken(app: TestApp, username: string): Promise<string> {
  const deps = { ...app.services, staffSessions: new StaffSessionService(app.services.db, app.services.clock) };
  const added = await addStaff(deps, { username, email: `${username}@ornek.com.tr`, role: 'administrator' });
  if (!added.ok) throw new Error(added.error);
  return new URL(added.value.link).searchParams.get('token')!;
}

/** Everything the measured calls need, made in this process on the step's database before the server starts. */
export async function prepare(
  databaseUrl: string,
  longHistoryUsername: string,
  log: (line: string) => void,
): Promise<Prepared> {
  const app = await openBenchApp(databaseUrl);
  try {
    await summariseHistory(app, log);
    const studioGameId = await studioGame(app);
    const spinners: UserPart[] = [];
    for (let index = 0; index < PLAYERS; index += 1) spinners.push((await loginAs(app, await createPlayer(app))).user);
    const walletGame = await createGame(app, await createProvider(app));
    const walletTokens: string[] = [];
    for (let index = 0; index < PLAYERS; index += 1) walletTokens.push((await playerInGame(app, walletGame)).token);
    const longPlayer = { username: longHistoryUsername, email: '', password: SCALE_PASSWORD };
    const longHistory = (await loginAs(app, longPlayer)).user;
    const staffUsername = `olcum${Date.now() % 1_000_000}`;
    const staffSetupToken = await staffToken(app, staffUsername);
    return { studioGameId, spinners, walletGame, walletTokens, longHistory, staffSetupToken, staffUsername };
  } finally {
    await app.close();
  }
}

/**
 * The generated history is written straight into the tables, past the events and the job that
 * would have summed its days: `ops reports close-days` does it after an import, and so does this.
 */
async function summariseHistory(app: TestApp, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  let days = 0;
  for (let batch = await closeDays(app.services); batch > 0; batch = await closeDays(app.services)) days += batch;
  // As autovacuum would after the tables' first fill, so the planner knows their size.
  await sql`analyze report_ledger_days, report_round_days, report_active_players, report_game_players, report_closed_days`.execute(
    app.services.db,
  );
  log(`  ${days} days summed for the reports in ${Math.round((performance.now() - started) / 100) / 10} s`);
}

/** Sets the administrator's password and authenticator over HTTP and logs in: answers the session id. */
export async function staffSession(baseUrl: string, prepared: Prepared): Promise<string> {
  const token = prepared.staffSetupToken;
  const password = 'Ölçüm-parolası-2026';
  const { secret } = await staffRpc<{ secret: string }>(baseUrl, null, 'bo_auth.setup_start', { token });
  const code = (stepsAhead: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
  await staffRpc(baseUrl, null, 'bo_auth.setup_finish', { token, password, code: await code(0) });
  // A code works once: the login takes the next step's.
  const login = await staffRpc<{ sid: string }>(baseUrl, null, 'bo_auth.login', {
    username: prepared.staffUsername,
    password,
    code: await code(1),
  });
  return login.sid;
}

/** The Turkish days the dated calls ask for, counted back from the history's `now`. */
export function daysBefore(now: Date, days: number): string {
  return turkishDateOf(now.getTime() - days * DAY_MS);
}
