import { ANONYMOUS_USER_DEBUG, MAINTENANCE_MESSAGE, MESSAGE_CODES } from '@bnw/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type SentRequest, createFakeFetch, envelope } from '@/testing/fake-fetch';
import { ApiError, createApiClient, needsReload } from './api-client';
import { STORAGE_KEYS, createMemoryStorage } from './storage';

const TEXTS = {
  'errors.serverProblem': 'Bazı sorunlar yaşanıyor, lütfen daha sonra tekrar deneyin.',
  'errors.requestBlocked': 'Önceki bir hata nedeniyle istek engellendi.',
  'errors.maintenanceNotice': 'Site Bakıma Alındı',
  'errors.maintenanceBlocked': 'Site bakımda olduğu için istek gönderilmedi.',
  'errors.network': 'Sunucuya ulaşılamadı.',
  'errors.unexpectedAnswer': 'Beklenmeyen yanıt.',
} as const;

function setup(
  answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer> = () => ({
    status: 200,
    data: envelope(true, {}),
  }),
  initialStorage: Record<string, string> = {},
) {
  const storage = createMemoryStorage(initialStorage);
  const notifier = { negative: vi.fn(), positive: vi.fn(), notification: vi.fn() };
  const navigate = vi.fn();
  const onSessionCleared = vi.fn();
  let path = '/';
  const fake = createFakeFetch(answer);
  const client = createApiClient({
    storage,
    notifier,
    navigate: (to) => {
      navigate(to);
      path = to;
    },
    currentPath: () => path,
    translate: (key) => TEXTS[key],
    language: () => 'tr',
    onSessionCleared,
    fetch: fake.fetch,
  });
  return { client, storage, notifier, navigate, onSessionCleared, sent: fake.sent, setPath: (p: string) => (path = p) };
}

