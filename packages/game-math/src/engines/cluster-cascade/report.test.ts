import { describe, expect, it } from 'vitest';
import { isMotifId } from '../../art/motifs.js';
import { seededRandom } from '../../random.js';
import { clusterCascadeModule } from './index.js';
import { cascadeParSections, cascadeRtpReport, simulationOf, volatilityLabel } from './report.js';
import { Z_99, dataFingerprint, simulateCascade, summarise } from './simulation.js';
import { variants } from './variants.js';

const STUDIOS = ['bnw-anadolu', 'bnw-ege', 'bnw-bosphorus', 'bnw-kapadokya'];

describe('the committed simulation', () => {
  it('covers every variant with at least 10^8 spins of its current data and a 99 % interval inside [0.94, 0.97]', () => {
    for (const variant of variants) {
      const entry = simulationOf(variant);
      expect(entry.dataFingerprint).toBe(dataFingerprint(variant.data));
      expect(entry.spins).toBeGreaterThanOrEqual(100_000_000);
      expect(entry.ci99[0]).toBeGreaterThanOrEqual(0.94);
      expect(entry.ci99[1]).toBeLessThanOrEqual(0.97);
      expect(entry.rtp).toBeGreaterThan(entry.ci99[0]);
      expect(entry.rtp).toBeLessThan(entry.ci99[1]);
      expect(entry.maxObservedUnits).toBeLessThanOrEqual(variant.data.maxWinUnits);
      const parts = Object.values(entry.contributions.bySymbol).reduce((sum, rtp) => sum + rtp, 0);
      expect(parts + entry.contributions.cap).toBeCloseTo(entry.rtp, 9);
      const bands = Object.values(entry.contributions.byBand).reduce((sum, rtp) => sum + rtp, 0);
      expect(bands).toBeCloseTo(parts, 9);
    }
  });

  it('is what rtpReport publishes (method simulation) and the volatility label follows its index', () => {
    for (const variant of variants) {
      const report = clusterCascadeModule.rtpReport(variant as never);
      const entry = simulationOf(variant);
      expect(report).toMatchObject({ variant: variant.code, method: 'simulation', rtp: entry.rtp, spins: entry.spins });
      expect(report.confidence99).toEqual(entry.ci99);
      expect(report.maxWinUnits).toBe(variant.data.maxWinUnits);
      expect(variant.listing.volatility).toBe(volatilityLabel(entry.volatilityIndex));
    }
  });

  it('refuses figures simulated on other data', () => {
    const changed = { ...variants[0]!, data: { ...variants[0]!.data, maxWinUnits: 123_400 } };
    expect(() => cascadeRtpReport(changed)).toThrow(/changed since the simulation/);
    expect(() => cascadeRtpReport({ ...variants[0]!, code: 'c-none' })).toThrow(/no simulated RTP/);
  });

  // One game with a wild and one without, 2·10^5 seeded spins each, against the committed 10^8.
  const checked = [variants.find((variant) => !variant.data.wild), variants.find((variant) => variant.data.wild)];
  for (const variant of checked.filter((candidate) => candidate !== undefined)) {
    it(`agrees with a seeded 2·10^5-spin run of ${variant.code} within the 99 % interval of the difference`, () => {
      const spins = 200_000;
      const small = summarise(variant.data, simulateCascade(variant.data, seededRandom(4242), spins), {
        seed: 4242,
        workers: 1,
        spinsPerSecond: 0,
        date: '',
      });
      const entry = simulationOf(variant);
      const spread = Math.sqrt(small.volatilityIndex ** 2 / spins + entry.volatilityIndex ** 2 / entry.spins);
      expect(Math.abs(small.rtp - entry.rtp)).toBeLessThan(Z_99 * spread);
      expect(Math.abs(small.hitFrequency - entry.hitFrequency)).toBeLessThan(0.01);
    }, 30_000);
  }
});

describe('the variants', () => {
  it('have unique c- codes, Turkish and English names, and themes matching their symbols', () => {
    const codes = variants.map((variant) => variant.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const variant of variants) {
      expect(variant.code).toMatch(/^c-[a-z0-9-]+$/);
      expect(variant.engine).toBe('cluster-cascade');
      expect(variant.nameTr.length).toBeGreaterThan(2);
      expect(variant.nameEn.length).toBeGreaterThan(2);
      expect(variant.rulesTr).toContain(`${variant.data.columns}x${variant.data.rows}`);
      expect(variant.theme.symbols.map((symbol) => symbol.id)).toEqual(variant.data.symbols.map((symbol) => symbol.id));
      for (const colour of [variant.theme.background, variant.theme.accent, variant.theme.text]) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      }
      for (const symbol of variant.theme.symbols) {
        expect(symbol.colour).toMatch(/^#[0-9a-f]{6}$/);
        expect(symbol.id).toMatch(/^[a-z0-9-]+$/);
        expect(isMotifId(symbol.art)).toBe(true);
      }
    }
  });

  it('are spread over the four studio labels', () => {
    expect(new Set(variants.map((variant) => variant.listing.studio))).toEqual(new Set(STUDIOS));
  });

  it('publish a PAR section with the grid, the weights, the paytable, the rules and the simulation', () => {
    for (const variant of variants) {
      const markdown = cascadeParSections(variant);
      const entry = simulationOf(variant);
      expect(markdown).toContain(`Izgara ${variant.data.columns} sütun x ${variant.data.rows} satır`);
      for (const symbol of variant.data.symbols) expect(markdown).toContain(`| \`${symbol.id}\` | ${symbol.weight} |`);
      expect(markdown).toContain('## Küme ödeme tablosu');
      expect(markdown).toContain('## Kaskad kuralları');
      expect(markdown).toContain(entry.spins.toLocaleString('tr-TR'));
      expect(markdown).toContain(`${entry.seed}`);
      expect(markdown).toContain(`%${(entry.ci99[0] * 100).toFixed(3).replace('.', ',')}`);
    }
  });
});
