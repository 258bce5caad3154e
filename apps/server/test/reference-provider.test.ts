import type { AddressInfo } from 'node:net';
import type { UserPart } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES, maxWinHundredths } from '../../reference-provider/src/games/catalogue.js';
import { RoundPacer } from '../../reference-provider/src/play/pacing.js';
import { buildProviderServer } from '../../reference-provider/src/server.js';
import { seedCasino } from '../src/db/seed/casino.js';
import { loadConfig } from '../src/config.js';
import {
  type ChildLog,
  REFERENCE_PROVIDER_CODE,
  prepareReferenceProvider,
  relayLine,
  siteOrigins,
  startReferenceProvider,
} from '../src/demo/reference-provider.js';
import { createPlayer, loginAs } from './support/players.js';
import { freePort } from './support/server-process.js';
import { type TestApp, createTestApp, REAL_MONEY_ENV } from './support/test-app.js';

/**
 * The wallet end to end: our app listening on a real port, the reference provider (in process,
 * over HTTP only, with the secret the demo start gives it), a player who opens a game through
 * `casino.init_game` / `virtualgames.init_game` and plays through the provider's own API.
 */
let app: TestApp;
let provider: ReturnType<typeof buildProviderServer>;
/** The provider draws from this queue (then its minimum): the test knows each outcome. */
const draws: number[] = [];
let now = 1_000_000;

beforeAll(async () => {
  app = await createTestApp();
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.server.address() as AddressInfo;
  const prepared = await prepareReferenceProvider(app.services.db, 8090);
  if (!prepared) throw new Error('the seed has no reference provider');
  provider = buildProviderServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      walletUrl: `http://127.0.0.1:${port}/wallet/v1`,
      providerCode: REFERENCE_PROVIDER_CODE,
      walletSecret: prepared.secret,
      siteOrigins: [`http://localhost:${port}`],
      walletTimeoutMs: 5000,
    },
    pacer: new RoundPacer(() => now),
    randomInt: (min) => draws.shift() ?? min,
  });
  await provider.ready();
});

afterAll(async () => {
  await provider.close();
  await app.close();
});

