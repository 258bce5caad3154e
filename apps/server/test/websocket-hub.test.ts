import { LIMITS, LIVE_CLOSE, type LiveServerMessage, type UserPart } from '@bnw/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { confirmOverdueDemoDeposits } from '../src/modules/finance/demo-sweeper.js';
import { LIVE_TABLES, syncLiveCatalogue } from '../src/modules/live/index.js';
import { openGameSession } from '../src/modules/wallet/index.js';
import { type LiveClient, closedWithin, openLive } from './support/live-socket.js';
import { demoDeposit } from './support/money.js';
import { createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import {
  type TestGame,
  type TestProvider,
  createGame,
  createProvider,
  walletCall,
  walletId,
} from './support/wallet.js';

/**
 * The WebSocket hub through the real app (fastify's injectWS): sign-in by message, the player's
 * balance pushed after their money moves, private messages ending with the session, and every
 * bound closing the socket with its code.
 */
const DEPOSIT_DELAY_MS = 600_000;
const LIMITS_ENV = {
  DEMO_PROVIDER_DELAY_MS: String(DEPOSIT_DELAY_MS),
  LIVE_MAX_CONNECTIONS: '6',
  LIVE_MESSAGES_PER_SECOND: '5',
  LIVE_MAX_MESSAGE_BYTES: '512',
  LIVE_MAX_SUBSCRIPTIONS: '3',
  LIVE_AUTH_DEADLINE_MS: '10000',
  LIVE_SESSION_CHECK_MS: '15000',
};
const clock = manualClock(new Date());
let app: TestApp;
let provider: TestProvider;
let game: TestGame;
const opened: LiveClient[] = [];
/** The app's warnings and errors, as JSON lines. */
const logLines: string[] = [];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, env: LIMITS_ENV, logLines });
  await syncLiveCatalogue(app.services); // the tables whose topics a socket may follow
  provider = await createProvider(app);
  game = await createGame(app, provider);
});
/** Each test starts with no socket open (the connection bound is small). */
afterEach(async () => {
  const earlier = opened.splice(0);
  for (const client of earlier) client.socket.terminate();
  await Promise.all(earlier.map((client) => client.closed));
  await expect.poll(() => app.hub.connectionCount()).toBe(0);
});
afterAll(() => app.close());

async function open(): Promise<LiveClient> {
  const client = await openLive(app);
  opened.push(client);
  return client;
}

/** A signed-in player's socket, its `user` part and id. */
async function signedIn(): Promise<{ client: LiveClient; user: UserPart; userId: number }> {
  const { user } = await loginAs(app, await createPlayer(app));
  const client = await open();
  client.send({ type: 'auth', sid: user.sid, uid: user.uid });
  const answer = await client.next();
  expect(answer).toMatchObject({ type: 'auth', ok: true });
  return { client, user, userId: (answer as { userId: number }).userId };
}

const isBalance = (message: LiveServerMessage) =>
  message.type === 'event' && (message.data as { kind?: string }).kind === 'balance';

async function balancePushed(client: LiveClient) {
  const message = await client.nextMatching(isBalance);
  return (message as { data: { balance: { balance: number; pending: number; bonus: number } } }).data.balance;
}

async function checkBalance(user: UserPart): Promise<number> {
  const answer = await app.call<Array<{ balance: number }>>('finance', 'check_balance', {}, user);
  return answer.data[0]!.balance;
}

