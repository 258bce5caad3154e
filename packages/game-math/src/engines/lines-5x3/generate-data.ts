import { seededRandom } from '../../random.js';
import { compileLines } from './compile.js';
import { PAYLINES_20, PAYLINES_25 } from './paylines.js';
import { cachedRoundStatistics, rtpParts } from './rtp.js';
import type { LinesData, PayTriple } from './types.js';
import { volatilityLabel } from './volatility.js';

/**
 * How the variants' literal data (variant-data.ts) was made: strips shuffled from symbol counts by
 * a seeded source, pays scaled from a profile until the exact RTP sits at its target. Pure; run it
 * and write its output over variant-data.ts:
 *   npx tsx -e "import('./packages/game-math/src/engines/lines-5x3/generate-data.ts')
 *     .then((m) => process.stdout.write(m.renderVariantData()))" > packages/game-math/src/engines/lines-5x3/variant-data.ts
 * The shipped data is the literal file, never this script's output at run time.
 */

type Profile = 'gentle' | 'balanced' | 'wild';

interface VariantSpec {
  code: string;
  seed: number;
  lines: 20 | 25;
  profile: Profile;
  /** Where the RTP should land, inside [0.94, 0.97]. */
  target: number;
  reelLength: number;
  /** Extra wilds on the free-spin strips of reels 2-4. */
  freeWilds: number;
  awards: PayTriple;
  multiplier: number;
  maxWinX: number;
}

/** Pays in multiples of the line bet (before scaling), per profile: flatter pays hit more often. */
const PROFILE_PAYS: Record<Profile, Record<string, PayTriple>> = {
  gentle: {
    W: [10, 60, 300],
    A: [8, 40, 150],
    B: [6, 30, 120],
    C: [5, 25, 100],
    D: [4, 20, 80],
    K: [3, 12, 50],
    Q: [3, 10, 40],
    J: [2, 8, 30],
    T: [2, 6, 25],
  },
  balanced: {
    W: [25, 200, 1500],
    A: [20, 100, 500],
    B: [15, 75, 300],
    C: [10, 50, 200],
    D: [8, 40, 150],
    K: [5, 25, 100],
    Q: [5, 20, 80],
    J: [4, 15, 60],
    T: [3, 12, 50],
  },
  wild: {
    W: [50, 500, 5000],
    A: [30, 200, 1500],
    B: [20, 120, 800],
    C: [15, 80, 400],
    D: [10, 50, 250],
    K: [5, 25, 120],
    Q: [4, 20, 100],
    J: [3, 15, 75],
    T: [3, 12, 60],
  },
};

/** Scatter pays in stakes for 3, 4, 5 scatters (before scaling). */
const PROFILE_SCATTER: Record<Profile, PayTriple> = { gentle: [1, 5, 20], balanced: [2, 10, 50], wild: [2, 20, 100] };

/** Symbols per reel before scatters (one scatter per reel is added), per profile. */
const PROFILE_COUNTS: Record<Profile, Record<string, number>> = {
  gentle: { W: 2, A: 2, B: 3, C: 3, D: 3, K: 4, Q: 4, J: 5, T: 5 },
  balanced: { W: 2, A: 2, B: 2, C: 3, D: 3, K: 4, Q: 5, J: 5, T: 5 },
  wild: { W: 1, A: 2, B: 2, C: 3, D: 3, K: 5, Q: 5, J: 5, T: 6 },
};

