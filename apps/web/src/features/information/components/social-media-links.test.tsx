import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS_SESSION_KEY } from '@/lib/site-settings';
import { renderWithApp } from '@/testing/render';
import { SocialMediaLinks } from './social-media-links';

const LINKS = [
  { network: 'instagram', url: 'https://instagram.com/bnw' },
  { network: 'telegram', url: 'https://t.me/bnw' },
];

function storeSettings(socialLinks: unknown) {
  sessionStorage.setItem(
    SITE_SETTINGS_SESSION_KEY,
    JSON.stringify({ demoMode: true, siteName: 'BNW Casino', socialLinks }),
  );
}

describe('/social-media', () => {
  it("lists the operator's links, or says there are none yet", () => {
    storeSettings([]);
    const { unmount } = renderWithApp(<SocialMediaLinks />);
    expect(screen.getByText('Henüz bir sosyal medya hesabı eklenmedi.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    unmount();
    storeSettings(LINKS);
    renderWithApp(<SocialMediaLinks />);
    expect(screen.getByRole('link', { name: 'Telegram (yeni sekmede açılır)' }).getAttribute('href')).toBe(
      'https://t.me/bnw',
    );
  });
});
