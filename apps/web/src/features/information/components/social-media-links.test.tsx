import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { OPERATOR_SOCIAL_LINKS, storeSiteSettings } from '@/testing/site-settings';
import { SocialMediaLinks } from './social-media-links';

const LINKS = OPERATOR_SOCIAL_LINKS;
const storeSettings = (socialLinks: unknown) => storeSiteSettings({ socialLinks });

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
