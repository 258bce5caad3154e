import type { MethodName, RpcResponse } from '@bnw/contract';
import { MESSAGE_CODES } from '@bnw/contract/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { initialAppState, useAppStore } from '@/stores/app-store';
import { renderWithApp } from '@/testing/render';
import { AuthenticatorSetup } from './authenticator-setup';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/BNW%20Casino:ayse_1990?secret=JBSWY3DPEHPK3PXP&issuer=BNW%20Casino',
  qrDataUrl: 'data:image/png;base64,AA',
};
const WRONG_PASSWORD = { code: MESSAGE_CODES.wrongCurrentPassword, message: 'Mevcut şifreniz hatalı.' };

function envelope<T>(result: boolean, data: T, refusal = { code: 200, message: 'İşlem başarılı.' }): RpcResponse<T> {
  return { result, data, debug: null, ...refusal };
}

/** The status the page loads, and the answers of its actions, by method; what was sent is recorded. */
function serve(enabled: boolean, answers: Partial<Record<MethodName, RpcResponse<unknown>>>) {
  vi.spyOn(api, 'request').mockImplementation(async (method: MethodName) => {
    if (method !== 'user.check_user_ga') throw new Error(`unexpected request ${method}`);
    return { enabled, pending: false } as never;
  });
  return vi.spyOn(api, 'call').mockImplementation(async (method: MethodName) => {
    const answer = answers[method];
    if (!answer) throw new Error(`unexpected call ${method}`);
    return answer as never;
  });
}

beforeEach(() => {
  useAppStore.setState({ isLoggedIn: true, user: { uid: 'u1', sid: 's1' }, userProfile: { uid: 'u1' } });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useAppStore.setState(initialAppState());
});

describe('/google-auth', () => {
  it('asks the current password before starting the set-up, and sends it', async () => {
    const call = serve(false, { 'user.user_generate_ga': envelope(true, SETUP) });
    renderWithApp(<AuthenticatorSetup />);
    const start = await screen.findByRole('button', { name: 'Kurulumu başlat' });
    expect(screen.getByText('Güvenliğiniz için kuruluma başlamadan önce mevcut şifrenizi girin.')).toBeTruthy();

    fireEvent.click(start);
    expect(await screen.findByText('Mevcut şifrenizi girin.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Mevcut şifre'), { target: { value: 'Gizli2024şifre' } });
    fireEvent.click(start);
    expect(await screen.findByTestId('ga-secret')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('user.user_generate_ga', { password: 'Gizli2024şifre' });
  });

  it('shows a wrong password under the field and stays on the first step', async () => {
    serve(false, { 'user.user_generate_ga': envelope(false, null, WRONG_PASSWORD) });
    renderWithApp(<AuthenticatorSetup />);
    fireEvent.change(await screen.findByLabelText('Mevcut şifre'), { target: { value: 'Yanlis2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kurulumu başlat' }));
    expect(await screen.findByText('Mevcut şifreniz hatalı.')).toBeTruthy();
    expect(screen.queryByTestId('ga-secret')).toBeNull();
  });

  it('turns it off only with the password and six digits, and shows a wrong password under it', async () => {
    const call = serve(true, { 'user.clear_generated_ga': envelope(false, null, WRONG_PASSWORD) });
    renderWithApp(<AuthenticatorSetup />);
    const off = (await screen.findByRole('button', { name: 'İki adımlı doğrulamayı kapat' })) as HTMLButtonElement;
    expect(screen.getByText('Kapatmak için mevcut şifrenizi ve uygulamadaki güncel 6 haneli kodu girin.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('6 haneli kod'), { target: { value: '123456' } });
    expect(off.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Mevcut şifre'), { target: { value: 'Yanlis2024' } });
    expect(off.disabled).toBe(false);
    fireEvent.click(off);

    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'user.clear_generated_ga',
        { password: 'Yanlis2024', gacode: '123456' },
        { notifySuccess: true },
      ),
    );
    const message = await screen.findByText('Mevcut şifreniz hatalı.');
    expect(screen.getByLabelText('Mevcut şifre').getAttribute('aria-describedby')).toBe(message.id);
  });

  it('on the phone itself: opens the authenticator app by the otpauth link, and copies the key without spaces', async () => {
    serve(false, { 'user.user_generate_ga': envelope(true, SETUP) });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<AuthenticatorSetup />);
    fireEvent.change(await screen.findByLabelText('Mevcut şifre'), { target: { value: 'Gizli2024şifre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kurulumu başlat' }));

    const open = await screen.findByRole('link', { name: 'Doğrulayıcı uygulamasında aç' });
    expect(open.getAttribute('href')).toBe(SETUP.otpauthUri);
    expect(screen.getByTestId('ga-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    fireEvent.click(screen.getByRole('button', { name: 'Anahtarı kopyala' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP'));
  });

  it('drops an unfinished set-up without asking the password', async () => {
    const call = serve(false, {
      'user.user_generate_ga': envelope(true, SETUP),
      'user.clear_generated_ga': envelope(true, null),
    });
    renderWithApp(<AuthenticatorSetup />);
    fireEvent.change(await screen.findByLabelText('Mevcut şifre'), { target: { value: 'Gizli2024şifre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kurulumu başlat' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kurulumdan vazgeç' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('user.clear_generated_ga', {}, { notifySuccess: true }));
  });
});
