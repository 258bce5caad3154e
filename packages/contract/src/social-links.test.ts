import { describe, expect, it } from 'vitest';
import { isSocialUrl, validSocialLinks } from './social-links.js';

describe('social links', () => {
  it('takes https addresses only, without credentials, not too long', () => {
    expect(isSocialUrl('https://www.instagram.com/bnw')).toBe(true);
    expect(isSocialUrl('http://www.instagram.com/bnw')).toBe(false);
    expect(isSocialUrl('javascript:alert(1)')).toBe(false);
    expect(isSocialUrl('https://ad:sifre@instagram.com/bnw')).toBe(false);
    expect(isSocialUrl('instagram.com/bnw')).toBe(false);
    expect(isSocialUrl(`https://x.com/${'a'.repeat(500)}`)).toBe(false);
    expect(isSocialUrl(42)).toBe(false);
  });

  it('keeps the valid entries in order, the first of each network, at most the maximum', () => {
    expect(
      validSocialLinks([
        { network: 'x', url: 'https://x.com/a' },
        { network: 'x', url: 'https://x.com/b' },
        { network: 'myspace', url: 'https://myspace.com/a' },
        null,
        { network: 'telegram', url: 'https://t.me/a' },
      ]),
    ).toEqual([
      { network: 'x', url: 'https://x.com/a' },
      { network: 'telegram', url: 'https://t.me/a' },
    ]);
    expect(validSocialLinks('[]')).toEqual([]);
    expect(validSocialLinks(undefined)).toEqual([]);
  });
});
