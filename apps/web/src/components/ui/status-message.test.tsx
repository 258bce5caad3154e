import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { ApiError, api } from '@/lib/api-client';
import { FormAlert } from './form-field';
import { ErrorMessage } from './status-message';

const RETRY = <button type="button">Tekrar dene</button>;

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

describe('after a server error only a reload can help', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps the retry of a failure that a retry can mend (no connection)', () => {
    render(
      <ErrorMessage text="İçerik şu anda yüklenemedi." error={new ApiError('network', 'Sunucuya ulaşılamadı.')}>
        {RETRY}
      </ErrorMessage>,
    );
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sayfayı yenile' })).toBeNull();
  });

  it('replaces the retry by a reload after an HTTP 500 or a request it blocked', () => {
    const reload = stubReload();
    for (const kind of ['server', 'blocked'] as const) {
      const { unmount } = render(
        <ErrorMessage text="İçerik şu anda yüklenemedi." detail="istek engellendi" error={new ApiError(kind, 'x')}>
          {RETRY}
        </ErrorMessage>,
      );
      expect(screen.getByText('Sunucuda bir sorun oluştu. Devam etmek için sayfayı yenileyin.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Sayfayı yenile' }));
      unmount();
    }
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does so too when the caller has no error but the client is blocked', () => {
    vi.spyOn(api, 'isBlocked').mockReturnValue(true);
    render(<ErrorMessage text="Yöntemler yüklenemedi.">{RETRY}</ErrorMessage>);
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
  });

  it("adds the reload to a form's refusal once the client is blocked, not before", () => {
    const { rerender } = render(<FormAlert message="Kullanıcı adı veya şifre hatalı." />);
    expect(screen.getByRole('alert').textContent).toBe('Kullanıcı adı veya şifre hatalı.');
    expect(screen.queryByRole('button')).toBeNull();
    vi.spyOn(api, 'isBlocked').mockReturnValue(true);
    rerender(<FormAlert message="Önceki bir hata nedeniyle istek engellendi." />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Sunucuda bir sorun oluştu. Devam etmek için sayfayı yenileyin.Sayfayı yenile',
    );
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeTruthy();
  });
});