export const VARIANT_SPECS: VariantSpec[] = [
  spec('s-kapadokya-balonlari', 101, 20, 'balanced', 0.961, 32, 2, [10, 15, 20], 2, 5000),
  spec('s-bogaz-gecesi', 102, 25, 'gentle', 0.955, 30, 1, [10, 12, 15], 1, 2500),
  spec('s-efes-sutunlari', 103, 20, 'wild', 0.962, 34, 2, [8, 12, 20], 3, 10000),
  spec('s-lale-bahcesi', 104, 20, 'gentle', 0.958, 31, 1, [8, 12, 20], 2, 2500),
  spec('s-pamukkale-travertenleri', 105, 25, 'balanced', 0.952, 33, 2, [8, 12, 20], 2, 5000),
  spec('s-nemrut-zirvesi', 106, 20, 'wild', 0.965, 35, 3, [7, 10, 15], 3, 10000),
  spec('s-truva-ati', 107, 25, 'wild', 0.957, 32, 2, [10, 15, 25], 2, 10000),
  spec('s-galata-kulesi', 108, 20, 'balanced', 0.96, 30, 1, [12, 16, 24], 2, 5000),
  spec('s-karadeniz-yaylasi', 109, 20, 'gentle', 0.949, 32, 2, [10, 15, 20], 1, 2500),
  spec('s-ege-ruzgari', 110, 25, 'gentle', 0.963, 30, 2, [8, 12, 20], 2, 2500),
  spec('s-anadolu-kilimi', 111, 20, 'balanced', 0.955, 31, 2, [10, 12, 15], 2, 5000),
  spec('s-cini-atolyesi', 112, 25, 'balanced', 0.959, 34, 3, [8, 12, 20], 2, 5000),
  spec('s-lokum-dukkani', 113, 20, 'gentle', 0.951, 30, 1, [10, 15, 20], 2, 2500),
  spec('s-cay-bahcesi', 114, 20, 'gentle', 0.96, 33, 1, [12, 15, 20], 1, 2500),
  spec('s-kybele-efsanesi', 115, 25, 'wild', 0.954, 34, 3, [8, 12, 20], 3, 10000),
  spec('s-gobeklitepe', 116, 20, 'wild', 0.96, 32, 2, [10, 15, 20], 3, 10000),
  spec('s-van-golu', 117, 20, 'balanced', 0.953, 32, 1, [8, 12, 20], 3, 5000),
  spec('s-safranbolu-konaklari', 118, 25, 'gentle', 0.957, 32, 2, [10, 15, 20], 2, 2500),
  spec('s-ihlara-vadisi', 119, 20, 'balanced', 0.964, 33, 2, [8, 12, 20], 2, 5000),
  spec('s-derinkuyu', 120, 25, 'wild', 0.961, 33, 2, [8, 12, 20], 3, 10000),
  spec('s-uzungol', 121, 20, 'gentle', 0.956, 31, 2, [8, 12, 20], 1, 2500),
  spec('s-bodrum-kalesi', 122, 25, 'balanced', 0.958, 30, 2, [10, 15, 20], 2, 5000),
  spec('s-midas-hazinesi', 123, 20, 'wild', 0.955, 34, 2, [12, 15, 25], 2, 10000),
  spec('s-sahmeran', 124, 20, 'balanced', 0.962, 32, 3, [8, 12, 20], 3, 5000),
];

function spec(
  code: string,
  seed: number,
  lines: 20 | 25,
  profile: Profile,
  target: number,
  reelLength: number,
  freeWilds: number,
  awards: PayTriple,
  multiplier: number,
  maxWinX: number,
): VariantSpec {
  return { code, seed, lines, profile, target, reelLength, freeWilds, awards, multiplier, maxWinX };
}

/** A strip: the profile's symbols topped up with low symbols to the length, shuffled, one scatter. */
function strip(counts: Record<string, number>, length: number, random: ReturnType<typeof seededRandom>): string {
  const symbols: string[] = [];
  for (const [id, count] of Object.entries(counts)) for (let copy = 0; copy < count; copy += 1) symbols.push(id);
  const fillers = ['T', 'J', 'Q', 'K'];
  while (symbols.length < length - 1) symbols.push(fillers[symbols.length % fillers.length]!);
  for (let index = symbols.length - 1; index > 0; index -= 1) {
    const other = random.nextInt(index + 1);
    [symbols[index], symbols[other]] = [symbols[other]!, symbols[index]!];
  }
  symbols.splice(random.nextInt(symbols.length + 1), 0, 'S');
  return symbols.join('');
}

function scaledPays(profile: Profile, lines: number, scale: number): Record<string, PayTriple> {
  const unitsPerLineBet = 100 / lines;
  return Object.fromEntries(
    Object.entries(PROFILE_PAYS[profile]).map(([id, triple]) => [id, scaleTriple(triple, unitsPerLineBet * scale)]),
  );
}

function scaleTriple(triple: PayTriple, factor: number): PayTriple {
  const [three, four, five] = triple.map((value) => Math.max(1, Math.round(value * factor)));
  return [three!, Math.max(four!, three!), Math.max(five!, four!, three!)];
}

