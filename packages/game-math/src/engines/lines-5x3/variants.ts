import { PAY_UNIT, type SymbolTheme, type Variant } from '../../types.js';
import { cachedRoundStatistics, type EnumeratedStatistics } from './rtp.js';
import { LINES_THEMES, type LinesTheme } from './themes.js';
import type { LinesData } from './types.js';
import { LINES_VARIANT_DATA } from './variant-data.js';

/** The four low symbols every 5x3 variant draws as card ranks, in the variant's low colours. */
const LOW_SYMBOLS = [
  ['K', 'cardK', 'Papaz', 'King'],
  ['Q', 'cardQ', 'Kız', 'Queen'],
  ['J', 'cardJ', 'Vale', 'Jack'],
  ['T', 'card10', 'On', 'Ten'],
] as const;

const THEMED_IDS = ['W', 'S', 'A', 'B', 'C', 'D'] as const;

function symbolsOf(theme: LinesTheme): SymbolTheme[] {
  const themed = theme.symbols.map(([art, nameTr, nameEn, colour], index) => ({
    id: THEMED_IDS[index]!,
    nameTr,
    nameEn,
    art,
    colour,
  }));
  const low = LOW_SYMBOLS.map(([id, art, nameTr, nameEn], index) => ({
    id,
    nameTr,
    nameEn,
    art,
    colour: theme.lowColours[index % 2]!,
  }));
  return [...themed, ...low];
}

/** Thousands grouped by hand (10.000 / 10,000): the same text with or without full ICU data. */
const grouped = (value: number, separator: string): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
const groupedTr = (value: number): string => grouped(value, '.');
const groupedEn = (value: number): string => grouped(value, ',');

/** Short rules from the data itself, so the text can never disagree with the mathematics. */
function rules(theme: LinesTheme, data: LinesData): { rulesTr: string; rulesEn: string } {
  const [wild, scatter] = theme.symbols;
  const awards = data.freeSpins.awards.join('/');
  const multiplier = data.freeSpins.multiplier;
  const maxWin = data.maxWinUnits / PAY_UNIT;
  const lines = data.lines.length;
  const multiplierTr = multiplier > 1 ? `, kazançlar ×${multiplier}` : '';
  const multiplierEn = multiplier > 1 ? `, wins ×${multiplier}` : '';
  return {
    rulesTr:
      `5 makara, 3 sıra, ${lines} sabit çizgi: en soldaki makaradan başlayan 3, 4 ya da 5 aynı sembol kazanır. ` +
      `${wild[1]} joker: scatter dışında her sembolün yerine geçer. 3/4/5 ${scatter[1]} her yerde öder ve ` +
      `${awards} bedava dönüş verir (yeniden tetiklenebilir${multiplierTr}). En yüksek kazanç bahsin ${groupedTr(maxWin)} katı.`,
    rulesEn:
      `5 reels, 3 rows, ${lines} fixed lines: 3, 4 or 5 of a kind from the leftmost reel win. ` +
      `The ${wild[2]} is wild for every symbol but the scatter. 3/4/5 ${scatter[2]} pay anywhere and award ` +
      `${awards} free spins (retriggers possible${multiplierEn}). Maximum win ${groupedEn(maxWin)}× the stake.`,
  };
}

function variantOf(theme: LinesTheme): Variant<LinesData> {
  const shipped = LINES_VARIANT_DATA[theme.code];
  if (!shipped) throw new Error(`no data for 5x3 variant ${theme.code}`);
  return {
    code: theme.code,
    engine: 'lines-5x3',
    nameTr: theme.nameTr,
    nameEn: theme.nameEn,
    ...rules(theme, shipped.data),
    listing: { ...theme.listing, volatility: shipped.volatility },
    theme: { background: theme.background, accent: theme.accent, text: theme.text, symbols: symbolsOf(theme) },
    data: shipped.data,
  };
}

export const LINES_VARIANTS: ReadonlyArray<Variant<LinesData>> = LINES_THEMES.map(variantOf);

/**
 * The enumeration figures of a variant: the pinned ones when it carries its shipped data unchanged,
 * else enumerated now (a test's modified copy, for instance).
 */
export function enumeratedStatistics(variant: Variant<LinesData>): EnumeratedStatistics {
  const shipped = LINES_VARIANT_DATA[variant.code];
  return shipped && shipped.data === variant.data ? shipped.statistics : cachedRoundStatistics(variant.data);
}
