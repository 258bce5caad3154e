/**
 * Tunes the classic 3x3 variants' reel strips and writes them, as literal data, to
 * src/engines/classic-3x3/tuned.ts (commit the result; nothing is tuned at run time).
 *
 *   node --import tsx packages/game-math/scripts/tune-classic-3x3.ts [code …]
 *
 * Every line reads one cell per reel and every cell of a reel is uniform over its strip, so the
 * RTP depends only on how many stops each symbol has on each reel, not on their order. The search
 * moves one stop at a time between symbols (seeded by the variant's code, so it is repeatable)
 * until the RTP is within 0.1 % of the design's target; the order of the stops then spreads each
 * symbol evenly. The full enumeration (the published figure) checks the result.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom, type RandomSource } from '../src/random.js';
import { CLASSIC_DESIGNS, type ClassicDesign } from '../src/engines/classic-3x3/designs.js';
import { payTableIndex } from '../src/engines/classic-3x3/paytable.js';
import { classic3x3RtpReport } from '../src/engines/classic-3x3/rtp.js';
import { classicData, classicVariant } from '../src/engines/classic-3x3/variants.js';
import { classicVolatilityLabel } from '../src/engines/classic-3x3/volatility.js';
import type { TunedReels } from '../src/engines/classic-3x3/types.js';
import { CLASSIC_TUNED } from '../src/engines/classic-3x3/tuned.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUTPUT = path.join(HERE, '../src/engines/classic-3x3/tuned.ts');
const ROLE_WEIGHTS = [1, 1.5, 2.5, 3.5, 4, 5, 5.5, 6];
const TOLERANCE = 0.001;
const MAX_LINE_HIT = 0.1;
const STEPS = 150_000;

function codeSeed(code: string): number {
  let hash = 2166136261;
  for (const character of code) hash = Math.imul(hash ^ character.codePointAt(0)!, 16777619) >>> 0;
  return hash;
}

/**
 * RTP of the five lines and one line's chance to win, from the per-reel counts alone (each line
 * is one cell per reel).
 */
function lineFigures(design: ClassicDesign, counts: number[][]): { rtp: number; lineHit: number } {
  const index = payTableIndex(classicData(design, [design.symbols.map((symbol) => symbol.id), [], []] as never));
  const k = index.symbols.length;
  const roleOf = design.symbols.map((symbol) => index.symbolIndex.get(symbol.id)!);
  const lengths = counts.map((reel) => reel.reduce((sum, count) => sum + count, 0));
  let expected = 0;
  let lineHit = 0;
  for (let a = 0; a < 8; a += 1) {
    for (let b = 0; b < 8; b += 1) {
      for (let c = 0; c < 8; c += 1) {
        const units = index.bestUnits[(roleOf[a]! * k + roleOf[b]!) * k + roleOf[c]!]!;
        if (units === 0) continue;
        const probability =
          (counts[0]![a]! / lengths[0]!) * (counts[1]![b]! / lengths[1]!) * (counts[2]![c]! / lengths[2]!);
        expected += probability * units;
        lineHit += probability;
      }
    }
  }
  return { rtp: (5 * expected) / 100, lineHit };
}

/**
 * How far counts are from what we want: the target RTP first; then a line should win at most
 * about one time in ten, so a round's small wins do not come so often that a 0.4x "win" on a
 * 1x stake (a loss) feels like a win.
 */
function distance(design: ClassicDesign, counts: number[][]): number {
  const figures = lineFigures(design, counts);
  return Math.abs(figures.rtp - design.targetRtp) + 0.2 * Math.max(0, figures.lineHit - MAX_LINE_HIT);
}

function initialCounts(length: number): number[] {
  const total = ROLE_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  const counts = ROLE_WEIGHTS.map((weight) => Math.max(1, Math.floor((weight / total) * length)));
  let missing = length - counts.reduce((sum, count) => sum + count, 0);
  for (let role = 7; missing > 0; role = role === 0 ? 7 : role - 1, missing -= 1) counts[role]! += 1;
  return counts;
}

