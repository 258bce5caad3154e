import { MESSAGE_CODES } from '@bnw/contract/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './auth';
import { forgetSessionKey } from '@/lib/session/login-storage';
import { STORAGE_KEYS } from '@/lib/storage';
import { initialAppState, useAppStore } from '@/stores/app-store';
import { createFakeFetch, envelope, type SentRequest } from '@/testing/fake-fetch';
import { renderWithApp } from '@/testing/render';
import { createTestSessionKey } from '@/testing/session-key';

const LOGIN = {
  rid: 1,
  uid: '01JUIDUIDUIDUIDUIDUIDUIDUI',
  sid: 'a'.repeat(64),
  gtm: '+03:00',
  language: 'tr',
  username: 'ayse_1990',
  lastlogin: null,
  gasecret: 'TOTP-REQUIRED-2FA',
  uip: '127.0.0.1',
};
const PROFILE = {
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
  ga_enabled: true,
  email_confirmed: true,
  created_at: '2025-01-01T00:00:00Z',
  last_login_at: null,
};

const methodOf = (request: SentRequest) => {
  const { api } = request.body as { api: { class: string; method: string } };
  return `${api.class}.${api.method}`;
};

async function serve(answers: Record<string, (request: SentRequest) => unknown>) {
  const { key } = await createTestSessionKey();
  const fake = createFakeFetch((request) => {
    const method = methodOf(request);
    if (method === 'system.get_session_key') return { status: 200, data: envelope(true, key) };
    const answer = answers[method];
    if (!answer) throw new Error(`unexpected ${method}`);
    return { status: 200, data: answer(request) };
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake.sent;
}

describe('/login', () => {
  beforeEach(() => {
    useAppStore.setState(initialAppState());
    forgetSessionKey();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAppStore.getState().clearSession({ removeAuth: true });
  });

  it('asks for both fields before sending anything', async () => {
    const sent = await serve({});
    renderWithApp(<LoginPage />, { path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByText('Kullanıcı adınızı veya e-posta adresinizi girin.')).toBeTruthy();
    expect(screen.getByText('Şifrenizi girin.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows the refusal and clears the auth record on a failed login', async () => {
    localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 'old' }));
    await serve({
      'user.login': () =>
        envelope(false, null, { code: MESSAGE_CODES.failedLogin, message: 'Kullanıcı adı veya şifre hatalı.' }),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    fireEvent.change(await screen.findByLabelText('Kullanıcı adı veya e-posta'), { target: { value: 'ayse' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Yanlis2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kullanıcı adı veya şifre hatalı.');
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).toBeNull();
  });

  it('with an authenticator: stores only the auth record, asks six digits, shows a wrong code, then logs in and returns', async () => {
    localStorage.setItem(STORAGE_KEYS.returnUrl, '/account-security');
    let codeChecks = 0;
    const sent = await serve({
      'user.login': () => envelope(true, LOGIN, { message: 'Giriş başarılı. Hoş geldiniz!' }),
      'user.check_ga': () => {
        codeChecks += 1;
        return codeChecks === 1
          ? envelope(false, null, { code: MESSAGE_CODES.gaCodeWrong, message: 'Girdiğiniz kod hatalı.' })
          : envelope(true, { enabled: true }, { message: 'Doğrulama kodu kabul edildi.' });
      },
      'user.get_user_profile': () => envelope(true, PROFILE),
    });
    const { router } = renderWithApp(<LoginPage />, { path: '/login' });
    fireEvent.change(await screen.findByLabelText('Kullanıcı adı veya e-posta'), { target: { value: 'ayse_1990' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Guvenli2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    const code = await screen.findByLabelText('6 haneli kod');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(localStorage.getItem(STORAGE_KEYS.userSession)).toBeNull();
    const auth = JSON.parse(localStorage.getItem(STORAGE_KEYS.userAuth) ?? '{}') as { sid: string };
    expect(auth.sid).toMatch(/^enc:test-key:/);

    const ok = screen.getByRole('button', { name: 'Tamam' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.change(code, { target: { value: '12a34' } });
    expect((code as HTMLInputElement).value).toBe('1234');
    expect(ok.disabled).toBe(true);
    fireEvent.change(code, { target: { value: '1234567' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    expect(ok.disabled).toBe(false);
    fireEvent.click(ok);
    expect(await screen.findByText('Girdiğiniz kod hatalı.')).toBeTruthy();
    // The code was sent with the auth record's sid (no session stored yet).
    const check = sent.find((request) => methodOf(request) === 'user.check_ga');
    expect(check?.body).toMatchObject({ data: { ga_code: '123456' }, user: { sid: auth.sid, gmt: null } });

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-security'));
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userSession) ?? '{}')).toMatchObject({
      sid: auth.sid,
      gmt: '+03:00',
      lang: 'tr',
    });
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, otpStatus: true });
  });
});
