import type { Variant } from '../../types.js';
import { PAYLINES_20 } from './paylines.js';
import type { LinesData } from './types.js';

/**
 * A small variant for tests: strips of 6 to 8 stops, so every combination of stops (6·7·8·7·6 =
 * 14,112) can be played through the spin code itself and compared with the exact methods.
 */
export const SMALL_DATA: LinesData = {
  wild: 'W',
  scatter: 'S',
  linePays: { W: [100, 400, 2000], A: [50, 200, 1000], B: [20, 60, 300], K: [10, 30, 100] },
  scatterPays: [200, 1000, 5000],
  lines: PAYLINES_20,
  baseReels: ['WABKSK', 'AKBSKWB', 'KSABWKAB', 'BKWSAKB', 'SKABWK'],
  freeReels: ['WAWKSK', 'AKWSKWB', 'KSWBWKAB', 'BWWSAKB', 'SKAWWK'],
  // Scatters show often on strips this short, so few spins per award keep ρ = Σ p_k·a_k below 1.
  freeSpins: { awards: [1, 1, 2], multiplier: 2 },
  maxWinUnits: 200_000,
};

export function smallVariant(data: LinesData = SMALL_DATA): Variant<LinesData> {
  return {
    code: 's-test-small',
    engine: 'lines-5x3',
    nameTr: 'Deneme',
    nameEn: 'Test',
    rulesTr: 'Deneme',
    rulesEn: 'Test',
    listing: { studio: 'bnw-anadolu', categoryId: 1, volatility: 'low' },
    theme: { background: '#000000', accent: '#ffffff', text: '#ffffff', symbols: [] },
    data,
  };
}
