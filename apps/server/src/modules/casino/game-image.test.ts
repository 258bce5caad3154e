import { describe, expect, it } from 'vitest';
import { escapeXml, gameImageSvg, gameImageUrl, gameImageVersion } from './game-image.js';

describe('game images', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('draws the Turkish initials and the name', () => {
    const svg = gameImageSvg(7, 'İstanbul Zarları');
    expect(svg).toContain('>İZ</text>');
    expect(svg).toContain('<title>İstanbul Zarları</title>');
  });

  it('is the same picture for the same name and a new version for a new name', () => {
    expect(gameImageSvg(7, 'Efes Hazinesi')).toBe(gameImageSvg(7, 'Efes Hazinesi'));
    expect(gameImageVersion(7, 'Efes Hazinesi')).not.toBe(gameImageVersion(7, 'Efes Hazinesi 2'));
    expect(gameImageUrl(7, 'Efes Hazinesi')).toBe(`/casino/images/7.svg?v=${gameImageVersion(7, 'Efes Hazinesi')}`);
  });

  it('cuts a long name to two lines', () => {
    const svg = gameImageSvg(1, 'Çok Uzun Bir Oyun Adı Ki Hiçbir Karoya Sığmayacak Kadar Uzun');
    expect(svg.match(/<tspan/g)).toHaveLength(2);
    expect(svg).toContain('…</tspan>');
  });
});
