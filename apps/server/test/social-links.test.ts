import type { SocialLink } from '@bnw/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCIAL_LINKS_KEY } from '../src/modules/system/social-links.js';
import { socialCommand } from '../src/ops/social-command.js';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await app.services.settings.set(SOCIAL_LINKS_KEY, []);
});

function captureOutput() {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void lines.push(args.join(' ')));
  return lines;
}

async function siteLinks(): Promise<SocialLink[]> {
  const answer = await app.call<{ socialLinks: SocialLink[] }>('system', 'get_site_settings');
  expect(answer.result).toBe(true);
  return answer.data.socialLinks;
}

describe('the social links: operator settings, none by default', () => {
  it('answers no links on a new installation (no invented accounts)', async () => {
    expect(await siteLinks()).toEqual([]);
  });

  it('sets, replaces in place, removes and clears them with the operator command', async () => {
    const output = captureOutput();
    expect(await socialCommand(['set', 'instagram', 'https://instagram.com/bnw'], app.services)).toBe(0);
    expect(await socialCommand(['set', 'telegram', 'https://t.me/bnw'], app.services)).toBe(0);
    expect(await socialCommand(['set', 'instagram', 'https://www.instagram.com/bnw.tr'], app.services)).toBe(0);
    expect(await siteLinks()).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/bnw.tr' },
      { network: 'telegram', url: 'https://t.me/bnw' },
    ]);
    expect(output.at(-2)).toBe('Instagram: https://www.instagram.com/bnw.tr');

    expect(await socialCommand(['remove', 'instagram'], app.services)).toBe(0);
    expect(await siteLinks()).toEqual([{ network: 'telegram', url: 'https://t.me/bnw' }]);
    expect(await socialCommand(['clear'], app.services)).toBe(0);
    expect(await siteLinks()).toEqual([]);
    expect(output.at(-1)).toBe('Sosyal medya bağlantısı yok: sitede gösterilmiyor.');
  });

  it('refuses what is not an https address of a known network, changing nothing', async () => {
    const output = captureOutput();
    const refused = [
      ['set', 'instagram', 'http://instagram.com/bnw'],
      ['set', 'instagram', 'javascript:alert(1)'],
      ['set', 'instagram', 'https://kullanici:sifre@instagram.com/bnw'],
      ['set', 'instagram', `https://instagram.com/${'a'.repeat(500)}`],
      ['set', 'myspace', 'https://myspace.com/bnw'],
      ['set', 'instagram'],
      ['remove', 'myspace'],
      ['paint'],
    ];
    for (const args of refused) expect(await socialCommand(args, app.services)).toBe(2);
    expect(output.some((line) => line.includes('https://'))).toBe(true);
    expect(output.some((line) => line.startsWith('Bilinmeyen ağ: myspace'))).toBe(true);
    expect(await siteLinks()).toEqual([]);
  });

  it('never answers a bad entry of a hand-edited setting, nor more than one link per network', async () => {
    await app.services.settings.set(SOCIAL_LINKS_KEY, [
      { network: 'x', url: 'https://x.com/bnw' },
      { network: 'x', url: 'https://x.com/second' },
      { network: 'youtube', url: 'javascript:alert(1)' },
      { network: 'myspace', url: 'https://myspace.com/bnw' },
      'https://facebook.com/bnw',
      { network: 'facebook', url: 'https://facebook.com/bnw' },
    ]);
    expect(await siteLinks()).toEqual([
      { network: 'x', url: 'https://x.com/bnw' },
      { network: 'facebook', url: 'https://facebook.com/bnw' },
    ]);
    await app.services.settings.set(SOCIAL_LINKS_KEY, { network: 'x' });
    expect(await siteLinks()).toEqual([]);
  });
});