describe('the request (section 7)', () => {
  it('POSTs {api, data with Lang, user} to /endpoint/v1 with the JSON and panel headers', async () => {
    const { client, sent } = setup();
    await client.call('cmscontroller.getInformation', { SiteType: 'mobile', InfType: 'SSSinformation' });
    expect(sent).toHaveLength(1);
    const [{ url, method, headers, body }] = sent as [SentRequest];
    expect(method).toBe('POST');
    expect(url).toBe('/endpoint/v1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.panel).toBe('frontend');
    expect(body).toEqual({
      api: { class: 'cmscontroller', method: 'getInformation' },
      data: { SiteType: 'mobile', InfType: 'SSSinformation', Lang: 'tr' },
      user: { uip: '{ip}', gmt: null, lang: 'tr', sid: null },
    });
  });

  it('sends the stored session plus lang and uip when a session is stored', async () => {
    const { client, sent } = setup(undefined, {
      [STORAGE_KEYS.userSession]: JSON.stringify({ uid: 'u1', sid: 's1', gmt: '+03:00', extra: { no: 1 } }),
    });
    await client.call('system.ping', {});
    expect((sent[0]?.body as { user: unknown }).user).toEqual({
      uid: 'u1',
      sid: 's1',
      gmt: '+03:00',
      lang: 'tr',
      uip: '{ip}',
    });
  });

  it('keeps a stored uip', () => {
    const { client } = setup(undefined, {
      [STORAGE_KEYS.userSession]: JSON.stringify({ uid: 'u1', sid: 's1', uip: '10.0.0.1' }),
    });
    expect(client.userPart().uip).toBe('10.0.0.1');
  });

  it('without a session takes the sid of the auth record', () => {
    const { client } = setup(undefined, { [STORAGE_KEYS.userAuth]: JSON.stringify({ sid: 'auth-sid', uid: 'u9' }) });
    expect(client.userPart()).toEqual({ uip: '{ip}', gmt: null, lang: 'tr', sid: 'auth-sid' });
  });

  it('treats a broken stored session as none', () => {
    const { client } = setup(undefined, { [STORAGE_KEYS.userSession]: '{not json' });
    expect(client.userPart()).toEqual({ uip: '{ip}', gmt: null, lang: 'tr', sid: null });
  });
});

describe('result false and true', () => {
  it('shows the server message as a negative notice', async () => {
    const { client, notifier } = setup(() => ({
      status: 200,
      data: envelope(false, null, { message: 'Aradığınız kayıt bulunamadı.', code: MESSAGE_CODES.notFound }),
    }));
    const answer = await client.call('system.ping', {});
    expect(answer.result).toBe(false);
    expect(notifier.negative).toHaveBeenCalledWith('Aradığınız kayıt bulunamadı.');
  });

  it('stays silent when the caller asks (list fetches)', async () => {
    const { client, notifier } = setup(() => ({ status: 200, data: envelope(false, null) }));
    await client.call('system.ping', {}, { silent: true });
    expect(notifier.negative).not.toHaveBeenCalled();
  });

  it('reads 4xx answers as envelopes', async () => {
    const { client, notifier } = setup(() => ({
      status: 400,
      data: envelope(false, null, { message: 'İstek anlaşılamadı.' }),
    }));
    const answer = await client.call('system.ping', {});
    expect(answer.message).toBe('İstek anlaşılamadı.');
    expect(notifier.negative).toHaveBeenCalledWith('İstek anlaşılamadı.');
  });

  it('request() rejects with the server message on result false', async () => {
    const { client } = setup(() => ({ status: 200, data: envelope(false, null, { message: 'Olmadı.' }) }));
    await expect(client.request('system.ping', {}, { silent: true })).rejects.toMatchObject({
      kind: 'failed',
      message: 'Olmadı.',
    });
  });

  it('shows a positive notice only when asked', async () => {
    const { client, notifier } = setup();
    await client.call('system.ping', {});
    expect(notifier.positive).not.toHaveBeenCalled();
    await client.call('system.ping', {}, { notifySuccess: true });
    expect(notifier.positive).toHaveBeenCalledWith('İşlem başarılı.');
  });

  it('rejects an answer that is not the envelope', async () => {
    const { client } = setup(() => ({ status: 200, data: '<html>' }));
    await expect(client.call('system.ping', {})).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('after an HTTP 500 (section 8)', () => {
  it('shows the Turkish notice without timeout once and blocks every later request unsent', async () => {
    const { client, notifier, sent } = setup(() => ({
      status: 500,
      data: envelope(false, null, { code: MESSAGE_CODES.internalError }),
    }));
    await expect(client.call('system.ping', {})).rejects.toMatchObject({ kind: 'server' });
    expect(notifier.negative).toHaveBeenCalledTimes(1);
    expect(notifier.negative).toHaveBeenCalledWith('Bazı sorunlar yaşanıyor, lütfen daha sonra tekrar deneyin.', {
      durationMs: Infinity,
      id: 'server-problem',
    });
    expect(client.isBlocked()).toBe(true);

    const blocked = client.call('maintenance.check_status', {});
    await expect(blocked).rejects.toBeInstanceOf(ApiError);
    await expect(blocked).rejects.toMatchObject({
      kind: 'blocked',
      message: 'Önceki bir hata nedeniyle istek engellendi.',
    });
    await expect(client.get('licenses', {}, { apiClass: 'system' })).rejects.toMatchObject({ kind: 'blocked' });
    expect(sent).toHaveLength(1);
    expect(notifier.negative).toHaveBeenCalledTimes(1);
  });

  it('asks for a reload once blocked, not for a failure a retry can mend', async () => {
    const { client } = setup(() => ({ status: 502, data: '' }));
    expect(needsReload(new ApiError('network', 'x'), client)).toBe(false);
    expect(needsReload(new ApiError('failed', 'x'), client)).toBe(false);
    expect(needsReload(undefined, client)).toBe(false);
    await expect(client.call('system.ping', {})).rejects.toMatchObject({ kind: 'server' });
    expect(needsReload(undefined, client)).toBe(true);
    expect(needsReload(new ApiError('blocked', 'x'), setup().client)).toBe(true);
  });

  it('does not block on a lost connection', async () => {
    const { client } = setup();
    const failing = createApiClient({
      notifier: { negative: vi.fn(), positive: vi.fn(), notification: vi.fn() },
      navigate: vi.fn(),
      currentPath: () => '/',
      translate: (key) => TEXTS[key],
      language: () => 'tr',
      onSessionCleared: vi.fn(),
      storage: createMemoryStorage(),
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(failing.call('system.ping', {})).rejects.toMatchObject({ kind: 'network' });
    expect(failing.isBlocked()).toBe(false);
    expect(client.isBlocked()).toBe(false);
  });
});

describe('maintenance (section 4)', () => {
  const maintenanceAnswer = () => ({
    status: 200,
    data: envelope(false, null, { message: MAINTENANCE_MESSAGE, code: MESSAGE_CODES.maintenance }),
  });

  it('sets the flag, shows "Site Bakıma Alındı" once and goes to /maintenance', async () => {
    const { client, storage, notifier, navigate, setPath } = setup(maintenanceAnswer);
    setPath('/slot');
    await client.call('maintenance.check_status', {});
    expect(storage.getItem(STORAGE_KEYS.siteUnderMaintenance)).toBe('true');
    expect(notifier.negative).toHaveBeenCalledTimes(1);
    expect(notifier.negative).toHaveBeenCalledWith('Site Bakıma Alındı', { id: 'maintenance' });
    expect(navigate).toHaveBeenCalledWith('/maintenance');

    await client.call('maintenance.check_status', {});
    expect(notifier.negative).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does not navigate when already on the maintenance screen', async () => {
    const { client, navigate, setPath } = setup(maintenanceAnswer);
    setPath('/maintenance');
    await client.call('maintenance.check_status', {});
    expect(navigate).not.toHaveBeenCalled();
  });

  it('while the flag is set, sends only calls of the maintenance class', async () => {
    const { client, sent } = setup(undefined, { [STORAGE_KEYS.siteUnderMaintenance]: 'true' });
    await expect(client.call('cmscontroller.getInformation', { InfType: 'SSSinformation' })).rejects.toMatchObject({
      kind: 'maintenance',
    });
    await expect(client.get('licenses', {}, { apiClass: 'system' })).rejects.toMatchObject({ kind: 'maintenance' });
    expect(sent).toHaveLength(0);
    await client.call('maintenance.check_status', {});
    expect(sent).toHaveLength(1);
  });
});

describe('session clearing (section 4)', () => {
  const session = {
    [STORAGE_KEYS.userSession]: JSON.stringify({ uid: 'u1', sid: 's1' }),
    [STORAGE_KEYS.userProfile]: JSON.stringify({ uid: 'u1' }),
    [STORAGE_KEYS.userAuth]: JSON.stringify({ sid: 's1', uid: 'u1' }),
  };

  it.each([
    ['session expired', MESSAGE_CODES.sessionExpired],
    ['no permission (403)', MESSAGE_CODES.noPermission],
  ])('clears session and profile on %s, keeps the auth record', async (_name, code) => {
    const { client, storage, onSessionCleared } = setup(
      () => ({ status: 200, data: envelope(false, null, { code }) }),
      session,
    );
    await client.call('system.ping', {}, { silent: true });
    expect(storage.getItem(STORAGE_KEYS.userSession)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userProfile)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userAuth)).not.toBeNull();
    expect(onSessionCleared).toHaveBeenCalledWith(false);
  });

  it.each([
    ['failed login', MESSAGE_CODES.failedLogin],
    ['inactive account', MESSAGE_CODES.inactiveAccount],
  ])('also removes the auth record on %s', async (_name, code) => {
    const { client, storage, onSessionCleared } = setup(
      () => ({ status: 200, data: envelope(false, null, { code }) }),
      session,
    );
    await client.call('system.ping', {}, { silent: true });
    expect(storage.getItem(STORAGE_KEYS.userSession)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userProfile)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userAuth)).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledWith(true);
  });

  it('clears when debug says anonymous user', async () => {
    const { client, storage } = setup(
      () => ({ status: 200, data: envelope(true, {}, { debug: ANONYMOUS_USER_DEBUG }) }),
      session,
    );
    await client.call('system.ping', {});
    expect(storage.getItem(STORAGE_KEYS.userSession)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userAuth)).not.toBeNull();
  });

  it('keeps the session on other failures', async () => {
    const { client, storage, onSessionCleared } = setup(
      () => ({ status: 200, data: envelope(false, null, { code: MESSAGE_CODES.notFound }) }),
      session,
    );
    await client.call('system.ping', {}, { silent: true });
    expect(storage.getItem(STORAGE_KEYS.userSession)).not.toBeNull();
    expect(onSessionCleared).not.toHaveBeenCalled();
  });
});

describe('GET calls and time limits', () => {
  it('GETs under /endpoint/v1 with the query and the panel header', async () => {
    const { client, sent } = setup(() => ({ status: 200, data: envelope(true, []) }));
    await client.get('licenses', { version: '1.0 beta' }, { apiClass: 'system' });
    expect(sent[0]).toMatchObject({ url: '/endpoint/v1/licenses?version=1.0+beta', method: 'GET', body: null });
    expect(sent[0]?.headers.panel).toBe('frontend');
  });

  it('reads a 4xx answer of a GET as the envelope', async () => {
    const { client } = setup(() => ({ status: 400, data: envelope(false, null, { message: 'İstek anlaşılamadı.' }) }));
    const answer = await client.get('licenses', {}, { apiClass: 'system', silent: true });
    expect(answer).toMatchObject({ result: false, message: 'İstek anlaşılamadı.' });
  });

  it('rejects an answer that is not JSON as invalid', async () => {
    const { client } = setup(() => ({ status: 200, data: '<html>oops</html>' }));
    await expect(client.call('system.ping', {})).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Beklenmeyen yanıt.',
    });
  });

  it('has no time limit by default (section 9)', async () => {
    const { client, sent } = setup();
    await client.call('system.ping', {});
    expect(sent[0]?.signal).toBeUndefined();
  });

  it('gives up after timeoutMs when a caller asks, as a network failure that does not block', async () => {
    const { client } = setup(
      (request) =>
        new Promise<FakeAnswer>((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(client.call('system.ping', {}, { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'network' });
    expect(client.isBlocked()).toBe(false);
  });

  it("passes the caller's abort signal on", async () => {
    const controller = new AbortController();
    const { client } = setup(
      (request) =>
        new Promise<FakeAnswer>((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.call('system.ping', {}, { signal: controller.signal, timeoutMs: 60_000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'network' });
  });

  it('does not read the body of a 5xx answer, and blocks', async () => {
    const { client } = setup(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(client.call('system.ping', {})).rejects.toMatchObject({ kind: 'server' });
    expect(client.isBlocked()).toBe(true);
  });
});
