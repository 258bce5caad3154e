import { MESSAGE_CODES } from '@bnw/contract/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { SITE_SETTINGS_SESSION_KEY } from '@/lib/site-settings';
import { renderWithApp } from '@/testing/render';
import { RegisterForm } from './register-form';

const SETTINGS = { demoMode: true, siteName: 'BNW Casino' };
const answer = (result: boolean, code: number, message: string) => ({ result, code, message, debug: null, data: null });

async function fillValidForm() {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Kullanıcı adı', 'ayse_1990');
  type('E-posta', 'ayse@example.com');
  type('Şifre', 'Guvenli2024');
  type('Şifre (tekrar)', 'Guvenli2024');
  type('Ad', 'Ayşe');
  type('Soyad', 'Yılmaz');
  type('Doğum günü', '5');
  type('Doğum ayı', '3');
  type('Doğum yılı', '1990');
  type('Cep telefonu', '5321234567');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('/register form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses an empty form without sending, marks the fields and focuses the first', async () => {
    const call = vi.spyOn(api, 'call');
    renderWithApp(<RegisterForm />, { path: '/register' });
    fireEvent.click(await screen.findByRole('button', { name: 'Üye Ol' }));
    expect(screen.getByText('Geçerli bir e-posta adresi girin.')).toBeTruthy();
    expect(screen.getByText('Üye olmak için kuralları ve şartları kabul etmelisiniz.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Kullanıcı adı')));
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field its code names", async () => {
    vi.spyOn(api, 'call').mockResolvedValue(
      answer(false, MESSAGE_CODES.usernameTaken, 'Bu kullanıcı adı zaten kullanılıyor.') as never,
    );
    renderWithApp(<RegisterForm />, { path: '/register' });
    await screen.findByLabelText('Kullanıcı adı');
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Üye Ol' }));
    expect(await screen.findByText('Bu kullanıcı adı zaten kullanılıyor.')).toBeTruthy();
    expect(screen.getByLabelText('Kullanıcı adı').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the contract fields and says where the confirmation went', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(answer(true, 200, 'Kaydınız tamamlandı.') as never);
    renderWithApp(<RegisterForm />, { path: '/register' });
    await screen.findByLabelText('Kullanıcı adı');
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Üye Ol' }));
    expect(await screen.findByRole('heading', { name: 'E-postanızı kontrol edin' })).toBeTruthy();
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      username: 'ayse_1990',
      birth_date: '1990-03-05',
      phone: '5321234567',
    });
  });

  it('in the demo, says no mail leaves and shows no operator command; otherwise points to the spam folder', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(answer(true, 200, 'Kaydınız tamamlandı.') as never);
    for (const demoMode of [true, false]) {
      sessionStorage.setItem(SITE_SETTINGS_SESSION_KEY, JSON.stringify({ ...SETTINGS, demoMode }));
      const { unmount } = renderWithApp(<RegisterForm />, { path: '/register' });
      await screen.findByLabelText('Kullanıcı adı');
      await fillValidForm();
      fireEvent.click(screen.getByRole('button', { name: 'Üye Ol' }));
      await screen.findByRole('heading', { name: 'E-postanızı kontrol edin' });
      expect(screen.queryByText(/^Bu bir demo: gerçek e-posta gönderilmez\./) !== null).toBe(demoMode);
      expect(screen.queryByText(/spam/) !== null).toBe(!demoMode);
      expect(document.body.textContent).not.toContain('npm run');
      unmount();
    }
  });
});
