import { PAY_UNIT, type RtpReport } from '../../types.js';
import { CLASSIC_PAYLINES, payTableIndex } from './paytable.js';
import type { Classic3x3Variant } from './types.js';

/** The raw sums of the full enumeration; every figure of the report is a ratio of these. */
export interface Classic3x3Enumeration {
  /** len1 * len2 * len3: every stop combination, each equally likely. */
  combinations: number;
  /** Sum over all combinations of the round's win in PAY_UNIT, after the cap. */
  totalUnits: number;
  /** Sum of the squared round wins (for the standard deviation). */
  totalSquaredUnits: number;
  winningCombinations: number;
  /** Per pay id: the units it paid over all combinations (before the cap) and how many lines. */
  byPay: Map<string, { units: number; lines: number }>;
  /** Units the cap removed over all combinations (0 when it never binds). */
  cappedUnits: number;
  /** The largest round after the cap. */
  maxUnits: number;
}

const enumerations = new WeakMap<object, Classic3x3Enumeration>();

/** Plays every combination of stops once (at most 40^3 = 64,000 rounds of five lines). */
export function enumerateClassic3x3(variant: Classic3x3Variant): Classic3x3Enumeration {
  const cached = enumerations.get(variant.data);
  if (cached) return cached;
  const index = payTableIndex(variant.data);
  const [reel1, reel2, reel3] = index.reels;
  const k = index.symbols.length;
  const payUnits = new Float64Array(index.pays.length);
  const payLines = new Float64Array(index.pays.length);
  const result: Classic3x3Enumeration = {
    combinations: reel1.length * reel2.length * reel3.length,
    totalUnits: 0,
    totalSquaredUnits: 0,
    winningCombinations: 0,
    byPay: new Map(),
    cappedUnits: 0,
    maxUnits: 0,
  };
  const cap = variant.data.maxWinUnits;
  for (let stop1 = 0; stop1 < reel1.length; stop1 += 1) {
    for (let stop2 = 0; stop2 < reel2.length; stop2 += 1) {
      for (let stop3 = 0; stop3 < reel3.length; stop3 += 1) {
        let units = 0;
        for (const rows of CLASSIC_PAYLINES) {
          const a = reel1[(stop1 + rows[0]) % reel1.length]!;
          const b = reel2[(stop2 + rows[1]) % reel2.length]!;
          const c = reel3[(stop3 + rows[2]) % reel3.length]!;
          const cell = (a * k + b) * k + c;
          const pay = index.bestPay[cell]!;
          if (pay < 0) continue;
          const lineUnits = index.bestUnits[cell]!;
          units += lineUnits;
          payUnits[pay] = payUnits[pay]! + lineUnits;
          payLines[pay] = payLines[pay]! + 1;
        }
        const paid = Math.min(units, cap);
        result.cappedUnits += units - paid;
        result.totalUnits += paid;
        result.totalSquaredUnits += paid * paid;
        if (paid > 0) result.winningCombinations += 1;
        if (paid > result.maxUnits) result.maxUnits = paid;
      }
    }
  }
  index.pays.forEach((pay, position) =>
    result.byPay.set(pay.id, { units: payUnits[position]!, lines: payLines[position]! }),
  );
  enumerations.set(variant.data, result);
  return result;
}

const roundTo9 = (value: number) => Math.round(value * 1e9) / 1e9;

/** The exact RTP report: every figure is a ratio of integer sums over all stop combinations. */
export function classic3x3RtpReport(variant: Classic3x3Variant): RtpReport {
  const sums = enumerateClassic3x3(variant);
  const stakeUnits = sums.combinations * PAY_UNIT;
  const mean = sums.totalUnits / sums.combinations / PAY_UNIT;
  const meanSquare = sums.totalSquaredUnits / sums.combinations / (PAY_UNIT * PAY_UNIT);
  const names = new Map(variant.theme.symbols.map((symbol) => [symbol.id, symbol.nameTr]));
  const contributions = [...sums.byPay.entries()].map(([id, paid]) => {
    const group = variant.data.mixed.find((mixed) => mixed.id === id);
    const label = group ? group.nameTr : `3 × ${names.get(id) ?? id}`;
    return { label, rtp: roundTo9(paid.units / stakeUnits) };
  });
  if (sums.cappedUnits > 0) {
    contributions.push({ label: 'Maksimum kazanç sınırı', rtp: roundTo9(-sums.cappedUnits / stakeUnits) });
  }
  return {
    variant: variant.code,
    method: 'exact',
    rtp: roundTo9(sums.totalUnits / stakeUnits),
    hitFrequency: roundTo9(sums.winningCombinations / sums.combinations),
    volatilityIndex: roundTo9(Math.sqrt(Math.max(0, meanSquare - mean * mean))),
    contributions,
    maxWinUnits: sums.maxUnits,
  };
}
