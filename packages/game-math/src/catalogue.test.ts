import { describe, expect, it } from 'vitest';
import { ENGINE_MODULES } from './registry.js';

/** Every variant of every registered engine, as the lobby lists them side by side. */
const ALL_VARIANTS = ENGINE_MODULES.flatMap((module) => module.variants);

/** The values that occur more than once, so a failure names the clash instead of a count. */
function repeated(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((value) => seen.size === seen.add(value).size))];
}

describe('the studio catalogue across all engines', () => {
  it('gives every variant its own code (the lobby and the rounds key on it)', () => {
    expect(repeated(ALL_VARIANTS.map((variant) => variant.code))).toEqual([]);
  });

  it('gives every variant its own Turkish name (two tiles with one name confuse a player)', () => {
    expect(repeated(ALL_VARIANTS.map((variant) => variant.nameTr))).toEqual([]);
  });

  it('gives every variant its own English name', () => {
    expect(repeated(ALL_VARIANTS.map((variant) => variant.nameEn))).toEqual([]);
  });

  it('lists at least 60 games over at least four studio labels', () => {
    expect(ALL_VARIANTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ALL_VARIANTS.map((variant) => variant.listing.studio)).size).toBeGreaterThanOrEqual(4);
  });
});
