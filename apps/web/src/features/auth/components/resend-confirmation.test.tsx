import type { MethodName } from '@bnw/contract';
import { MESSAGE_CODES } from '@bnw/contract/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import { ConfirmEmail } from './confirm-email';
import { LoginForm } from './login-form';

const answer = (result: boolean, code: number, message: string) => ({ result, code, message, debug: null, data: null });
const RESENT = answer(true, MESSAGE_CODES.confirmationResent, 'Yeni onay bağlantısı gönderildi.');
const TOKEN = 'a'.repeat(64);

/** Answers each method from the table; what was called is recorded by the spy. */
function serve(answers: Partial<Record<MethodName, unknown>>) {
  return vi.spyOn(api, 'call').mockImplementation(async (method: MethodName) => {
    const reply = answers[method];
    if (reply instanceof Error) throw reply;
    if (!reply) throw new Error(`unexpected call ${method}`);
    return reply as never;
  });
}

async function submitLogin(username: string) {
  fireEvent.change(await screen.findByLabelText('Kullanıcı adı veya e-posta'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Guvenli2024' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('a new confirmation link from the login refusal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers it for an unconfirmed account, sends the typed name, then shows the answer instead of the button', async () => {
    const call = serve({
      'user.login': answer(false, MESSAGE_CODES.emailNotConfirmed, 'Önce hesabınızı onaylayın.'),
      'user.resend_confirmation': RESENT,
    });
    renderWithApp(<LoginForm />, { path: '/login' });
    await submitLogin(' ayse_1990 ');
    fireEvent.click(await screen.findByRole('button', { name: 'Onay bağlantısını yeniden gönder' }));
    expect((await screen.findByRole('status')).textContent).toBe('Yeni onay bağlantısı gönderildi.');
    expect(call).toHaveBeenCalledWith('user.resend_confirmation', { login: 'ayse_1990' }, { silent: true });
    expect(screen.queryByRole('button', { name: 'Onay bağlantısını yeniden gönder' })).toBeNull();
  });

  it('does not offer it for other refusals', async () => {
    serve({ 'user.login': answer(false, MESSAGE_CODES.failedLogin, 'Kullanıcı adı veya şifre hatalı.') });
    renderWithApp(<LoginForm />, { path: '/login' });
    await submitLogin('ayse_1990');
    expect(await screen.findByText('Kullanıcı adı veya şifre hatalı.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Onay bağlantısını yeniden gönder' })).toBeNull();
  });
});

describe('a new confirmation link on a confirmation link that no longer works', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the name for a used or expired link, keeps the form after the limit, sends again', async () => {
    const call = serve({
      'user.confirm_email': answer(false, MESSAGE_CODES.tokenInvalid, 'Bu bağlantı geçersiz.'),
      'user.resend_confirmation': answer(false, MESSAGE_CODES.tooManyAttempts, 'Çok fazla deneme yapıldı.'),
    });
    renderWithApp(<ConfirmEmail />, { path: `/register-account-confirm?token=${TOKEN}` });
    expect(await screen.findByText('Bu bağlantı geçersiz.')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Onay bağlantısını yeniden gönder' });
    fireEvent.click(send);
    expect(screen.getByText('Kullanıcı adınızı veya e-posta adresinizi girin.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('user.resend_confirmation', expect.anything(), expect.anything());

    fireEvent.change(screen.getByLabelText('Kullanıcı adı veya e-posta'), { target: { value: 'ayse@example.com' } });
    fireEvent.click(send);
    expect(await screen.findByText('Çok fazla deneme yapıldı.')).toBeTruthy();
    call.mockResolvedValue(RESENT as never);
    fireEvent.click(send);
    expect((await screen.findByRole('status')).textContent).toBe('Yeni onay bağlantısı gönderildi.');
    expect(call).toHaveBeenLastCalledWith('user.resend_confirmation', { login: 'ayse@example.com' }, { silent: true });
  });

  it('offers it for a mangled link without sending the token', async () => {
    const call = serve({});
    renderWithApp(<ConfirmEmail />, { path: '/register-account-confirm?token=abc' });
    expect(await screen.findByRole('button', { name: 'Onay bağlantısını yeniden gönder' })).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps only the way to log in when the failure was not the link (no connection)', async () => {
    serve({ 'user.confirm_email': new ApiError('network', 'Bağlantı kurulamadı.') });
    renderWithApp(<ConfirmEmail />, { path: `/register-account-confirm?token=${TOKEN}` });
    expect(await screen.findByText('Bağlantı kurulamadı.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Giriş Yap' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Onay bağlantısını yeniden gönder' })).toBeNull();
  });
});
