import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import {
  LIVE_CLOSE,
  LIVE_PATH,
  type LoginData,
  MESSAGES,
  PANEL_FRONTEND,
  PANEL_HEADER,
  RPC_PATH,
  type RpcResponse,
} from '@bnw/contract';
import { PANEL_BACKOFFICE } from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type LiveClient, closedWithin, liveClient } from './support/live-socket.js';
import { REPO_ROOT } from './support/server-process.js';
import { countUsers, createPlayer, freshAddress, registrationForm } from './support/players.js';
import { type TestApp, createTestApp, REAL_MONEY_ENV } from './support/test-app.js';

/** A trusted proxy on this machine: its sockets are not one client's, its forwarded addresses are. */
const PROXY_ADDRESS = '127.0.0.3';
const FLOOD_CAP = 20;
const WEBSOCKETS_PER_ADDRESS = 3;

let demo: TestApp;
let demoPort: number;
let production: TestApp;
/** Small connection bounds, listening on a real port (the bounds are on sockets, which inject has none of). */
let guarded: TestApp;
let guardedPort: number;
beforeAll(async () => {
  demo = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '300', HEADERS_TIMEOUT_MS: '300' } });
  demoPort = Number(new URL(await demo.server.listen({ port: 0, host: '127.0.0.1' })).port);
  production = await createTestApp({
    env: { ...REAL_MONEY_ENV, PUBLIC_URL: 'https://casino.example', TRUST_PROXY: '10.0.0.5' },
  });
  guarded = await createTestApp({
    env: {
      MAX_CONNECTIONS_PER_ADDRESS: String(FLOOD_CAP),
      LIVE_MAX_CONNECTIONS_PER_ADDRESS: String(WEBSOCKETS_PER_ADDRESS),
      TRUST_PROXY: PROXY_ADDRESS,
    },
  });
  // On every loopback address: the tests' clients come from 127.0.0.1, 127.0.0.2 and the proxy's.
  const address = await guarded.server.listen({ port: 0, host: '0.0.0.0' });
  guardedPort = Number(new URL(address).port);
});
afterAll(async () => {
  await demo.close();
  await production.close();
  await guarded.close();
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
    const socket = net.connect(demoPort, '127.0.0.1');
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

/** A raw socket from `localAddress`, connected (or failed). */
function rawSocket(port: number, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** system.ping over a fresh connection from `localAddress`: the status and the envelope. */
function pingFrom(port: number, localAddress: string): Promise<{ status: number; body: RpcResponse }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: RPC_PATH,
        agent: false,
        headers: { 'content-type': 'application/json', [PANEL_HEADER]: PANEL_FRONTEND },
        timeout: 5_000,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as RpcResponse }));
      },
    );
    request.once('timeout', () => request.destroy(new Error('no answer in time')));
    request.once('error', reject);
    request.end(JSON.stringify({ api: { class: 'system', method: 'ping' }, data: {} }));
  });
}