describe('signing in by message', () => {
  it('answers the player and pushes the balance after a deposit is confirmed', async () => {
    const { client, user, userId } = await signedIn();
    expect(userId).toBeGreaterThan(0);
    await demoDeposit(app, user, 25_000);
    clock.advance(DEPOSIT_DELAY_MS + 1_000);
    expect(await confirmOverdueDemoDeposits(app.services)).toBe(1);
    const pushed = await balancePushed(client);
    expect(pushed).toEqual({ balance: LIMITS.demoGrantKurus + 25_000, pending: 0, bonus: 0, currency: 'TRY' });
    expect(pushed.balance).toBe(await checkBalance(user));
  });

  it('pushes the balance after a wallet bet and its win', async () => {
    const { client, user } = await signedIn();
    const resolved = await app.services.sessions.resolve(user);
    if (!resolved.ok) throw new Error('no session');
    const session = await openGameSession(app.services, resolved.player, { gameId: game.id });
    const round = walletId('round');
    const bet = { token: session!.token, request_id: walletId('r'), transaction_id: walletId('tx'), round_id: round };
    const common = { game_id: game.code, currency: 'TRY' };
    expect((await walletCall(app, provider, 'bet', { ...bet, ...common, amount: 1_500 })).status).toBe('OK');
    expect((await balancePushed(client)).balance).toBe(LIMITS.demoGrantKurus - 1_500);
    const win = {
      ...bet,
      request_id: walletId('r'),
      transaction_id: walletId('tx'),
      reference_transaction_id: bet.transaction_id,
      round_closed: true,
    };
    expect((await walletCall(app, provider, 'win', { ...win, ...common, amount: 4_000 })).status).toBe('OK');
    expect((await balancePushed(client)).balance).toBe(LIMITS.demoGrantKurus + 2_500);
    expect(await checkBalance(user)).toBe(LIMITS.demoGrantKurus + 2_500);
  });

  it('keeps a socket with a wrong or missing session anonymous, and refuses a second sign-in', async () => {
    const client = await open();
    client.send({ type: 'auth', sid: 'not-a-session' });
    expect(await client.next()).toEqual({ type: 'refused', reason: 'auth_failed' });
    const { client: player, user } = await signedIn();
    player.send({ type: 'auth', sid: user.sid, uid: user.uid });
    expect(await player.next()).toEqual({ type: 'refused', reason: 'already_authenticated' });
    // Someone else's uid with one's own sid is refused, as the RPC refuses it.
    const other = (await loginAs(app, await createPlayer(app))).user;
    const mixed = await open();
    mixed.send({ type: 'auth', sid: user.sid, uid: other.uid });
    expect(await mixed.next()).toEqual({ type: 'refused', reason: 'auth_failed' });
  });

  it('sends nobody else the balance of a player', async () => {
    const { client: watcher } = await signedIn();
    const { client, user } = await signedIn();
    await demoDeposit(app, user, 10_000);
    clock.advance(DEPOSIT_DELAY_MS + 1_000);
    await confirmOverdueDemoDeposits(app.services);
    await balancePushed(client);
    watcher.send({ type: 'ping', id: 7 });
    expect(await watcher.next()).toEqual({ type: 'pong', id: 7 });
    expect(watcher.unread()).toEqual([]);
  });
});