async function gameId(code: string): Promise<number> {
  const row = await app.services.db.selectFrom('games').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** The launch address's parameters, as the player's browser would carry them to the provider. */
function launchParameters(url: string) {
  const parsed = new URL(url);
  return { token: parsed.searchParams.get('token') ?? '', gameCode: parsed.searchParams.get('game_id') ?? '' };
}

async function providerApi<T>(path: string, payload: Record<string, unknown>): Promise<T> {
  return (await provider.inject({ method: 'POST', url: path, payload })).json() as T;
}

async function balanceOf(token: string): Promise<number> {
  const answer = await providerApi<{ ok: boolean; balance: number }>('/api/balance', { token });
  expect(answer.ok).toBe(true);
  return answer.balance;
}

/** The round by the provider's id, with the user it belongs to. */
async function roundRow(roundId: string) {
  return app.services.db
    .selectFrom('game_rounds')
    .select(['user_id', 'status', 'stake_kurus', 'win_kurus'])
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
}

/** Our id of the signed-in player, as the wallet records it. */
async function userIdOf(user: UserPart): Promise<number> {
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(`session: ${resolved.problem}`);
  return resolved.player.user.id;
}

interface RoundAnswer {
  ok: boolean;
  stake: number;
  win: number;
  balance: number;
  roundId: string;
  problem?: string;
}

describe('the reference provider against our wallet', () => {
  it('plays a dice round: the balance moves by exactly stake - win and the round is settled', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    const launched = await app.call<{ url: string }>(
      'casino',
      'init_game',
      { gameID: await gameId('istanbul-zarlari'), isMobile: 1 },
      user,
    );
    expect(launched.result).toBe(true);
    expect(launched.data.url).toMatch(/^http:\/\/localhost:8090\/play\?/);
    const { token, gameCode } = launchParameters(launched.data.url);
    const before = await balanceOf(token);
    expect(before).toBe(1_000_000);

    // The page of the launch address is served for this token.
    const page = await provider.inject({ url: `/play?token=${token}&game_id=${gameCode}&lang=tr&currency=TRY` });
    expect(page.statusCode).toBe(200);

    draws.push(37); // 37 is "under 50": a win of 1,96x.
    const won = await providerApi<RoundAnswer>('/api/round', {
      token,
      game_id: gameCode,
      stake: 5000,
      choice: { direction: 'under', chance: 50 },
    });
    expect(won).toMatchObject({ ok: true, stake: 5000, win: 9800 });
    expect(won.balance).toBe(before - 5000 + 9800);
    expect(await balanceOf(token)).toBe(before - 5000 + 9800);
    expect(await roundRow(won.roundId)).toMatchObject({
      user_id: await userIdOf(user),
      status: 'settled',
      stake_kurus: 5000,
      win_kurus: 9800,
    });

    now += 2500;
    draws.push(12); // 12 is not "over 50": the round closes with a win of 0.
    const lost = await providerApi<RoundAnswer>('/api/round', {
      token,
      game_id: gameCode,
      stake: 1000,
      choice: { direction: 'over', chance: 50 },
    });
    expect(lost).toMatchObject({ ok: true, stake: 1000, win: 0, balance: before - 5000 + 9800 - 1000 });
    expect(await roundRow(lost.roundId)).toMatchObject({ status: 'settled', stake_kurus: 1000, win_kurus: 0 });
  });

  it('runs the horse race opened by virtualgames.init_game', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    const providerRow = await app.services.db
      .selectFrom('game_providers')
      .select('id')
      .where('code', '=', REFERENCE_PROVIDER_CODE)
      .executeTakeFirstOrThrow();
    const launched = await app.call<{ url: string }>(
      'virtualgames',
      'init_game',
      { providerID: providerRow.id, type: 'at-yarisi' },
      user,
    );
    expect(launched.result).toBe(true);
    const { token, gameCode } = launchParameters(launched.data.url);
    expect(gameCode).toBe('at-yarisi');
    now += 2500;
    draws.push(99); // The last slice of 0..99 belongs to runner 6 (4 %): 24x.
    const race = await providerApi<RoundAnswer>('/api/round', {
      token,
      game_id: gameCode,
      stake: 200,
      choice: { runner: 6 },
    });
    expect(race).toMatchObject({ ok: true, stake: 200, win: 4800, balance: 1_000_000 - 200 + 4800 });
    expect(await roundRow(race.roundId)).toMatchObject({
      user_id: await userIdOf(user),
      status: 'settled',
      stake_kurus: 200,
      win_kurus: 4800,
    });
  });

  it('refuses a stake above the balance as insufficient funds, with the balance, and moves nothing', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    const launched = await app.call<{ url: string }>('casino', 'init_game', { gameID: await gameId('ege-zari') }, user);
    const { token, gameCode } = launchParameters(launched.data.url);
    // Lose ₺50 rounds until less than a stake is left.
    const before = await balanceOf(token);
    now += 2500;
    const answers: RoundAnswer[] = [];
    for (let spent = 0; spent + 5000 <= before; spent += 5000) {
      now += 2500;
      draws.push(100); // "under 60" loses on 100.
      answers.push(
        await providerApi<RoundAnswer>('/api/round', {
          token,
          game_id: gameCode,
          stake: 5000,
          choice: { direction: 'under', chance: 60 },
        }),
      );
    }
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const left = await balanceOf(token);
    expect(left).toBe(before % 5000);
    now += 2500;
    const refused = await providerApi<RoundAnswer>('/api/round', {
      token,
      game_id: gameCode,
      stake: 5000,
      choice: { direction: 'under', chance: 60 },
    });
    expect(refused).toEqual({ ok: false, problem: 'insufficient_funds', balance: left });
    expect(await balanceOf(token)).toBe(left);
  }, 60_000);

  it('answers a session that ended with its own reason', async () => {
    const answer = await providerApi<{ ok: boolean; problem: string }>('/api/balance', { token: 'f'.repeat(64) });
    expect(answer).toEqual({ ok: false, problem: 'session_ended' });
  });
});

describe('the demo seed and the provider agree', () => {
  it('lists every game of the provider with its exact RTP, largest win and lobby, and switches off others', async () => {
    const providerRow = await app.services.db
      .selectFrom('game_providers')
      .select('id')
      .where('code', '=', REFERENCE_PROVIDER_CODE)
      .executeTakeFirstOrThrow();
    // An old database: a game the provider no longer offers, and figures an earlier seed wrote.
    await app.services.db
      .insertInto('games')
      .values({
        provider_id: providerRow.id,
        category_id: 1,
        code: 'efes-hazinesi',
        name: 'Efes Hazinesi',
        search_name: 'efes hazinesi',
        rtp_bp: 9600,
        volatility: 'high',
        max_win_x: 10_000,
        mobile: 1,
        is_new: 0,
        is_popular: 1,
        quick_access: 0,
        active: 1,
        sort_order: 30,
        created_at: new Date().toISOString(),
      })
      .execute();
    await app.services.db
      .updateTable('games')
      .set({ rtp_bp: 9620, max_win_x: 5000 })
      .where('code', '=', 'istanbul-zarlari')
      .execute();
    await seedCasino(app.services.db);
    await seedCasino(app.services.db);

    const rows = await app.services.db
      .selectFrom('games')
      .select(['code', 'rtp_bp', 'max_win_x', 'lobby', 'active'])
      .where('provider_id', '=', providerRow.id)
      .execute();
    const offered = rows.filter((row) => row.active === 1);
    expect(offered.map((row) => row.code).sort()).toEqual([...GAMES.keys()].sort());
    for (const row of offered) {
      const game = GAMES.get(row.code)!;
      expect({ rtp: row.rtp_bp, maxWin: row.max_win_x * 100, lobby: row.lobby }, row.code).toEqual({
        rtp: game.rtpBp,
        maxWin: maxWinHundredths(game),
        lobby: game.kind === 'race' ? 'virtual' : 'slot',
      });
    }
    expect(rows.find((row) => row.code === 'efes-hazinesi')?.active).toBe(0);
  });
});