function searchCounts(design: ClassicDesign, random: RandomSource): number[][] {
  let counts = design.reelLengths.map(initialCounts);
  let current = distance(design, counts);
  let best = { counts, distance: current };
  // Simulated annealing: early on a slightly worse move is taken now and then, so the search
  // leaves a corner where every single move raises either the RTP error or the hit rate.
  for (let step = 0; step < STEPS && best.distance > TOLERANCE / 4; step += 1) {
    const temperature = 0.01 * (1 - step / STEPS) ** 3;
    const reel = random.nextInt(3);
    const from = random.nextInt(8);
    const to = random.nextInt(8);
    // Every symbol stays on every reel (every pay stays possible); at most three wilds a reel.
    if (from === to || counts[reel]![from]! <= 1 || (to === 0 && counts[reel]![0]! >= 3)) continue;
    const candidate = counts.map((row) => [...row]);
    candidate[reel]![from]! -= 1;
    candidate[reel]![to]! += 1;
    const candidateDistance = distance(design, candidate);
    const accept =
      candidateDistance <= current ||
      (temperature > 0 &&
        random.nextInt(1_000_000) / 1_000_000 < Math.exp((current - candidateDistance) / temperature));
    if (!accept) continue;
    counts = candidate;
    current = candidateDistance;
    if (current < best.distance) best = { counts, distance: current };
  }
  return best.counts;
}

/** Orders a reel so each symbol's stops are spread evenly round the strip (no long stacks). */
function arrange(design: ClassicDesign, counts: number[], random: RandomSource): string[] {
  const length = counts.reduce((sum, count) => sum + count, 0);
  const placed: Array<{ at: number; symbol: string }> = [];
  counts.forEach((count, role) => {
    const offset = random.nextInt(1000) / 1000;
    for (let copy = 0; copy < count; copy += 1) {
      placed.push({ at: ((copy + offset) * length) / count, symbol: design.symbols[role]!.id });
    }
  });
  return placed.sort((left, right) => left.at - right.at).map((entry) => entry.symbol);
}

function tune(design: ClassicDesign): TunedReels {
  const random = seededRandom(codeSeed(design.code));
  const counts = searchCounts(design, random);
  const reels = [
    arrange(design, counts[0]!, random),
    arrange(design, counts[1]!, random),
    arrange(design, counts[2]!, random),
  ] as const;
  const report = classic3x3RtpReport(classicVariant(design, { reels, volatility: 'low' }));
  if (Math.abs(report.rtp - design.targetRtp) > TOLERANCE) {
    throw new Error(`${design.code}: enumerated RTP ${report.rtp} is off its target ${design.targetRtp}`);
  }
  const volatility = classicVolatilityLabel(report.volatilityIndex);
  process.stdout.write(
    `${design.code.padEnd(22)} rtp ${report.rtp.toFixed(6)} hit ${report.hitFrequency.toFixed(4)} ` +
      `vol ${report.volatilityIndex.toFixed(3)} (${volatility}) max ${report.maxWinUnits / 100}x counts ${JSON.stringify(counts)}\n`,
  );
  return { reels, volatility };
}

const only = process.argv.slice(2);
const tuned: Record<string, TunedReels> = { ...CLASSIC_TUNED };
for (const design of CLASSIC_DESIGNS) {
  if (only.length === 0 || only.includes(design.code)) tuned[design.code] = tune(design);
}
const body = Object.entries(tuned)
  .map(([code, value]) => `  ${JSON.stringify(code)}: ${JSON.stringify(value)},`)
  .join('\n');
fs.writeFileSync(
  OUTPUT,
  `import type { TunedReels } from './types.js';

/**
 * Written by scripts/tune-classic-3x3.ts from designs.ts; do not edit by hand. Each variant's three
 * reel strips (top to bottom) and the volatility label its enumerated volatility index earns.
 */
export const CLASSIC_TUNED: Readonly<Record<string, TunedReels>> = {
${body}
};
`,
);
execFileSync('npx', ['prettier', '--write', OUTPUT], { stdio: 'ignore' });
process.stdout.write(`written to ${path.relative(process.cwd(), OUTPUT)}\n`);
