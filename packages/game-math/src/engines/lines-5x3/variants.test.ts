import { describe, expect, it } from 'vitest';
import { isMotifId } from '../../art/motifs.js';
import { compileLines } from './compile.js';
import { linesModule } from './index.js';
import { LINES_VARIANTS } from './variants.js';

const COLOUR = /^#[0-9a-f]{6}$/;
const STUDIOS = ['bnw-anadolu', 'bnw-ege', 'bnw-bosphorus', 'bnw-kapadokya'];
const CATEGORIES = [1, 6, 7, 8, 9, 10, 11];

describe('lines-5x3 variants', () => {
  it('are at least 24, with unique s- codes and their own Turkish and English names', () => {
    expect(LINES_VARIANTS.length).toBeGreaterThanOrEqual(24);
    const codes = LINES_VARIANTS.map((variant) => variant.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^s-[a-z0-9-]+$/);
    expect(new Set(LINES_VARIANTS.map((variant) => variant.nameTr)).size).toBe(codes.length);
    expect(new Set(LINES_VARIANTS.map((variant) => variant.nameEn)).size).toBe(codes.length);
    for (const variant of LINES_VARIANTS) {
      expect(variant.engine).toBe('lines-5x3');
      expect(variant.rulesTr).toContain('bedava dönüş');
      expect(variant.rulesEn).toContain('free spins');
    }
  });

  it('spread over the four studio labels and several categories', () => {
    for (const studio of STUDIOS) {
      expect(LINES_VARIANTS.filter((variant) => variant.listing.studio === studio).length).toBeGreaterThanOrEqual(5);
    }
    for (const variant of LINES_VARIANTS) expect(CATEGORIES).toContain(variant.listing.categoryId);
    expect(new Set(LINES_VARIANTS.map((variant) => variant.listing.categoryId)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(LINES_VARIANTS.map((variant) => variant.listing.volatility)).size).toBe(3);
  });

  it('draw every symbol of their data with a picture, names and a colour of their own', () => {
    const looks = new Set<string>();
    for (const variant of LINES_VARIANTS) {
      const { theme, data } = variant;
      for (const colour of [theme.background, theme.accent, theme.text]) expect(colour).toMatch(COLOUR);
      const ids = compileLines(data).symbols;
      expect(theme.symbols.map((symbol) => symbol.id).sort()).toEqual([...ids].sort());
      for (const symbol of theme.symbols) {
        expect(symbol.colour).toMatch(COLOUR);
        expect(isMotifId(symbol.art)).toBe(true);
        expect(symbol.nameTr.length).toBeGreaterThan(0);
        expect(symbol.nameEn.length).toBeGreaterThan(0);
      }
      looks.add(
        theme.symbols
          .slice(0, 6)
          .map((symbol) => symbol.art + symbol.colour)
          .join(''),
      );
    }
    expect(looks.size).toBe(LINES_VARIANTS.length);
  });

  it('have data the engine accepts: 20 or 25 lines, one scatter per reel at most in view', () => {
    for (const variant of LINES_VARIANTS) {
      expect(() => compileLines(variant.data)).not.toThrow();
      expect([20, 25]).toContain(variant.data.lines.length);
      expect(variant.data.maxWinUnits).toBeGreaterThanOrEqual(250_000);
    }
  });

  it('refuses broken data with a clear reason', () => {
    const data = LINES_VARIANTS[0]!.data;
    expect(() => compileLines({ ...data, baseReels: data.baseReels.map((strip) => strip.replace('S', 'SS')) })).toThrow(
      /3 stops apart/,
    );
    expect(() => compileLines({ ...data, freeReels: [...data.freeReels.slice(0, 4), 'AAZ'] })).toThrow(
      /unknown symbol "Z"/,
    );
    expect(() => compileLines({ ...data, scatterPays: [0, 10, 20] })).toThrow(/three scatters must pay/);
    expect(() => compileLines({ ...data, linePays: { ...data.linePays, A: [50, 40, 60] } })).toThrow(/never pays less/);
    expect(() => compileLines({ ...data, lines: [...data.lines, [0, 1, 3, 1, 0]] })).toThrow(/row 0..2/);
  });

  it('PAR sections show the strips, the paytable, the lines and the feature derivation', () => {
    const variant = LINES_VARIANTS[0]!;
    const markdown = linesModule.parSections(variant as never);
    for (const strip of [...variant.data.baseReels, ...variant.data.freeReels]) expect(markdown).toContain(strip);
    expect(markdown).toContain('v = E_fs / (1 − ρ)');
    expect(markdown).toContain('| 20 | 0 2 2 2 0 |');
    expect(markdown).toContain('Balon');
    expect(markdown).toMatch(/V\(10\) \(3 scatter\): \d+\.\d{9} bahis/);
  });
});
