import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

let open: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  open = await createTestApp();
  guarded = await createTestApp({ env: { METRICS_TOKEN: 'gizli-anahtar' } });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
});

const scrape = (app: TestApp, options: { remoteAddress?: string; authorization?: string } = {}) =>
  app.server.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: options.authorization ? { authorization: options.authorization } : {},
  });

/** The value of one series line, e.g. bnw_rpc_calls_total{method="system.ping",outcome="ok"}. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('counts RPC calls by method and outcome, with durations and the process metrics', async () => {
    const before = (await scrape(open)).body;
    await open.call('system', 'ping');
    await open.call('system', 'ping');
    await open.call('user', 'get_user_profile'); // anonymous: refused
    await open.call('bilinmeyen', 'sinif');
    const { user } = await loginAs(open, await createPlayer(open));
    await open.call('finance', 'check_balance', {}, user);

    const response = await scrape(open);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const grew = (series: string) => seriesValue(text, series) - seriesValue(before, series);
    expect(grew('bnw_rpc_calls_total{method="system.ping",outcome="ok"}')).toBe(2);
    expect(grew('bnw_rpc_calls_total{method="user.get_user_profile",outcome="refused"}')).toBe(1);
    expect(grew('bnw_rpc_calls_total{method="unknown",outcome="refused"}')).toBe(1);
    expect(grew('bnw_rpc_calls_total{method="finance.check_balance",outcome="ok"}')).toBe(1);
    expect(grew('bnw_rpc_duration_seconds_count{method="system.ping"}')).toBe(2);
    expect(text).toContain('bnw_process_resident_memory_bytes');
    // An unknown method never becomes a series of its own.
    expect(text).not.toContain('bilinmeyen');
  });

  it('answers only the machine itself when no token is set', async () => {
    const outside = await scrape(open, { remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('bnw_');
  });

  it('needs the bearer token when one is set, from anywhere', async () => {
    expect((await scrape(guarded)).statusCode).toBe(404);
    expect((await scrape(guarded, { authorization: 'Bearer yanlis-anahtar' })).statusCode).toBe(404);
    const allowed = await scrape(guarded, { remoteAddress: '203.0.113.7', authorization: 'Bearer gizli-anahtar' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('bnw_rpc_calls_total');
  });
});
