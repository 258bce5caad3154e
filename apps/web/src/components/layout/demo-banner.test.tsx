import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { SITE_SETTINGS_SESSION_KEY, getSiteSettings, readCachedSiteSettings } from '@/lib/site-settings';
import { createApiClient } from '@/lib/api-client';
import { createFakeFetch, envelope } from '@/testing/fake-fetch';
import { DemoBanner } from './demo-banner';

function renderBanner() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <DemoBanner />
    </QueryClientProvider>,
  );
}

describe('the demo banner (system.get_site_settings)', () => {
  it('shows in demo mode', () => {
    sessionStorage.setItem(SITE_SETTINGS_SESSION_KEY, JSON.stringify({ demoMode: true, siteName: 'BNW Casino' }));
    renderBanner();
    expect(screen.getByText('DEMO MODU · Oyun parası ile oynanır')).toBeTruthy();
  });

  it('does not show for a real-money installation, nor while the settings are unknown', () => {
    sessionStorage.setItem(SITE_SETTINGS_SESSION_KEY, JSON.stringify({ demoMode: false, siteName: 'BNW Casino' }));
    const { unmount } = renderBanner();
    expect(screen.queryByText(/DEMO MODU/)).toBeNull();
    unmount();
    sessionStorage.clear();
    renderBanner();
    expect(screen.queryByText(/DEMO MODU/)).toBeNull();
  });

  it('follows the page the server sent until the settings are known', () => {
    sessionStorage.clear();
    try {
      document.documentElement.dataset.demo = 'on';
      const { unmount } = renderBanner();
      expect(screen.getByText('DEMO MODU · Oyun parası ile oynanır')).toBeTruthy();
      unmount();
      document.documentElement.dataset.demo = 'off';
      renderBanner();
      expect(screen.queryByText(/DEMO MODU/)).toBeNull();
    } finally {
      delete document.documentElement.dataset.demo;
    }
  });

  it('asks the server once and keeps the answer for the browser session', async () => {
    const fake = createFakeFetch(() => ({
      status: 200,
      data: envelope(true, { demoMode: true, siteName: 'BNW Casino' }),
    }));
    const client = createApiClient({
      notifier: { negative: () => {}, positive: () => {}, notification: () => {} },
      navigate: () => {},
      currentPath: () => '/',
      translate: (key) => key,
      language: () => 'tr',
      onSessionCleared: () => {},
      fetch: fake.fetch,
    });
    expect(await getSiteSettings(client, sessionStorage)).toEqual({
      demoMode: true,
      siteName: 'BNW Casino',
      socialLinks: [],
    });
    expect(fake.sent[0]?.body).toMatchObject({ api: { class: 'system', method: 'get_site_settings' } });
    expect(readCachedSiteSettings(sessionStorage)).toEqual({ demoMode: true, siteName: 'BNW Casino', socialLinks: [] });
    sessionStorage.setItem(SITE_SETTINGS_SESSION_KEY, '{"demoMode":"yes"}');
    expect(readCachedSiteSettings(sessionStorage)).toBeUndefined();
  });
});