describe('the end of a session', () => {
  it('stops private messages after logout, and lets the socket watch on', async () => {
    const { client, user } = await signedIn();
    client.send({ type: 'subscribe', topic: 'table:rulet-bogaz' });
    expect(await client.next()).toEqual({ type: 'subscribed', topic: 'table:rulet-bogaz' });
    expect((await app.call('user', 'logout', {}, user)).result).toBe(true);
    clock.advance(15_000);
    await app.hub.sweep();
    expect(await client.next()).toEqual({ type: 'session_ended' });

    // The player's own topic reaches nobody now; the table still does.
    const resolved = await app.services.db
      .selectFrom('sessions')
      .select('user_id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await app.services.presence.publish(`player:${resolved.user_id}`, { kind: 'notifications' });
    await app.services.presence.publish('table:rulet-bogaz', { round: 1 });
    expect(await client.next()).toEqual({ type: 'event', topic: 'table:rulet-bogaz', data: { round: 1 } });
    expect(client.unread()).toEqual([]);
  });

  it('tells other tabs when mass messages were read', async () => {
    const { client, user } = await signedIn();
    const answer = await app.call('crm', 'mark_mass_message_read', { all: true }, user);
    expect(answer.result).toBe(true);
    expect(await client.next()).toMatchObject({ type: 'event', data: { kind: 'notifications' } });
  });
});

describe('anonymous watchers', () => {
  it('may watch shared games and the live lobby, never a player topic', async () => {
    const client = await open();
    client.send({ type: 'subscribe', topic: 'lobby:live' });
    expect(await client.next()).toEqual({ type: 'subscribed', topic: 'lobby:live' });
    await app.services.presence.publish('lobby:live', { tables: 3 });
    expect(await client.next()).toEqual({ type: 'event', topic: 'lobby:live', data: { tables: 3 } });
    const stranger = await open();
    stranger.send({ type: 'subscribe', topic: 'player:1' });
    expect(await closedWithin(stranger)).toEqual({ code: LIVE_CLOSE.badMessage, reason: 'bad message' });
  });

  it('refuses a subscription to a topic no game publishes on, and keeps the socket', async () => {
    const client = await open();
    for (const topic of ['table:no-such-table', 'table:tombala-no-such-room']) {
      client.send({ type: 'subscribe', topic });
      expect(await client.next()).toEqual({ type: 'refused', reason: 'unknown_topic', topic });
    }
    client.send({ type: 'subscribe', topic: 'table:draws-lucky-six' });
    expect(await client.next()).toEqual({ type: 'subscribed', topic: 'table:draws-lucky-six' });
  });

  it('refuses a subscription over the limit and an unsubscribe of a topic not followed', async () => {
    const client = await open();
    const [a, b, c, d] = LIVE_TABLES.map((table) => `table:${table.code}`);
    for (const topic of [a, b, c]) {
      client.send({ type: 'subscribe', topic });
      expect(await client.next()).toEqual({ type: 'subscribed', topic });
    }
    clock.advance(1_000); // a new second of frames
    client.send({ type: 'subscribe', topic: d });
    expect(await client.next()).toEqual({ type: 'refused', reason: 'too_many_subscriptions', topic: d });
    client.send({ type: 'unsubscribe', topic: d });
    expect(await client.next()).toEqual({ type: 'refused', reason: 'not_subscribed', topic: d });
    client.send({ type: 'unsubscribe', topic: a });
    expect(await client.next()).toEqual({ type: 'unsubscribed', topic: a });
    client.send({ type: 'subscribe', topic: d });
    expect(await client.next()).toEqual({ type: 'subscribed', topic: d });
  });

  it('closes a socket that says nothing within the deadline', async () => {
    const client = await open();
    const talker = await open();
    talker.send({ type: 'subscribe', topic: 'lobby:live' });
    await talker.next();
    clock.advance(10_000);
    await app.hub.sweep();
    expect(await closedWithin(client)).toEqual({ code: LIVE_CLOSE.silent, reason: 'no auth or subscription in time' });
    talker.send({ type: 'ping' });
    expect(await talker.next()).toEqual({ type: 'pong' });
  });
});

describe('bounds', () => {
  it('closes on a frame that is not JSON, not a client message, binary, or has extra keys', async () => {
    for (const frame of ['{nope', JSON.stringify({ type: 'dance' }), JSON.stringify({ type: 'ping', extra: 1 })]) {
      const client = await open();
      client.send(frame);
      expect(await closedWithin(client)).toEqual({ code: LIVE_CLOSE.badMessage, reason: 'bad message' });
    }
    const binary = await open();
    binary.socket.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect((await closedWithin(binary)).code).toBe(LIVE_CLOSE.badMessage);
  });

  it('closes on a frame over the size limit', async () => {
    const client = await open();
    client.send({ type: 'auth', sid: 'x'.repeat(600) });
    expect(await closedWithin(client)).toEqual({ code: LIVE_CLOSE.tooLarge, reason: 'message too large' });
  });

  it("logs a refused frame once per socket, at warn, whether over our limit or the library's", async () => {
    const before = logLines.length;
    const huge = await open();
    const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);
    huge.socket.send(twoMegabytes);
    huge.socket.send(twoMegabytes);
    await closedWithin(huge);
    const large = await open();
    large.send({ type: 'auth', sid: 'x'.repeat(600) });
    await closedWithin(large);
    const lines = logLines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; msg: string; reason: string });
    expect(lines.map(({ level, msg, reason }) => ({ level, msg, reason }))).toEqual([
      { level: 40, msg: 'live socket refused a frame', reason: 'too_large' },
      { level: 40, msg: 'live socket refused a frame', reason: 'too_large' },
    ]);
  });

  it('closes on more frames per second than allowed, and allows them again the next second', async () => {
    const steady = await open();
    for (let second = 0; second < 2; second += 1) {
      for (let frame = 0; frame < 5; frame += 1) steady.send({ type: 'ping', id: frame });
      for (let frame = 0; frame < 5; frame += 1) expect(await steady.next()).toEqual({ type: 'pong', id: frame });
      clock.advance(1_000);
    }
    const flood = await open();
    for (let frame = 0; frame < 6; frame += 1) flood.send({ type: 'ping' });
    expect(await closedWithin(flood)).toEqual({ code: LIVE_CLOSE.tooFast, reason: 'too many messages' });
  });

  it('refuses connections over the limit with its code', async () => {
    const held = await Promise.all(Array.from({ length: 6 }, () => open()));
    expect(app.hub.connectionCount()).toBe(6);
    const extra = await open();
    expect(await closedWithin(extra)).toEqual({ code: LIVE_CLOSE.full, reason: 'server full' });
    held[0]!.socket.terminate();
    await held[0]!.closed;
    await expect.poll(() => app.hub.connectionCount()).toBe(5);
    const again = await open();
    again.send({ type: 'ping' });
    expect(await again.next()).toEqual({ type: 'pong' });
  });

  it('counts connections, messages and drops in the metrics', async () => {
    const text = await app.services.metrics.registry.metrics();
    expect(text).toMatch(/bnw_live_connections \d+/);
    expect(text).toMatch(/bnw_live_messages_sent_total [1-9]/);
    expect(text).toMatch(/bnw_live_drops_total\{reason="too_fast"\} 1/);
    expect(text).toMatch(/bnw_live_drops_total\{reason="full"\} 1/);
  });
});
