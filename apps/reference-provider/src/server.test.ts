import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderConfig } from './config.js';
import { loadProviderConfig, parseSiteOrigins } from './config.js';
import { textsFor } from './page/texts.js';
import { RoundPacer } from './play/pacing.js';
import { buildProviderServer } from './server.js';
import { WalletClient } from './wallet/wallet-client.js';

const config: ProviderConfig = {
  port: 0,
  host: '127.0.0.1',
  walletUrl: 'http://casino.test/wallet/v1',
  providerCode: 'bnw-reference',
  walletSecret: 'secret',
  siteOrigins: ['https://casino.example', 'http://localhost:8080'],
  walletTimeoutMs: 5000,
};

/** A casino wallet in memory: ₺100 to start, bets and wins move it, every call is recorded. */
function fakeCasino(startBalance = 10_000) {
  let balance = startBalance;
  const calls: { call: string; body: Record<string, unknown> }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const call = String(url).split('/').pop() ?? '';
    const body = JSON.parse(Buffer.from(init?.body as Uint8Array).toString('utf8')) as Record<string, unknown>;
    calls.push({ call, body });
    const amount = Number(body.amount ?? 0);
    if (call === 'bet' && amount > balance) return Response.json({ status: 'INSUFFICIENT_FUNDS', balance });
    if (call === 'bet') balance -= amount;
    if (call === 'win') balance += amount;
    return Response.json({ status: 'OK', balance, currency: 'TRY' });
  };
  const wallet = new WalletClient({
    baseUrl: config.walletUrl,
    providerCode: config.providerCode,
    secret: config.walletSecret,
    timeoutMs: config.walletTimeoutMs,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { wallet, calls, balance: () => balance };
}

let now = 1_000_000;
const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function provider(casino = fakeCasino(), randomInt: (min: number, max: number) => number = (min) => min) {
  const app = buildProviderServer({ config, wallet: casino.wallet, pacer: new RoundPacer(() => now), randomInt });
  apps.push(app);
  return { app, casino };
}

const round = (overrides: Record<string, unknown> = {}) => ({
  token: 'tok-1',
  game_id: 'istanbul-zarlari',
  stake: 1000,
  choice: { direction: 'under', chance: 50 },
  ...overrides,
});

describe('the game page', () => {
  it('may be framed only by the casino, runs no inline script, and speaks Turkish by default', async () => {
    const { app } = provider();
    const response = await app.inject({ url: '/play?token=abc&game_id=istanbul-zarlari&lang=tr&currency=TRY' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors https://casino.example http://localhost:8080');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.body).toContain('<html lang="tr">');
    expect(response.body).toContain('Zar At');
    expect(response.body).toContain('%98,00');
    expect(response.body).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))/);
    expect(response.body).not.toMatch(/\bauto/i);
  });

  it('speaks English with lang=en, and the race has its own page', async () => {
    const { app } = provider();
    const response = await app.inject({ url: '/play?token=abc&game_id=at-yarisi&lang=en' });
    expect(response.body).toContain('Start the race');
    expect(response.body).toContain('24.00x');
  });

  it('explains in Turkish a launch without a token or with an unknown game', async () => {
    const { app } = provider();
    const noToken = await app.inject({ url: '/play?game_id=ege-zari' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.body).toContain('Oyunu casino sitesinden açın');
    const unknown = await app.inject({ url: '/play?token=abc&game_id=yok' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Bu oyun bulunamadı');
  });

  it('serves its script and stylesheet as files', async () => {
    const { app } = provider();
    const script = await app.inject({ url: '/assets/game.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("source: 'bnw-game', event: 'balance'");
    // Said once the round's result is on screen, after its reveal: the casino's top bar waits for it.
    expect(script.body).toMatch(/await reveal\(answer\);\s+tellParentResultShown\(\);/);
    expect(script.body).toContain("source: 'bnw-game', event: 'result-shown'");
    expect((await app.inject({ url: '/assets/game.css' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/other.js' })).statusCode).toBe(404);
  });
});

describe('a round', () => {
  it('takes the stake, draws on the server and pays the win with round_closed', async () => {
    const { app, casino } = provider();
    const response = await app.inject({ method: 'POST', url: '/api/round', payload: round() });
    const answer = response.json();
    // randomInt answers its minimum: the die shows 1, which wins "under 50" at 1,96x.
    expect(answer).toMatchObject({ ok: true, stake: 1000, win: 1960, balance: 10_960, winPending: false });
    expect(answer.outcome).toEqual({ kind: 'dice', roll: 1, choice: { direction: 'under', chance: 50 } });
    expect(casino.calls.map((call) => call.call)).toEqual(['bet', 'win']);
    const [bet, win] = casino.calls;
    expect(win?.body).toMatchObject({
      reference_transaction_id: bet?.body.transaction_id,
      round_id: bet?.body.round_id,
      round_closed: true,
    });
  });

  it('closes a lost round with a win of 0', async () => {
    const { app, casino } = provider(fakeCasino(), (_min, max) => max - 1);
    const answer = (await app.inject({ method: 'POST', url: '/api/round', payload: round() })).json();
    expect(answer).toMatchObject({ ok: true, win: 0, balance: 9000, outcome: { roll: 100 } });
    expect(casino.calls[1]?.body).toMatchObject({ amount: 0, round_closed: true });
  });

  it('refuses a second round from the same session within 2.5 s, without touching the wallet', async () => {
    const { app, casino } = provider();
    await app.inject({ method: 'POST', url: '/api/round', payload: round() });
    now += 2000;
    const early = (await app.inject({ method: 'POST', url: '/api/round', payload: round() })).json();
    expect(early).toEqual({ ok: false, problem: 'too_fast', retryInMs: 500 });
    expect(casino.calls).toHaveLength(2);
    now += 500;
    expect((await app.inject({ method: 'POST', url: '/api/round', payload: round() })).json().ok).toBe(true);
  });

  it('answers insufficient funds with the balance and no win call', async () => {
    const { app, casino } = provider(fakeCasino(500));
    const answer = (await app.inject({ method: 'POST', url: '/api/round', payload: round({ token: 'poor' }) })).json();
    expect(answer).toEqual({ ok: false, problem: 'insufficient_funds', balance: 500 });
    expect(casino.calls.map((call) => call.call)).toEqual(['bet']);
  });

  it('refuses stakes, choices and games it does not offer before calling the wallet', async () => {
    const { app, casino } = provider();
    const bad = [
      round({ token: 'a', stake: 150 }),
      round({ token: 'b', stake: '1000' }),
      round({ token: 'c', choice: { direction: 'under', chance: 3 } }),
      round({ token: 'd', choice: { direction: 'sideways', chance: 50 } }),
      round({ token: 'e', game_id: 'at-yarisi' }),
      round({ token: 'f', game_id: 'at-yarisi', choice: { runner: 7 } }),
      round({ token: '' }),
      round({ token: 'x'.repeat(129) }),
      round({ token: 'tab\there' }),
    ];
    for (const payload of bad) {
      const response = await app.inject({ method: 'POST', url: '/api/round', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(casino.calls).toHaveLength(0);
  });

  it('plays the race: the winner first, paid at its odds', async () => {
    const { app } = provider();
    const answer = (
      await app.inject({
        method: 'POST',
        url: '/api/round',
        payload: round({ game_id: 'at-yarisi', choice: { runner: 1 } }),
      })
    ).json();
    expect(answer).toMatchObject({ ok: true, win: 3200, outcome: { kind: 'race', pick: 1 } });
    expect(answer.outcome.order[0]).toBe(1);
  });
});

describe('configuration', () => {
  it('needs the wallet address and secret, and takes only real origins for frame-ancestors', () => {
    expect(() => loadProviderConfig({})).toThrow(/BNW_WALLET_URL/);
    expect(() => loadProviderConfig({ BNW_WALLET_URL: 'http://127.0.0.1:8080/wallet/v1' })).toThrow(
      /BNW_WALLET_SECRET/,
    );
    const loaded = loadProviderConfig({ BNW_WALLET_URL: 'http://127.0.0.1:8080/wallet/v1/', BNW_WALLET_SECRET: 's' });
    expect(loaded).toMatchObject({
      port: 8090,
      providerCode: 'bnw-reference',
      walletUrl: 'http://127.0.0.1:8080/wallet/v1',
    });
    expect(loaded.siteOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(parseSiteOrigins('https://casino.example/, http://localhost:8080')).toEqual([
      'https://casino.example',
      'http://localhost:8080',
    ]);
    for (const bad of ["https://a.example; script-src 'unsafe-inline'", 'https://a.example/path', '*']) {
      expect(() => parseSiteOrigins(bad), bad).toThrow(/BNW_SITE_ORIGINS/);
    }
  });
});

describe('the texts of every problem', () => {
  it('has a clear Turkish and an English sentence for each', () => {
    const problems = [
      'too_fast',
      'insufficient_funds',
      'session_ended',
      'player_blocked',
      'limit_reached',
      'connection',
      'refused',
      'invalid',
      'network',
      'win_pending',
    ] as const;
    for (const lang of ['tr', 'en'] as const) {
      for (const problem of problems)
        expect(textsFor(lang).errors[problem].length, `${lang} ${problem}`).toBeGreaterThan(5);
    }
    expect(textsFor('tr').errors.insufficient_funds).toBe('Bakiyeniz yetersiz');
    expect(textsFor('tr').errors.session_ended).toMatch(/^Oyun oturumunuz sona erdi/);
  });
});