export function buildData(variant: VariantSpec): LinesData {
  const random = seededRandom(variant.seed);
  const counts = PROFILE_COUNTS[variant.profile];
  const baseReels = [0, 1, 2, 3, 4].map(() => strip(counts, variant.reelLength, random));
  const freeReels = [0, 1, 2, 3, 4].map((reel) =>
    strip({ ...counts, W: counts.W! + (reel >= 1 && reel <= 3 ? variant.freeWilds : 0) }, variant.reelLength, random),
  );
  const make = (scale: number): LinesData => ({
    wild: 'W',
    scatter: 'S',
    linePays: scaledPays(variant.profile, variant.lines, scale),
    scatterPays: scaleTriple(PROFILE_SCATTER[variant.profile], 100 * scale),
    lines: variant.lines === 20 ? PAYLINES_20 : PAYLINES_25,
    baseReels,
    freeReels,
    freeSpins: { awards: variant.awards, multiplier: variant.multiplier },
    maxWinUnits: variant.maxWinX * 100,
  });
  let scale = 1;
  let best = make(scale);
  let bestError = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const data = make(scale);
    const rtp = exactRtp(data);
    const error = Math.abs(rtp - variant.target);
    if (error < bestError) {
      best = data;
      bestError = error;
    }
    if (error < 0.0005) break;
    scale *= 1 + ((variant.target / rtp - 1) * (attempt + 1)) / (attempt + 2);
  }
  return best;
}

function exactRtp(data: LinesData): number {
  const parts = rtpParts(compileLines(data));
  return parts.lines.reduce((sum, value) => sum + value, 0) + parts.scatter + parts.feature;
}

export function renderVariantData(): string {
  const entries = VARIANT_SPECS.map((variant) => {
    const data = buildData(variant);
    const statistics = cachedRoundStatistics(data);
    const linesName = variant.lines === 20 ? 'PAYLINES_20' : 'PAYLINES_25';
    const pays = Object.entries(data.linePays)
      .map(([id, triple]) => `      ${id}: [${triple.join(', ')}],`)
      .join('\n');
    return `  '${variant.code}': {
    // exact RTP ${exactRtp(data).toFixed(6)}, volatility index ${statistics.volatilityIndex.toFixed(2)}
    volatility: '${volatilityLabel(statistics.volatilityIndex)}',
    statistics: {
      hitFrequency: ${statistics.hitFrequency},
      secondMoment: ${statistics.secondMoment},
      volatilityIndex: ${statistics.volatilityIndex},
      treeMean: ${statistics.treeMean},
      treeSecondMoment: ${statistics.treeSecondMoment},
      capEffectBound: ${statistics.capEffectBound},
    },
    data: {
      wild: 'W',
      scatter: 'S',
      linePays: {
${pays.replace(/^ {6}/gm, '        ')}
      },
      scatterPays: [${data.scatterPays.join(', ')}],
      lines: ${linesName},
      baseReels: [
${data.baseReels.map((reel) => `        '${reel}',`).join('\n')}
      ],
      freeReels: [
${data.freeReels.map((reel) => `        '${reel}',`).join('\n')}
      ],
      freeSpins: { awards: [${data.freeSpins.awards.join(', ')}], multiplier: ${data.freeSpins.multiplier} },
      maxWinUnits: ${data.maxWinUnits},
    },
  },`;
  });
  return `// Generated by generate-data.ts (see its header), then shipped as literal data. Do not edit by hand:
// change the spec and generate again, so strips, pays, figures and the label stay consistent.
import { PAYLINES_20, PAYLINES_25 } from './paylines.js';
import type { LinesData } from './types.js';
import type { EnumeratedStatistics } from './rtp.js';
import type { VolatilityLabel } from './volatility.js';

/**
 * Per variant: its data, its volatility label, and the figures of the full enumeration of its reel
 * stops (exact; about a second per variant to compute, so computed here once and pinned: the
 * tests enumerate every variant again and require the same figures).
 */
export const LINES_VARIANT_DATA: Record<
  string,
  { volatility: VolatilityLabel; statistics: EnumeratedStatistics; data: LinesData }
> = {
${entries.join('\n')}
};
`;
}
