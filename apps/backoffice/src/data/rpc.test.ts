import { BACKOFFICE_MESSAGES } from '@bnw/contract/backoffice';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMe, loadMe } from '../auth/me';
import { BackofficeError, callBackoffice, onPermissionRefused, onSessionEnded } from './rpc';
import { readSid, storeSid } from './session';
import { offerSessionRenewal } from './session-renewal';

/**
 * The call path when a staff session ends under a call: against a small server that knows which
 * sessions are live, a save is kept waiting for a new login and then made with the new session.
 */

/** The tab's sessionStorage, as the browser keeps it. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

interface Envelope {
  api: { class: string; method: string };
  data: Record<string, unknown>;
  user: { sid: string | null };
}

/** A server with live sessions: a call without one is refused as the back office refuses it. */
function fakeServer() {
  const live = new Set<string>();
  const saved: Record<string, unknown>[] = [];
  const seen: Array<{ method: string; sid: string | null }> = [];
  const refuse = (key: 'staffSessionExpired' | 'staffLocked') => ({
    result: false,
    message: BACKOFFICE_MESSAGES[key].tr,
    code: BACKOFFICE_MESSAGES[key].code,
    debug: null,
    data: null,
  });
  const fetch = vi.fn(async (_url: string, init: { body: string }) => {
    const call = JSON.parse(init.body) as Envelope;
    const method = `${call.api.class}.${call.api.method}`;
    seen.push({ method, sid: call.user.sid });
    let answer: unknown;
    if (call.user.sid === 'locked') answer = refuse('staffLocked');
    else if (!call.user.sid || !live.has(call.user.sid)) answer = refuse('staffSessionExpired');
    else {
      saved.push(call.data);
      answer = { result: true, message: '', code: 200, debug: null, data: { id: saved.length } };
    }
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return { live, saved, seen, fetch };
}

let server: ReturnType<typeof fakeServer>;
let ended: BackofficeError[];
let stopListening: () => void;

beforeEach(() => {
  vi.stubGlobal('window', { sessionStorage: fakeStorage(), localStorage: fakeStorage() });
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  ended = [];
  stopListening = onSessionEnded((error) => ended.push(error));
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

const save = () => callBackoffice('bo_content.slider_create' as never, { title: 'Bahar Şenliği' } as never);

describe('a session that ends under a save', () => {
  it('waits for a new login over the page, then saves with the new session', async () => {
    storeSid('old');
    const reasons: string[] = [];
    const stop = offerSessionRenewal(async (reason) => {
      reasons.push(reason);
      server.live.add('new');
      storeSid('new');
      return true;
    });
    try {
      await expect(save()).resolves.toEqual({ id: 1 });
    } finally {
      stop();
    }
    expect(reasons).toEqual([BACKOFFICE_MESSAGES.staffSessionExpired.tr]);
    expect(server.seen.map((call) => call.sid)).toEqual(['old', 'new']);
    expect(server.saved).toEqual([{ title: 'Bahar Şenliği', Lang: 'tr' }]);
    expect(ended).toEqual([]);
    expect(readSid()).toBe('new');
  });

  it('asks once for calls that fail together, and makes each again', async () => {
    storeSid('old');
    let asked = 0;
    let signIn: () => void = () => undefined;
    const stop = offerSessionRenewal(() => {
      asked += 1;
      return new Promise<boolean>((resolve) => {
        signIn = () => {
          server.live.add('new');
          storeSid('new');
          resolve(true);
        };
      });
    });
    try {
      const both = Promise.all([save(), save()]);
      await vi.waitFor(() => expect(asked).toBe(1));
      signIn();
      await both;
    } finally {
      stop();
    }
    expect(asked).toBe(1);
    expect(server.saved).toHaveLength(2);
  });

  it('ends the session as before when the user signs out instead, saving nothing', async () => {
    storeSid('old');
    const stop = offerSessionRenewal(async () => false);
    try {
      await expect(save()).rejects.toMatchObject({ code: BACKOFFICE_MESSAGES.staffSessionExpired.code });
    } finally {
      stop();
    }
    expect(server.saved).toEqual([]);
    expect(ended).toHaveLength(1);
    expect(readSid()).toBeNull();
  });

  it('asks for nothing without a dialog, for a locked account, or for the login calls themselves', async () => {
    storeSid('old');
    await expect(save()).rejects.toBeInstanceOf(BackofficeError);
    expect(readSid()).toBeNull();

    const asked: string[] = [];
    const stop = offerSessionRenewal(async (reason) => {
      asked.push(reason);
      return false;
    });
    try {
      storeSid('locked');
      await expect(save()).rejects.toMatchObject({ code: BACKOFFICE_MESSAGES.staffLocked.code });
      storeSid('old');
      await expect(callBackoffice('bo_auth.me', {})).rejects.toBeInstanceOf(BackofficeError);
    } finally {
      stop();
    }
    expect(asked).toEqual([]);
    expect(ended).toHaveLength(3);
  });
});

describe('a role changed during the session', () => {
  /** A server whose answer to every call is `answer()` at the time of the call. */
  function answering(answer: () => unknown) {
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer()), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const me = (methods: string[]) => ({
    result: true,
    message: '',
    code: 200,
    debug: null,
    data: { staff: { id: 7, username: 'ayşe', role: 'support' }, methods },
  });

  it('tells the listeners when the server refuses a call for the role, and only then', async () => {
    storeSid('live');
    let refused = 0;
    const stop = onPermissionRefused(() => (refused += 1));
    try {
      answering(() => ({ result: false, message: 'Bu işlem için yetkiniz yok.', code: 403, debug: null, data: null }));
      await expect(save()).rejects.toMatchObject({ code: 403 });
      expect(refused).toBe(1);
      answering(() => ({ result: false, message: 'Başlık gerekli.', code: 6100, debug: 'title', data: null }));
      await expect(save()).rejects.toMatchObject({ code: 6100 });
      expect(refused).toBe(1);
    } finally {
      stop();
    }
  });

  it('asks again which calls the role allows after a minute, or at once once forgotten', async () => {
    vi.useFakeTimers();
    try {
      storeSid('live');
      forgetMe();
      let methods = ['bo_tickets.list'];
      const fetch = answering(() => me(methods));
      expect((await loadMe()).methods).toEqual(['bo_tickets.list']);
      methods = ['bo_tickets.list', 'bo_players.search'];
      vi.advanceTimersByTime(30_000);
      expect((await loadMe()).methods).toEqual(['bo_tickets.list']);
      vi.advanceTimersByTime(31_000);
      expect((await loadMe()).methods).toEqual(['bo_tickets.list', 'bo_players.search']);
      methods = [];
      forgetMe();
      expect((await loadMe()).methods).toEqual([]);
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
