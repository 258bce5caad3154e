import { LIVE_CLOSE } from '@bnw/contract/constants';
import { describe, expect, it } from 'vitest';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS, Realtime, type SocketLike, liveUrl, reconnectDelayMs } from './realtime';

/** A WebSocket the test drives: it records what the client sent and opens, answers and closes on demand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  lose(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** Timers the test fires by hand, with the delay each was set for. */
function manualTimers() {
  const pending: Array<{ callback: () => void; ms: number; id: number }> = [];
  let next = 0;
  return {
    pending,
    setTimer: (callback: () => void, ms: number) => {
      next += 1;
      pending.push({ callback, ms, id: next });
      return next;
    },
    clearTimer: (id: unknown) => {
      const index = pending.findIndex((timer) => timer.id === id);
      if (index >= 0) pending.splice(index, 1);
    },
    fire() {
      const timer = pending.shift();
      if (!timer) throw new Error('no timer pending');
      timer.callback();
      return timer.ms;
    },
  };
}

function setup(session: { sid: string; uid?: string } | null = null, random = () => 0.5) {
  const sockets: FakeSocket[] = [];
  const timers = manualTimers();
  let current = session;
  const realtime = new Realtime({
    url: 'ws://site/endpoint/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    session: () => current,
    random,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  const statuses: string[] = [];
  realtime.onStatus((status) => statuses.push(status));
  return {
    realtime,
    sockets,
    timers,
    statuses,
    last: () => sockets.at(-1)!,
    setSession: (next: typeof session) => (current = next),
  };
}

describe('reconnectDelayMs', () => {
  it('doubles from 500 ms to at most 30 s, with a random half on top of half the ceiling', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelayMs(0, () => 0.999_999)).toBe(RECONNECT_FIRST_MS);
    expect(reconnectDelayMs(3, () => 0)).toBe(2_000);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(3_000);
    expect(reconnectDelayMs(20, () => 0.999_999)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelayMs(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});

describe('Realtime', () => {
  it('opens nothing until something wants it, and nothing for a visitor without a topic', () => {
    const { realtime, sockets } = setup(null);
    realtime.want();
    expect(sockets).toHaveLength(0);
    const stop = realtime.subscribe('table:roulette-1', () => undefined);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://site/endpoint/ws');
    stop();
    expect(sockets[0]!.closedWith).toBe(1000);
  });

  it('signs in first with the session, never in the URL, and is live once the server agrees', () => {
    const { realtime, last, statuses } = setup({ sid: 'sealed-sid', uid: 'sealed-uid' });
    realtime.want();
    expect(last().url).not.toContain('sealed');
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', sid: 'sealed-sid', uid: 'sealed-uid' }]);
    expect(realtime.status).toBe('connecting');
    last().receive({ type: 'auth', ok: true, userId: 4 });
    expect(realtime.status).toBe('live');
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('reconnects with growing, jittered delays, then signs in and subscribes again', () => {
    const { realtime, sockets, timers, last } = setup({ sid: 's' }, () => 0);
    const heard: unknown[] = [];
    realtime.subscribe('table:dice-1', (data) => heard.push(data));
    last().open();
    last().receive({ type: 'auth', ok: true, userId: 1 });

    last().lose();
    expect(realtime.status).toBe('down');
    expect(timers.fire()).toBe(250);
    last().lose(); // refused before it opened
    expect(timers.fire()).toBe(500);
    last().lose();
    expect(timers.fire()).toBe(1_000);
    expect(sockets).toHaveLength(4);

    last().open();
    expect(last().sent).toEqual([
      { type: 'auth', sid: 's' },
      { type: 'subscribe', topic: 'table:dice-1' },
    ]);
    last().receive({ type: 'auth', ok: true, userId: 1 });
    last().receive({ type: 'event', topic: 'table:dice-1', data: { result: 5 } });
    expect(heard).toEqual([{ result: 5 }]);

    // Live again: the next loss starts from the first delay.
    last().lose();
    expect(timers.fire()).toBe(250);
  });

  it('waits the longest after a refusal that asking again would not change', () => {
    const { realtime, timers, last } = setup({ sid: 's' });
    realtime.want();
    last().open();
    last().lose(LIVE_CLOSE.full);
    expect(timers.fire()).toBe(RECONNECT_MAX_MS);
  });

  it("hands the player's own messages to the player listeners, and a table's to its own", () => {
    const { realtime, last } = setup({ sid: 's' });
    const player: unknown[] = [];
    const table: unknown[] = [];
    realtime.onPlayerEvent((data, topic) => player.push([topic, data]));
    realtime.subscribe('table:a', (data) => table.push(data));
    last().open();
    last().receive({ type: 'event', topic: 'player:9', data: { kind: 'balance' } });
    last().receive({ type: 'event', topic: 'players:all', data: { kind: 'notifications' } });
    last().receive({ type: 'event', topic: 'table:a', data: 1 });
    last().receive({ type: 'event', topic: 'table:b', data: 2 });
    expect(player).toEqual([
      ['player:9', { kind: 'balance' }],
      ['players:all', { kind: 'notifications' }],
    ]);
    expect(table).toEqual([1]);
  });

  it('starts again on sign-out, and stays closed when nothing is left to follow', () => {
    const { realtime, sockets, timers, last, setSession } = setup({ sid: 's' });
    realtime.want();
    last().open();
    last().receive({ type: 'auth', ok: true, userId: 1 });
    setSession(null);
    realtime.restart();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(sockets).toHaveLength(1);
    expect(realtime.status).toBe('idle');
    expect(timers.pending).toHaveLength(0);
  });

  it('says down when the session ends on the server, and subscribes only once per topic', () => {
    const { realtime, last } = setup({ sid: 's' });
    realtime.subscribe('lobby:live', () => undefined);
    const second = realtime.subscribe('lobby:live', () => undefined);
    last().open();
    expect(last().sent.filter((message) => message.type === 'subscribe')).toHaveLength(1);
    second();
    expect(last().sent.filter((message) => message.type === 'unsubscribe')).toHaveLength(0);
    last().receive({ type: 'session_ended' });
    expect(realtime.status).toBe('down');
  });
});

describe('liveUrl', () => {
  it('uses wss under https and the page host', () => {
    expect(liveUrl({ protocol: 'https:', host: 'casino.example' })).toBe('wss://casino.example/endpoint/ws');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/endpoint/ws');
  });
});
