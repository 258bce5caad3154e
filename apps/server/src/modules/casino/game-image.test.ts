import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GAME_IMAGE_DRAWING,
  type GameImageSource,
  gameImageSvg,
  gameImageUrl,
  gameImageVersion,
  gameTileSvg,
} from './game-image.js';
import { escapeXml } from '../../platform/svg-text.js';

const THEME = {
  background: '#2b0f3a',
  accent: '#ffcc33',
  text: '#fff6e0',
  symbols: [
    { art: 'star', colour: '#ffd23f' },
    { art: 'seven', colour: '#e63946' },
    { art: 'bell', colour: '#f4a261' },
  ],
};
const PLAIN: GameImageSource = { id: 7, name: 'Efes Hazinesi', theme: null };
const THEMED: GameImageSource = { id: 7, name: 'Meyve Pazarı', theme: JSON.stringify(THEME) };

/**
 * The drawings of each GAME_IMAGE_DRAWING, as SHA-256 of the two sample tiles. A failure here means
 * game-image.ts draws differently: raise GAME_IMAGE_DRAWING (so browsers fetch the new picture)
 * and add the new digests under the new number; never edit an old entry.
 */
const DRAWINGS: Record<number, { plain: string; themed: string }> = {
  1: {
    plain: 'eaa10ea85d7bd1a35c6c79074ff24b7d61bb7ef0a650e2c002d3c62ae3b339b7',
    themed: 'd9de5c015030a3f2286e92bba92c3e17770c7a38f7511ad67bcb05813aea7feb',
  },
  2: {
    plain: 'eaa10ea85d7bd1a35c6c79074ff24b7d61bb7ef0a650e2c002d3c62ae3b339b7',
    themed: '9aaba5d919b12bd03daa4e81c6f5a642b88c89ed4bfa825ffbabb09062508be6',
  },
};

/** Emoji and pictographs: what a machine without an emoji font draws as an empty box. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

describe('game images', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('draws the Turkish initials and the name', () => {
    const svg = gameImageSvg(7, 'İstanbul Zarları');
    expect(svg).toContain('>İZ</text>');
    expect(svg).toContain('<title>İstanbul Zarları</title>');
  });

  it('is the same picture and version for the same inputs', () => {
    expect(gameTileSvg(THEMED)).toBe(gameTileSvg({ ...THEMED }));
    expect(gameImageVersion(THEMED)).toBe(gameImageVersion({ ...THEMED }));
    expect(gameImageUrl({ ...PLAIN, image_sha256: null, image_type: null })).toBe(
      `/casino/images/7.svg?v=${gameImageVersion(PLAIN)}`,
    );
    expect(gameImageVersion(PLAIN)).toMatch(/^[0-9a-f]{12}$/);
  });

  it('names the uploaded picture instead, by its type and hash, when there is one', () => {
    const sha256 = 'ab12'.repeat(16);
    expect(gameImageUrl({ ...PLAIN, image_sha256: sha256, image_type: 'image/jpeg' })).toBe(
      '/casino/images/7.jpg?v=ab12ab12ab12',
    );
    expect(gameImageUrl({ ...THEMED, image_sha256: sha256, image_type: 'image/webp' })).toBe(
      '/casino/images/7.webp?v=ab12ab12ab12',
    );
    // A type the server would not serve leaves the drawn picture in place.
    expect(gameImageUrl({ ...PLAIN, image_sha256: sha256, image_type: 'image/gif' })).toMatch(
      /^\/casino\/images\/7\.svg\?v=/,
    );
  });

  it('gets a new version when anything the picture is drawn from changes', () => {
    const recoloured = { ...THEME, accent: '#33ccff' };
    const newSymbol = { ...THEME, symbols: [{ art: 'cherry', colour: '#c0392b' }, ...THEME.symbols.slice(1)] };
    const variants: GameImageSource[] = [
      THEMED,
      { ...THEMED, name: 'Meyve Pazarı 2' },
      { ...THEMED, theme: JSON.stringify(recoloured) },
      { ...THEMED, theme: JSON.stringify(newSymbol) },
      { ...THEMED, theme: null },
    ];
    expect(new Set(variants.map(gameImageVersion)).size).toBe(variants.length);
    // Each of these changes the picture itself, so none of the new versions is a needless refetch.
    expect(new Set(variants.map(gameTileSvg)).size).toBe(variants.length);
    // The id is in the address anyway; it is hashed too so that an ETag names one game's picture.
    expect(gameImageVersion({ ...THEMED, id: 8 })).not.toBe(gameImageVersion(THEMED));
  });

  it('keeps the drawing that GAME_IMAGE_DRAWING names', () => {
    const digest = (svg: string) => createHash('sha256').update(svg).digest('hex');
    expect({ plain: digest(gameTileSvg(PLAIN)), themed: digest(gameTileSvg(THEMED)) }).toEqual(
      DRAWINGS[GAME_IMAGE_DRAWING],
    );
  });

  it('draws our symbols as shapes: the only text on a themed tile is its name, and no emoji anywhere', () => {
    const svg = gameTileSvg(THEMED);
    expect(svg).not.toMatch(PICTOGRAPH);
    expect(svg.match(/<text/g)).toHaveLength(1);
    expect(svg).toContain('<title>Meyve Pazarı</title>');
    for (const { colour } of THEME.symbols) expect(svg).toContain(`fill="${colour}"`);
  });

  it('draws the plain tile for a theme stored before symbols were pictures, never its emoji', () => {
    const stored = { ...THEME, symbols: [{ glyph: '⭐', colour: '#ffd23f' }] };
    const svg = gameTileSvg({ ...THEMED, theme: JSON.stringify(stored) });
    expect(svg).toBe(gameImageSvg(THEMED.id, THEMED.name));
    expect(svg).not.toMatch(PICTOGRAPH);
  });

  it('cuts a long name to two lines', () => {
    const svg = gameImageSvg(1, 'Çok Uzun Bir Oyun Adı Ki Hiçbir Karoya Sığmayacak Kadar Uzun');
    expect(svg.match(/<tspan/g)).toHaveLength(2);
    expect(svg).toContain('…</tspan>');
  });
});
