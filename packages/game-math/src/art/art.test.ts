import { describe, expect, it } from 'vitest';
import { ENGINE_MODULES } from '../registry.js';
import { MOTIFS, type MotifId, isMotifId, symbolArtSvg } from './index.js';

/** Emoji and pictographs: what a machine without an emoji font draws as an empty box. */
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{20E3}]/u;

const ALL_SYMBOLS = ENGINE_MODULES.flatMap((module) =>
  module.variants.flatMap((variant) => variant.theme.symbols.map((symbol) => ({ variant: variant.code, symbol }))),
);

describe('symbol art', () => {
  it('gives every symbol of every studio theme a picture of its own', () => {
    expect(ALL_SYMBOLS.length).toBeGreaterThan(300);
    for (const { variant, symbol } of ALL_SYMBOLS) expect(isMotifId(symbol.art), `${variant}/${symbol.id}`).toBe(true);
  });

  it('draws every picture with shapes only: no text element and no emoji anywhere in it', () => {
    for (const motif of Object.keys(MOTIFS) as MotifId[]) {
      const svg = symbolArtSvg(motif, '#123456');
      expect(svg, motif).not.toMatch(PICTOGRAPH);
      expect(svg, motif).not.toMatch(/<text|<tspan|<foreignObject|<image|href=/i);
      expect(svg, motif).toMatch(/<(path|circle|ellipse|rect)\b/);
      expect(svg, motif).not.toMatch(/NaN|undefined/);
    }
  });

  it('keeps the theme data itself free of emoji (no symbol is named by one)', () => {
    for (const { variant, symbol } of ALL_SYMBOLS) expect(JSON.stringify(symbol), variant).not.toMatch(PICTOGRAPH);
  });

  it('draws a picture in the colour it is given', () => {
    expect(symbolArtSvg('cherry', '#abcdef')).toContain('#abcdef');
    expect(symbolArtSvg('fairyChimney', '#abcdef')).toContain('#abcdef');
  });

  it('never draws two symbols of one theme alike (the same picture in the same colour)', () => {
    for (const module of ENGINE_MODULES)
      for (const variant of module.variants) {
        const looks = variant.theme.symbols.map((symbol) => `${symbol.art} ${symbol.colour}`);
        expect(new Set(looks).size, variant.code).toBe(looks.length);
      }
  });
});
