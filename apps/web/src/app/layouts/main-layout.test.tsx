import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '@/app/routes/home';
import { api } from '@/lib/api-client';
import { SITE_SETTINGS_SESSION_KEY } from '@/lib/site-settings';
import { initialAppState, useAppStore } from '@/stores/app-store';
import { renderWithApp } from '@/testing/render';
import { MainLayout } from './main-layout';

function renderHome() {
  return renderWithApp(<MainLayout />, { path: '/', routePath: '/' }).router;
}

describe('main layout and home page', () => {
  beforeEach(() => {
    useAppStore.setState(initialAppState());
    // system.get_site_settings as this browser session already knows it: a demo installation.
    sessionStorage.setItem(SITE_SETTINGS_SESSION_KEY, JSON.stringify({ demoMode: true, siteName: 'BNW Casino' }));
    // The home page's content calls stay on their way: these tests are about the frame.
    vi.spyOn(api, 'request').mockReturnValue(new Promise(() => {}));
    vi.spyOn(api, 'get').mockResolvedValue({
      result: true,
      message: 'İşlem başarılı.',
      code: 200,
      debug: null,
      data: [
        {
          id: 1,
          authority: 'Demo modu: lisanssız kurulum',
          licenseNumber: 'DEMO',
          jurisdiction: 'Yalnızca oyun parası',
          url: null,
          logoUrl: null,
          holder: null,
        },
        {
          id: 2,
          authority: 'Malta Gaming Authority',
          licenseNumber: 'MGA/B2C/000/2026',
          jurisdiction: 'GB',
          url: null,
          logoUrl: null,
          holder: 'Örnek Oyun Hizmetleri Ltd.',
        },
      ],
    });
  });

  it('shows the demo label, login buttons, bottom navigation and licences in Turkish', async () => {
    // No IntersectionObserver: the footer, deferred until scrolled near, loads at once (use-near-viewport.ts).
    vi.stubGlobal('IntersectionObserver', undefined);
    renderHome();
    expect(screen.getByText('DEMO MODU · Oyun parası ile oynanır')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe('/register');
    const bottom = screen.getByRole('navigation', { name: 'Alt gezinme' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ana Sayfa', 'Slot', 'Canlı Casino', 'Promosyonlar']);
    expect(within(bottom).getByRole('button', { name: 'Menü' })).toBeTruthy();
    expect(await screen.findByText('Demo modu: lisanssız kurulum')).toBeTruthy();
    expect(screen.getByText('Lisans sahibi: Örnek Oyun Hizmetleri Ltd.')).toBeTruthy();
    expect(screen.getByText(/18 yaşından küçüklerin/)).toBeTruthy();
  });

  it('shows the balance placeholder and its toggle for a stored session', () => {
    vi.spyOn(api, 'request').mockReturnValue(new Promise(() => {})); // the balance is still on its way
    useAppStore.setState({ isLoggedIn: true, user: { uid: 'u', sid: 's' }, userProfile: { uid: 'u' } });
    renderHome();
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
    expect(screen.getByText('—')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bakiyeyi gizle' }));
    expect(screen.getByText('••••')).toBeTruthy();
    expect(localStorage.getItem('showBalance')).toBe('0');
    expect(screen.getByRole('button', { name: 'Oyuncu menüsü' })).toBeTruthy();
  });

  it('shows the unread messages on the player button and beside Bildirimler in its menu', async () => {
    vi.spyOn(api, 'request').mockImplementation(async (method) => {
      if (method === 'crm.list_mass_messages') {
        return { messages: [], pagination: { total: 0, limit: 10, offset: 0 }, unreadCount: 3 } as never;
      }
      return new Promise(() => {});
    });
    useAppStore.setState({ isLoggedIn: true, user: { uid: 'u', sid: 's' }, userProfile: { uid: 'u' } });
    renderHome();
    const button = await screen.findByRole('button', { name: 'Oyuncu menüsü, 3 okunmamış mesaj' });
    expect(within(button).getByTestId('unread-badge').textContent).toBe('3');
    fireEvent.click(button);
    const menu = await screen.findByRole('dialog');
    const link = within(menu).getByRole('link', { name: /Bildirimler/ });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(link.textContent).toContain('3 okunmamış mesaj');
  });

  it('opens the drawer with every group, the theme switch and the language choice', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const dialog = await screen.findByRole('dialog');
    for (const name of ['Casino', 'Etkinlik', 'Bilgi', 'Destek', 'Ayarlar']) {
      expect(within(dialog).getByRole('heading', { name })).toBeTruthy();
    }
    for (const name of [
      'Slot',
      'Canlı Casino',
      'Tombala',
      'Oyunlara Bahis',
      'Turnuvalar',
      'Promosyonlar',
      'Yüksek Kazançlar',
      'Hakkımızda',
      'SSS',
      'Genel Kurallar',
      'Gizlilik Politikası',
      'Finansal Bilgiler',
      'Bahis Kuralları',
      'Casino Kuralları',
      'Sosyal Medya',
      'Destek Talepleri',
    ]) {
      expect(within(dialog).getByRole('link', { name })).toBeTruthy();
    }
    // A tap on the row's words toggles it, as a tap on the track does.
    fireEvent.click(within(dialog).getByText('Karanlık mod'));
    expect(localStorage.getItem('bnwUserMode')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(within(dialog).getByRole('switch', { name: 'Karanlık mod' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Türkçe' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('home page: hero, section tiles and info links', () => {
    localStorage.setItem('modalStatus', '1');
    renderWithApp(<HomePage />);
    // The first screen's content is asked for at once: the slider, the quick-access row, the pop-up.
    expect(
      vi
        .mocked(api.request)
        .mock.calls.map(([method]) => method)
        .sort(),
    ).toEqual(['casino.games_list', 'cmscontroller.getSlider', 'cmscontroller.popupInformation']);
    expect(screen.getByRole('heading', { level: 1, name: 'BNW Casino’ya hoş geldiniz' })).toBeTruthy();
    const tiles = screen.getByRole('heading', { name: 'Keşfet' }).parentElement as HTMLElement;
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/slot', '/live', '/tombala', '/bet-on-games', '/tournaments', '/promotions', '/high-earnings']);
    expect(screen.getByRole('link', { name: 'Gizlilik Politikası' }).getAttribute('href')).toBe('/privacy-policy');
    expect(document.title).toBe('BNW Casino');
  });
});
