import { PAY_UNIT } from '../../types.js';
import { CLASSIC_PAYLINES, payTableIndex } from './paytable.js';
import { enumerateClassic3x3 } from './rtp.js';
import type { Classic3x3Variant } from './types.js';
import { CLASSIC_VOLATILITY_THRESHOLDS } from './volatility.js';

const ROW_NAMES = ['top', 'middle', 'bottom'];
const percent = (value: number) => `${(value * 100).toFixed(4)} %`;
const times = (units: number) => `${(units / PAY_UNIT).toFixed(2)}x`;

function symbolName(variant: Classic3x3Variant, id: string): string {
  const symbol = variant.theme.symbols.find((candidate) => candidate.id === id);
  return symbol ? `${symbol.nameTr} (\`${id}\`)` : `\`${id}\``;
}

function reelStripsSection(variant: Classic3x3Variant): string {
  const reels = variant.data.reels;
  const longest = Math.max(...reels.map((reel) => reel.length));
  const rows = Array.from({ length: longest }, (_, stop) => {
    const cells = reels.map((reel) => (stop < reel.length ? `\`${reel[stop]}\`` : ''));
    return `| ${stop} | ${cells.join(' | ')} |`;
  });
  return [
    '### Reel strips',
    '',
    `Stops per reel: ${reels.map((reel) => reel.length).join(' / ')}. A stop shows its symbol in the top row and the next two below it; the strip wraps around.`,
    '',
    '| stop | reel 1 | reel 2 | reel 3 |',
    '|---:|---|---|---|',
    ...rows,
  ].join('\n');
}

function symbolCountsSection(variant: Classic3x3Variant): string {
  const rows = variant.theme.symbols.map((symbol) => {
    const counts = variant.data.reels.map((reel) => reel.filter((id) => id === symbol.id).length);
    return `| ${symbolName(variant, symbol.id)} | ${symbol.colour} | ${counts.join(' | ')} |`;
  });
  return [
    '### Symbols per reel',
    '',
    '| symbol | colour | reel 1 | reel 2 | reel 3 |',
    '|---|---|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

function paytableSection(variant: Classic3x3Variant): string {
  const sums = enumerateClassic3x3(variant);
  const index = payTableIndex(variant.data);
  const rows = index.pays.map((pay) => {
    const group = variant.data.mixed.find((mixed) => mixed.id === pay.id);
    const what = group
      ? `${group.nameTr} / ${group.nameEn}: any mix of ${group.symbols.map((id) => `\`${id}\``).join(', ')}`
      : pay.id === variant.data.wild
        ? `three ${symbolName(variant, pay.id)} (the wild pays itself)`
        : `three ${symbolName(variant, pay.id)}`;
    const paid = sums.byPay.get(pay.id)!;
    return `| ${what} | ${pay.units} | ${times(pay.units)} | ${pay.units / 20} | ${paid.lines} | ${percent(paid.units / (sums.combinations * PAY_UNIT))} |`;
  });
  return [
    '### Paytable (per line, in units of the total stake; 100 units = 1x stake)',
    '',
    '| pay | units | x stake | line bets | winning lines over all combinations | RTP contribution |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

function rulesSection(variant: Classic3x3Variant): string {
  const lines = CLASSIC_PAYLINES.map((rows, line) => `| ${line} | ${rows.map((row) => ROW_NAMES[row]).join(' – ')} |`);
  const sums = enumerateClassic3x3(variant);
  return [
    '### Lines and rules',
    '',
    '| line | rows on reels 1 – 2 – 3 |',
    '|---:|---|',
    ...lines,
    '',
    `- The stake covers all five lines; each line pays only its highest pay; a round pays the sum of its lines, capped at ${times(variant.data.maxWinUnits)} the stake.`,
    `- Wild: ${symbolName(variant, variant.data.wild)} stands in for every symbol and every mixed pay; three wilds pay the wild's own line (or a higher pay they complete).`,
    `- A spin draws one stop per reel, reel 1 first, each uniform over its strip (\`random.nextInt(stripLength)\`).`,
    '',
    '### Enumeration',
    '',
    `- Combinations: ${variant.data.reels.map((reel) => reel.length).join(' × ')} = ${sums.combinations}, each equally likely.`,
    `- Units paid over all combinations (after the cap): ${sums.totalUnits}; RTP = ${sums.totalUnits} / (${sums.combinations} × ${PAY_UNIT}) exactly.`,
    `- Winning combinations: ${sums.winningCombinations}; units removed by the cap: ${sums.cappedUnits}.`,
    `- Volatility label of the classic engine: low below ${CLASSIC_VOLATILITY_THRESHOLDS.medium}, medium below ${CLASSIC_VOLATILITY_THRESHOLDS.high}, high from ${CLASSIC_VOLATILITY_THRESHOLDS.high} (standard deviation of a round's win, in stakes).`,
    '- The strips were tuned by `packages/game-math/scripts/tune-classic-3x3.ts` (symbol counts per reel) and are committed as data; the published RTP is this enumeration.',
  ].join('\n');
}

/** The classic engine's own sections of a PAR sheet: strips, symbols, paytable, lines, enumeration. */
export function classic3x3ParSections(variant: Classic3x3Variant): string {
  return [
    reelStripsSection(variant),
    symbolCountsSection(variant),
    paytableSection(variant),
    rulesSection(variant),
  ].join('\n\n');
}
