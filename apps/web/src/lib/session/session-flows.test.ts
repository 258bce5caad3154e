import type { LoginData, Profile } from '@bnw/contract';
import { ANONYMOUS_USER_DEBUG, MESSAGE_CODES } from '@bnw/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, envelope, type SentRequest } from '@/testing/fake-fetch';
import { createTestSessionKey } from '@/testing/session-key';
import { initialAppState, useAppStore } from '@/stores/app-store';
import { createApiClient } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { forgetSessionKey, needsSecondStep, storeAuthRecord, storeLogin, storeSession } from './login-storage';
import { logout } from './logout';
import { refreshSession, toStoredProfile } from './refresh';
import { SESSION_NOTICE_ID, endSession } from './session-end';

const LOGIN: LoginData = {
  rid: 1,
  uid: '01JUIDUIDUIDUIDUIDUIDUIDUI',
  sid: 'f'.repeat(64),
  gtm: '+03:00',
  language: 'tr',
  username: 'ayse_1990',
  lastlogin: null,
  gasecret: '',
  uip: '10.0.0.7',
};

const PROFILE: Profile = {
  uid: LOGIN.uid,
  username: 'ayse_1990',
  email: 'ayse@example.com',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  birth_date: '1990-03-05',
  phone: '5321234567',
  country: 'TR',
  language: 'tr',
  rid: 1,
  ga_enabled: false,
  email_confirmed: true,
  created_at: '2025-01-01T00:00:00.000Z',
  last_login_at: null,
};

const TEXTS = {
  'errors.serverProblem': 'Sorun',
  'errors.requestBlocked': 'Engellendi',
  'errors.maintenanceNotice': 'Bakım',
  'errors.maintenanceBlocked': 'Bakımda',
  'errors.network': 'Ağ yok',
  'errors.unexpectedAnswer': 'Beklenmeyen',
} as const;

async function setup(
  answers: Record<string, (request: SentRequest) => { status: number; data: unknown }>,
  onSessionCleared = (removeAuth: boolean) => useAppStore.getState().clearSession({ removeAuth }),
) {
  const keys = await createTestSessionKey('kid');
  const fake = createFakeFetch((request) => {
    const { api } = request.body as { api: { class: string; method: string } };
    const name = `${api.class}.${api.method}`;
    if (name === 'system.get_session_key') return { status: 200, data: envelope(true, keys.key) };
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer(request);
  });
  const client = createApiClient({
    notifier: { negative: vi.fn(), positive: vi.fn(), notification: vi.fn() },
    navigate: vi.fn(),
    currentPath: () => '/login',
    translate: (key) => TEXTS[key],
    language: () => 'tr',
    onSessionCleared,
    fetch: fake.fetch,
  });
  return { client, sent: fake.sent, reveal: keys.reveal };
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;

describe('storing a login (sections 3 and 4)', () => {
  beforeEach(() => {
    useAppStore.setState(initialAppState());
    forgetSessionKey();
  });
  afterEach(() => useAppStore.getState().clearSession({ removeAuth: true }));

  it('needs a second step only for a secret longer than 10 characters', () => {
    expect(needsSecondStep({ gasecret: '' })).toBe(false);
    expect(needsSecondStep({ gasecret: '0123456789' })).toBe(false);
    expect(needsSecondStep({ gasecret: 'TOTP-REQUIRED-2FA' })).toBe(true);
  });

  it('stores session {uid, sid, uip, gmt, lang} with uid and sid encrypted, the auth record, the profile and the expiry', async () => {
    const { client, sent, reveal } = await setup({
      'user.get_user_profile': () => ({ status: 200, data: envelope(true, PROFILE) }),
    });
    const before = Date.now();
    await storeLogin(LOGIN, { api: client });
    const session = stored(STORAGE_KEYS.userSession);
    expect(session).toMatchObject({ uip: '10.0.0.7', gmt: '+03:00', lang: 'tr' });
    expect(await reveal(String(session?.sid))).toBe(LOGIN.sid);
    expect(await reveal(String(session?.uid))).toBe(LOGIN.uid);
    expect(Number(session?.expiresAt)).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(Number(session?.expiresAt)).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(stored(STORAGE_KEYS.userAuth)).toMatchObject({ sid: session?.sid, uid: session?.uid, uip: '10.0.0.7' });
    expect(stored(STORAGE_KEYS.userProfile)).toEqual(toStoredProfile(PROFILE));
    expect(stored(STORAGE_KEYS.userProfile)).not.toHaveProperty('email');
    // The profile call already carried the encrypted session.
    const profileCall = sent.find(
      (request) => (request.body as { api: { method: string } }).api.method === 'get_user_profile',
    );
    expect((profileCall?.body as { user: { sid: string } }).user.sid).toBe(session?.sid);
    const state = useAppStore.getState();
    expect(state).toMatchObject({
      isLoggedIn: true,
      otpStatus: false,
      userProfile: { uid: LOGIN.uid, username: 'ayse_1990' },
    });
  });

  it('for a second step stores only the auth record; the session follows the accepted code', async () => {
    const { client } = await setup({
      'user.get_user_profile': () => ({ status: 200, data: envelope(true, { ...PROFILE, ga_enabled: true }) }),
    });
    const login = { ...LOGIN, gasecret: 'TOTP-REQUIRED-2FA' };
    await storeAuthRecord(login, { api: client });
    expect(localStorage.getItem(STORAGE_KEYS.userSession)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userProfile)).toBeNull();
    expect(stored(STORAGE_KEYS.userAuth)?.sid).toMatch(/^enc:kid:/);
    // The client sends the auth record's sid while no session is stored (section 7).
    expect(client.userPart()).toMatchObject({ sid: stored(STORAGE_KEYS.userAuth)?.sid, gmt: null, lang: 'tr' });
    expect(useAppStore.getState().isLoggedIn).toBe(false);

    await storeSession(login, { api: client });
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, otpStatus: true });
    expect(stored(STORAGE_KEYS.userSession)?.sid).toBe(stored(STORAGE_KEYS.userAuth)?.sid);
  });

  it('clears what it stored when the profile cannot be read', async () => {
    const { client } = await setup({
      'user.get_user_profile': () => ({
        status: 200,
        data: envelope(false, null, {
          code: MESSAGE_CODES.gaRequired,
          message: 'Devam etmek için doğrulama kodunu girin.',
        }),
      }),
    });
    await expect(storeLogin(LOGIN, { api: client })).rejects.toMatchObject({ kind: 'failed' });
    expect(localStorage.getItem(STORAGE_KEYS.userSession)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).toBeNull();
    expect(useAppStore.getState().isLoggedIn).toBe(false);
  });
});

