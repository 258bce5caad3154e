import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { getSiteSettings } from '@/lib/site-settings';
import { createFakeFetch, envelope } from '@/testing/fake-fetch';
import { renderWithApp } from '@/testing/render';
import { OPERATOR_SOCIAL_LINKS, storeSiteSettings } from '@/testing/site-settings';
import { SiteFooter } from './site-footer';

const LINKS = OPERATOR_SOCIAL_LINKS;
const storeSettings = (socialLinks: unknown) => storeSiteSettings({ socialLinks });

describe('the social links: what the operator set, nothing by default', () => {
  it('shows no social links in the footer when none is set', () => {
    storeSettings([]);
    renderWithApp(<SiteFooter licenses={null} />);
    expect(screen.queryByRole('navigation', { name: 'Sosyal medya hesaplarımız' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Bilgi sayfaları' })).toBeTruthy();
  });

  it('shows the set links in the footer, opening in a new tab, and drops what is not https', () => {
    storeSettings([...LINKS, { network: 'x', url: 'javascript:alert(1)' }]);
    renderWithApp(<SiteFooter licenses={null} />);
    const social = within(screen.getByRole('navigation', { name: 'Sosyal medya hesaplarımız' }));
    const links = social.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instagram', 'https://instagram.com/bnw'],
      ['Telegram', 'https://t.me/bnw'],
    ]);
    expect(links[0]?.getAttribute('aria-label')).toBe('Instagram (yeni sekmede açılır)');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("keeps only the server's valid links when it reads the settings", async () => {
    const fake = createFakeFetch(() => ({
      status: 200,
      data: envelope(true, {
        demoMode: false,
        siteName: 'BNW Casino',
        socialLinks: [...LINKS, { network: 'myspace', url: 'https://myspace.com/bnw' }],
      }),
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
    expect((await getSiteSettings(client, sessionStorage)).socialLinks).toEqual(LINKS);
  });
});

describe('the responsible gaming link', () => {
  it('is in the footer of every page, beside the 18+ notice', () => {
    storeSettings([]);
    renderWithApp(<SiteFooter licenses={null} />);
    expect(screen.getByRole('link', { name: 'Sorumlu Oyun' }).getAttribute('href')).toBe('/responsible-gaming');
  });
});
