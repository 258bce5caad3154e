import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderWithApp } from '@/testing/render';
import { LoginPrompt } from './login-prompt';

describe('LoginPrompt', () => {
  it('stores the page as the return address when the login is followed', () => {
    renderWithApp(<LoginPrompt title="Giriş yapmanız gerekiyor" text="Giriş yapın." loginLabel="Giriş Yap" />, {
      path: '/notifications?gun=7#liste',
    });
    screen.getByRole('link', { name: 'Giriş Yap' }).click();
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/notifications?gun=7#liste');
    expect(screen.queryByRole('link', { name: 'Üye Ol' })).toBeNull();
  });

  it('offers the registration when asked', () => {
    renderWithApp(<LoginPrompt title="Giriş" text="Giriş yapın." loginLabel="Giriş Yap" registerLabel="Üye Ol" />);
    expect(screen.getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe('/register');
  });
});