describe('session refresh (section 4)', () => {
  beforeEach(() => useAppStore.setState(initialAppState()));
  afterEach(() => useAppStore.getState().clearSession({ removeAuth: true }));

  it('does nothing without stored credentials', async () => {
    const { client, sent } = await setup({});
    expect(await refreshSession({ api: client })).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('rebuilds the session from the auth record alone and stores the profile again', async () => {
    localStorage.setItem(
      STORAGE_KEYS.userAuth,
      JSON.stringify({ sid: 'enc:kid:S', uid: 'enc:kid:U', uip: '10.0.0.7', expiresAt: Date.now() + 60_000 }),
    );
    const { client, sent } = await setup({
      'user.get_user_profile': () => ({ status: 200, data: envelope(true, PROFILE) }),
    });
    expect(await refreshSession({ api: client })).toBe(true);
    expect((sent[0]?.body as { user: unknown }).user).toMatchObject({ sid: 'enc:kid:S', gmt: null });
    expect(stored(STORAGE_KEYS.userSession)).toMatchObject({
      sid: 'enc:kid:S',
      uid: 'enc:kid:U',
      uip: '10.0.0.7',
      lang: 'tr',
    });
    expect(stored(STORAGE_KEYS.userProfile)).toMatchObject({ uid: PROFILE.uid });
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, sessionRefreshing: false });
  });

  it('clears everything when refused (a login still waiting for its code, an ended session)', async () => {
    localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 'enc:kid:S' }));
    const { client } = await setup({
      'user.get_user_profile': () => ({ status: 200, data: envelope(false, null, { code: MESSAGE_CODES.gaRequired }) }),
    });
    expect(await refreshSession({ api: client })).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).toBeNull();
  });

  it('changes nothing when the server cannot be reached', async () => {
    localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 'enc:kid:S' }));
    const client = createApiClient({
      notifier: { negative: vi.fn(), positive: vi.fn(), notification: vi.fn() },
      navigate: vi.fn(),
      currentPath: () => '/',
      translate: (key) => TEXTS[key],
      language: () => 'tr',
      onSessionCleared: vi.fn(),
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    expect(await refreshSession({ api: client })).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).not.toBeNull();
  });
});

describe('logout (section 4)', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.userSession, JSON.stringify({ uid: 'u', sid: 's' }));
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ uid: 'u' }));
    localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 's' }));
    useAppStore.getState().initAuth();
  });

  it('calls user.logout, clears session, profile and auth record, goes to / and shows the message', async () => {
    const { client, sent } = await setup({
      'user.logout': () => ({ status: 200, data: envelope(true, null, { message: 'Çıkış yapıldı.' }) }),
    });
    const navigate = vi.fn();
    const notifier = { negative: vi.fn(), positive: vi.fn(), notification: vi.fn() };
    await logout({ api: client, navigate, notifier });
    expect((sent[0]?.body as { user: { sid: string } }).user.sid).toBe('s');
    expect(
      [STORAGE_KEYS.userSession, STORAGE_KEYS.userProfile, STORAGE_KEYS.userAuth].map((key) =>
        localStorage.getItem(key),
      ),
    ).toEqual([null, null, null]);
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(notifier.positive).toHaveBeenCalledWith('Çıkış yapıldı.', { id: SESSION_NOTICE_ID });
  });

  it('clears the local session also when answered with no-permission, leaving no return address', async () => {
    const notifier = { negative: vi.fn(), positive: vi.fn(), notification: vi.fn() };
    const ended = { notifier, currentPath: () => '/finance-history' };
    const { client } = await setup(
      {
        'user.logout': () => ({
          status: 200,
          data: envelope(false, null, { code: MESSAGE_CODES.noPermission, debug: ANONYMOUS_USER_DEBUG }),
        }),
      },
      (removeAuth) => endSession({ removeAuth }, ended),
    );
    await logout({ api: client, navigate: vi.fn(), notifier });
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    // The refusal's "session ended" notice is replaced by the logout's own.
    expect(notifier.negative).toHaveBeenCalledWith(expect.any(String), { id: SESSION_NOTICE_ID });
    expect(notifier.positive).toHaveBeenCalledWith('Çıkış yapıldı.', { id: SESSION_NOTICE_ID });
  });
});