/** A log that keeps what it was told. */
function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: ChildLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

async function waitUntilUp(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

describe('the demo start (src/demo/reference-provider.ts)', () => {
  const serverPort = () => (app.server.server.address() as AddressInfo).port;

  it('starts the provider as a child with a fresh secret that our wallet accepts, and stops it', async () => {
    const port = await freePort();
    const config = loadConfig({ REFERENCE_PROVIDER_PORT: String(port), PUBLIC_URL: 'https://casino.example' });
    const before = await app.services.db
      .selectFrom('game_providers')
      .select('wallet_secret')
      .where('code', '=', REFERENCE_PROVIDER_CODE)
      .executeTakeFirstOrThrow();
    const { log, lines } = recordingLog();
    const running = await startReferenceProvider({ config, db: app.services.db, serverPort: serverPort(), log });
    expect(running).not.toBeNull();
    try {
      await waitUntilUp(`http://127.0.0.1:${port}/healthz`);
      const after = await app.services.db
        .selectFrom('game_providers')
        .select(['wallet_secret', 'launch_url'])
        .where('code', '=', REFERENCE_PROVIDER_CODE)
        .executeTakeFirstOrThrow();
      expect(after.wallet_secret).not.toBe(before.wallet_secret);
      expect(after.launch_url).toBe(`http://localhost:${port}/play`);
      // Signed with the new secret, an unknown token is refused for what it is (not for the signature).
      const answer = await fetch(`http://127.0.0.1:${port}/api/balance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'a'.repeat(64) }),
      }).then((response) => response.json());
      expect(answer).toEqual({ ok: false, problem: 'session_ended' });
      const page = await fetch(`http://127.0.0.1:${port}/play?token=t&game_id=at-yarisi`);
      expect(page.headers.get('content-security-policy')).toContain(
        `frame-ancestors https://casino.example http://localhost:${serverPort()} http://127.0.0.1:${serverPort()}`,
      );
      expect(lines.some((line) => line.message.includes('reference provider listening'))).toBe(true);
    } finally {
      await running?.stop();
    }
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  }, 40_000);

  it('logs a provider that dies on its own, and carries on', async () => {
    const port = await freePort();
    const { log, lines } = recordingLog();
    const running = await startReferenceProvider({
      config: loadConfig({ REFERENCE_PROVIDER_PORT: String(port) }),
      db: app.services.db,
      serverPort: serverPort(),
      log,
    });
    await waitUntilUp(`http://127.0.0.1:${port}/healthz`);
    process.kill(running!.pid!, 'SIGKILL');
    await expect.poll(() => lines.some((line) => line.message.includes('exited unexpectedly'))).toBe(true);
    await running?.stop();
  }, 40_000);

  it('starts nothing with port 0 or outside demo mode', async () => {
    const { log } = recordingLog();
    for (const env of [{ REFERENCE_PROVIDER_PORT: '0' }, REAL_MONEY_ENV]) {
      expect(
        await startReferenceProvider({ config: loadConfig(env), db: app.services.db, serverPort: 1, log }),
      ).toBeNull();
    }
  });

  it("frames for the public address and this machine's port, and relays the child's log lines at their level", () => {
    expect(siteOrigins({ publicUrl: 'http://localhost:8080' }, 8080)).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    const { log, lines } = recordingLog();
    relayLine('{"level":50,"time":1,"pid":2,"hostname":"h","msg":"win not confirmed","roundId":"rd-1"}', log);
    relayLine('{"level":30,"msg":"listening"}', log);
    relayLine('plain text', log);
    relayLine('', log);
    expect(lines).toEqual([
      { level: 'error', details: { component: 'reference-provider', roundId: 'rd-1' }, message: 'win not confirmed' },
      { level: 'info', details: { component: 'reference-provider' }, message: 'listening' },
      { level: 'warn', details: { component: 'reference-provider' }, message: 'plain text' },
    ]);
  });
});
