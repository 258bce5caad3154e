import net from 'node:net';
import { type LoginData, PANEL_FRONTEND, PANEL_HEADER, RPC_PATH, type RpcResponse } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer } from './support/players.js';
import { type TestApp, createTestApp, REAL_MONEY_ENV } from './support/test-app.js';

let demo: TestApp;
let production: TestApp;
beforeAll(async () => {
  demo = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '300' } });
  production = await createTestApp({
    env: { ...REAL_MONEY_ENV, PUBLIC_URL: 'https://casino.example', TRUST_PROXY: '10.0.0.5' },
  });
});
afterAll(async () => {
  await demo.close();
  await production.close();
});

const metrics = (app: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.server.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('headers', () => {
  it('marks every RPC answer no-store and switches off unused browser features', async () => {
    const response = await demo.post({ api: { class: 'system', method: 'ping' }, data: {} });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['strict-transport-security']).toBeUndefined(); // plain http in the demo
  });

  it('asks browsers for https only when the site is served over https', async () => {
    const response = await production.post({ api: { class: 'system', method: 'ping' }, data: {} });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('client addresses and /metrics behind a proxy', () => {
  it('hides /metrics from a request a same-host proxy forwarded, even though it comes from 127.0.0.1', async () => {
    expect((await metrics(demo)).statusCode).toBe(200);
    expect((await metrics(demo, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
  });

  it('needs METRICS_TOKEN outside demo mode, from anywhere', async () => {
    expect((await metrics(production)).statusCode).toBe(404);
  });

  it('believes X-Forwarded-For only from the named proxy', async () => {
    const player = await createPlayer(production);
    const addressSeen = async (remoteAddress: string) => {
      const response = await production.server.inject({
        method: 'POST',
        url: RPC_PATH,
        remoteAddress,
        headers: {
          'content-type': 'application/json',
          [PANEL_HEADER]: PANEL_FRONTEND,
          'x-forwarded-for': '203.0.113.9',
        },
        payload: JSON.stringify({
          api: { class: 'user', method: 'login' },
          data: { username: player.username, password: player.password },
        }),
      });
      return (response.json() as RpcResponse<LoginData>).data.uip;
    };
    expect(await addressSeen('10.0.0.5')).toBe('203.0.113.9');
    expect(await addressSeen('198.51.100.1')).toBe('198.51.100.1');
  });
});

describe('slow clients', () => {
  it('cuts off a client that sends its body too slowly', async () => {
    const address = await demo.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = net.connect(Number(port), '127.0.0.1');
    const started = Date.now();
    const closed = new Promise<string>((resolve) => {
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
    });
    socket.write(
      `POST ${RPC_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"api":`,
    );
    const answer = await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
