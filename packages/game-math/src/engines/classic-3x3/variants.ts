import type { ClassicDesign } from './designs.js';
import type { Classic3x3Data, Classic3x3Variant, TunedReels } from './types.js';

/** A line bet is a fifth of the total stake: one line bet is 20 hundredths of the stake. */
export const UNITS_PER_LINE_BET = 20;

function rules(design: ClassicDesign): { rulesTr: string; rulesEn: string } {
  const wild = design.symbols[0];
  const mixedTr = design.mixed.map((group) => group.nameTr.toLocaleLowerCase('tr')).join(' ve ');
  const lastMixed = design.mixed.at(-1)?.nameTr ?? '';
  const mixedEn = design.mixed.map((group) => group.nameEn.toLowerCase()).join(' and ');
  return {
    rulesTr:
      `Üç makara, üç sıra, beş sabit çizgi (üç sıra ve iki çapraz); bahis tüm çizgilere yayılır. ` +
      `${wild.nameTr} joker olup her sembolün yerine geçer ve üçlüsü kendisi de öder; ${mixedTr} ${alsoSuffix(lastMixed)} öder. ` +
      'Her çizgide yalnızca en yüksek kazanç ödenir; kazançlar toplam bahsin katı olarak yazılıdır.',
    rulesEn:
      `Three reels, three rows, five fixed lines (three rows and two diagonals); the stake covers every line. ` +
      `The ${wild.nameEn} is wild, stands in for every symbol and pays three of its own; ${mixedEn} ${design.mixed.length > 1 ? 'pay' : 'pays'} too. ` +
      'Each line pays only its highest win; pays are written in times the total stake.',
  };
}

/** Turkish "too" (de/da) follows the last vowel of the word before it: back vowels take "da". */
export function alsoSuffix(word: string): 'da' | 'de' {
  const vowels = word.toLocaleLowerCase('tr').match(/[aıoueiöü]/g) ?? ['e'];
  return 'aıou'.includes(vowels.at(-1)!) ? 'da' : 'de';
}

/** The engine's data of a design with its tuned strips: pays turned into PAY_UNIT of the stake. */
export function classicData(design: ClassicDesign, reels: TunedReels['reels']): Classic3x3Data {
  const threeOfAKind: Record<string, number> = {};
  design.symbols.forEach((symbol, role) => {
    threeOfAKind[symbol.id] = design.pays[role]! * UNITS_PER_LINE_BET;
  });
  return {
    reels,
    wild: design.symbols[0].id,
    threeOfAKind,
    mixed: design.mixed.map((group) => ({
      id: group.id,
      nameTr: group.nameTr,
      nameEn: group.nameEn,
      symbols: group.roles.map((role) => design.symbols[role]!.id),
      units: group.pay * UNITS_PER_LINE_BET,
    })),
    maxWinUnits: design.maxWinTimesStake * 100,
  };
}

export function classicVariant(design: ClassicDesign, tuned: TunedReels): Classic3x3Variant {
  return {
    code: design.code,
    engine: 'classic-3x3',
    nameTr: design.nameTr,
    nameEn: design.nameEn,
    ...rules(design),
    listing: { ...design.listing, volatility: tuned.volatility },
    theme: { ...design.colours, symbols: [...design.symbols] },
    data: classicData(design, tuned.reels),
  };
}