describe('connections', () => {
  it('closes a connection that sends nothing within the headers timeout', async () => {
    const socket = await rawSocket(demoPort, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the idle socket is still open')), 5_000);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    // Closed either by the guard, silently, or by Node's own headers timeout, which may fire first
    // on a loaded machine and says 408: both end the idle connection, which is what matters.
    expect(answer === '' || answer.startsWith('HTTP/1.1 408 ')).toBe(true);
  });

  it('keeps answering another address while one address floods the server with idle sockets', async () => {
    const flood = await Promise.all(Array.from({ length: 200 }, () => rawSocket(guardedPort, '127.0.0.1')));
    let closed = 0;
    for (const socket of flood) {
      socket.on('error', () => undefined); // a reset is how the refusal arrives
      socket.once('close', () => (closed += 1));
    }
    try {
      await expect.poll(() => closed, { timeout: 5_000 }).toBe(200 - FLOOD_CAP);
      const answer = await pingFrom(guardedPort, '127.0.0.2');
      expect(answer.status).toBe(200);
      expect(answer.body.result).toBe(true);
      expect(closed).toBe(200 - FLOOD_CAP); // the ones within the cap are still held, for now
      const text = await guarded.services.metrics.registry.metrics();
      expect(text).toMatch(/bnw_connections_closed_total\{reason="address_full"\} 180/);
    } finally {
      for (const socket of flood) socket.destroy();
    }
  });

  it('does not count a trusted proxy as one client', async () => {
    const sockets = await Promise.all(
      Array.from({ length: FLOOD_CAP + 5 }, () => rawSocket(guardedPort, PROXY_ADDRESS)),
    );
    try {
      // The last one opened is served: the proxy's sockets are bounded by the process's total only.
      const last = sockets.at(-1)!;
      const answered = new Promise<string>((resolve) =>
        last.once('data', (chunk: Buffer) => resolve(chunk.toString())),
      );
      last.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});

describe('WebSockets per client address', () => {
  /** A hub socket from `localAddress`, with the header a proxy would add. */
  async function liveFrom(localAddress: string, forwardedFor?: string): Promise<LiveClient> {
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const socket = new WebSocket(`ws://127.0.0.1:${guardedPort}${LIVE_PATH}`, { localAddress, headers });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return liveClient(socket);
  }

  async function answersPing(client: LiveClient): Promise<void> {
    client.send({ type: 'ping', id: 1 });
    expect(await client.next()).toEqual({ type: 'pong', id: 1 });
  }

  it('closes the socket over the bound of its address, and not another address', async () => {
    const held: LiveClient[] = [];
    try {
      for (let index = 0; index < WEBSOCKETS_PER_ADDRESS; index += 1) held.push(await liveFrom('127.0.0.2'));
      const extra = await liveFrom('127.0.0.2');
      held.push(extra);
      expect(await closedWithin(extra)).toEqual({
        code: LIVE_CLOSE.full,
        reason: 'too many connections from your address',
      });
      const other = await liveFrom('127.0.0.1');
      held.push(other);
      await answersPing(other);
    } finally {
      for (const client of held) client.socket.terminate();
    }
  });

  it('counts the forwarded address behind a trusted proxy', async () => {
    const held: LiveClient[] = [];
    try {
      for (let index = 0; index < WEBSOCKETS_PER_ADDRESS; index += 1) {
        held.push(await liveFrom(PROXY_ADDRESS, '203.0.113.7'));
      }
      const extra = await liveFrom(PROXY_ADDRESS, '203.0.113.7');
      held.push(extra);
      expect((await closedWithin(extra)).code).toBe(LIVE_CLOSE.full);
      const neighbour = await liveFrom(PROXY_ADDRESS, '203.0.113.8');
      held.push(neighbour);
      await answersPing(neighbour);
    } finally {
      for (const client of held) client.socket.terminate();
    }
  });
});

describe('bodies', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const manyKeys = (count: number) =>
    `{${Array.from({ length: count }, (_, index) => `"k${index.toString(36)}":0`).join(',')}}`;
  /** A registration whose data carries `junk` (JSON text), which the envelope's schema would strip. */
  const registrationWith = (junk: string) => {
    const call = JSON.stringify({ api: { class: 'user', method: 'register' }, data: registrationForm() });
    return `${call.slice(0, -2)},"junk":${junk}}}`;
  };
  const tooComplex = { result: false, code: MESSAGES.bodyTooComplex.code, message: MESSAGES.bodyTooComplex.tr };

  it('refuses a deeply nested body before parsing it, in Turkish, and registers nobody', async () => {
    const users = await countUsers(demo);
    const body = registrationWith(nested(5_000));
    const parse = vi.spyOn(JSON, 'parse');
    const response = await demo.post(body, {}, { ip: freshAddress() });
    // Refused by the scan: the body was never made into objects (what costs the time).
    expect(parse.mock.calls.some(([text]) => text === body)).toBe(false);
    parse.mockRestore();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(tooComplex);
    expect(response.json().message).toBe('Gönderilen veri çok karmaşık: iç içe geçmiş ya da çok fazla alan içeriyor.');
    expect(await countUsers(demo)).toBe(users);
  });

  it('refuses a body with more members than any call needs, and registers nobody', async () => {
    const users = await countUsers(demo);
    const elements = `[${Array.from({ length: 3_000 }, () => '0').join(',')}]`;
    const response = await demo.post(registrationWith(elements), {}, { ip: freshAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(tooComplex);
    expect(await countUsers(demo)).toBe(users);
  });

  it("refuses 17 000 keys in a back-office call's body, which its size limit lets through", async () => {
    const body = `{"api":{"class":"bo_auth","method":"login"},"data":${manyKeys(17_000)}}`;
    expect(body.length).toBeLessThan(256 * 1024);
    const response = await demo.post(body, { [PANEL_HEADER]: PANEL_BACKOFFICE });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(tooComplex);
  });

  it('keeps brackets and commas inside strings out of the count', async () => {
    const text = `${'[{,'.repeat(1_000)}`;
    const response = await demo.post({ api: { class: 'system', method: 'ping' }, data: { text } });
    expect(response.json()).toMatchObject({ result: true });
  });

  it("refuses a player's call over the player's limit, which a back-office call of that size is not", async () => {
    const users = await countUsers(demo);
    const form = registrationForm({ first_name: 'Ayşe'.repeat(5_000) }); // 20 000 characters, about 25 KB
    const call = { api: { class: 'user', method: 'register' }, data: form };
    const response = await demo.post(call, {}, { ip: freshAddress() });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ result: false, message: MESSAGES.payloadTooLarge.tr });
    expect(await countUsers(demo)).toBe(users);
    const staff = await demo.post(
      { api: { class: 'bo_auth', method: 'login' }, data: form },
      {
        [PANEL_HEADER]: PANEL_BACKOFFICE,
      },
    );
    expect(staff.statusCode).not.toBe(413);
  });

  it("refuses a player's call sent in chunks, with no length declared, once it passes the player's limit", async () => {
    const socket = await rawSocket(demoPort, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined); // the server may close while the rest is still on its way
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    socket.write(
      `POST ${RPC_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${PANEL_HEADER}: ${PANEL_FRONTEND}\r\n` +
        'Transfer-Encoding: chunked\r\n\r\n' +
        chunk('{"api":{"class":"system","method":"ping"},"data":{"f":"') +
        chunk('x'.repeat(20_000)) +
        chunk('"}}') +
        '0\r\n\r\n',
    );
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(MESSAGES.payloadTooLarge.tr);
  });
});

describe("the process's open-files limit", () => {
  it('refuses to start when the limit cannot hold the WebSocket bound and the calls beside it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, LIVE_MAX_CONNECTIONS: '100000000', PORT: '0', REFERENCE_PROVIDER_PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // A server that started after all must not outlive the test.
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    const code = await exited.finally(() => clearTimeout(timer));
    expect(code).toBe(1);
    expect(errors).toMatch(/may open \d+ files, and its bounds need 100009216/);
    expect(errors).toContain('Raise the hard limit of open files');
  }, 60_000);
});
