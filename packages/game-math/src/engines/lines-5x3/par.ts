import { PAY_UNIT, type Variant } from '../../types.js';
import { compileLines } from './compile.js';
import { cachedRoundStatistics, rtpParts, solveFeature, type EnumeratedStatistics } from './rtp.js';
import type { LinesData } from './types.js';

/**
 * The engine-specific part of a 5x3 variant's PAR sheet, in markdown: strips, paytable, lines,
 * scatter and free-spin rules, and the free-spin feature's expected value worked out with the
 * variant's own numbers (formulas in rtp.ts).
 */
const stakes = (units: number): string => `${(units / PAY_UNIT).toFixed(2)}×`;
const decimal = (value: number, digits = 9): string => value.toFixed(digits);

export function linesParSections(
  variant: Variant<LinesData>,
  statistics: EnumeratedStatistics = cachedRoundStatistics(variant.data),
): string {
  const data = variant.data;
  const compiled = compileLines(data);
  const nameOf = (id: string): string => {
    const symbol = variant.theme.symbols.find((candidate) => candidate.id === id);
    return symbol ? symbol.nameTr : id;
  };
  return [
    reelSection('Ana oyun makaraları (base game reels)', data.baseReels),
    reelSection('Bedava dönüş makaraları (free-spin reels)', data.freeReels),
    paytableSection(data, nameOf),
    linesSection(data),
    featureSection(nameOf),
  ].join('\n\n');

  function featureSection(name: (id: string) => string): string {
    const parts = rtpParts(compiled);
    const feature = solveFeature(compiled);
    const awards = data.freeSpins.awards;
    const probabilityRow = (label: string, distribution: number[]): string =>
      `| ${label} | ${distribution.map((probability) => decimal(probability, 9)).join(' | ')} |`;
    return [
      '## Scatter ve bedava dönüşler (scatter and free spins)',
      '',
      `Scatter ${name(data.scatter)} her yerde sayılır (makara başına en çok bir tane görünür: scatterlar şeritte en az 3 durak arayla durur). ` +
        `3/4/5 scatter ${data.scatterPays.map(stakes).join(' / ')} bahis öder ve ${awards.join(' / ')} bedava dönüş verir; ` +
        `bedava dönüşlerde aynı kural yeniden tetikler. Bedava dönüşler kendi makaralarında oynanır, her kazanç ×${data.freeSpins.multiplier}.`,
      `Joker ${name(data.wild)} scatter dışındaki her sembolün yerine geçer; bir çizgi, baştaki jokerlerin kendi ödemesiyle ` +
        'jokerli sembol dizisinin ödemesinden büyük olanı öder (eşitlikte sembolünki). Turun toplamı (ana dönüş ve tüm bedava dönüşler) ' +
        `en çok ${stakes(data.maxWinUnits)} bahistir.`,
      '',
      '| Olasılık | 0 scatter | 1 | 2 | 3 | 4 | 5 |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      probabilityRow('Ana oyun P(K=k)', parts.baseScatters),
      probabilityRow('Bedava dönüş p_k', feature.freeScatters),
      '',
      '### Özelliğin beklenen değeri (feature expected value)',
      '',
      'n bedava dönüşün değeri V(n) = n·E_fs + n·Σ_k p_k·V(a_k) denklemini sağlar (a_k: k scatterın verdiği dönüş). ' +
        'V doğrusaldır, V(n) = n·v; v = E_fs + ρ·v, ρ = Σ_k p_k·a_k, yani v = E_fs / (1 − ρ) = E_fs·(1 + ρ + ρ² + …).',
      '',
      `- E_fs (bir bedava dönüşün beklenen kazancı, ×${data.freeSpins.multiplier} dahil): ${decimal(feature.freeSpinMean)} bahis`,
      `- ρ (bir bedava dönüşün ortalama yeniden tetiklediği dönüş): ${decimal(feature.retriggerRate)}`,
      `- v = E_fs / (1 − ρ): ${decimal(feature.valuePerSpin)} bahis`,
      ...awards.map(
        (spins, index) => `- V(${spins}) (${index + 3} scatter): ${decimal(spins * feature.valuePerSpin)} bahis`,
      ),
      `- Özelliğin RTP katkısı Σ_k P(K=k)·V(a_k): ${decimal(parts.feature)}`,
      '',
      '### İkinci moment ve tavan (second moment and cap)',
      '',
      'Bir bedava dönüş ve tetiklediği dönüşler bir ağaç oluşturur: T = Y + T_1 + … + T_R, ' +
        'E[T] = E[Y]/(1 − ρ), E[T²] = (E[Y²] + 2·E[Y·R]·E[T] + E[R(R−1)]·E[T]²)/(1 − ρ). ' +
        'Tur X = B + F: E[X²] = E[B²] + 2·Σ_k E[B·1{K=k}]·V(a_k) + Σ_k P(K=k)·(a_k·E[T²] + a_k(a_k−1)·E[T]²). ' +
        '(B, K) ve (Y, R) dağılımları tüm durak kombinasyonlarının sayımından gelir.',
      '',
      `- E[T] = ${decimal(statistics.treeMean)}, E[T²] = ${decimal(statistics.treeSecondMoment)}`,
      `- E[X²] = ${decimal(statistics.secondMoment)}, volatilite endeksi √(E[X²] − RTP²) = ${decimal(statistics.volatilityIndex, 4)}`,
      `- Tavanın RTP etkisi E[(X − c)⁺] ≤ min_θ E[e^{θX}]·e^{−θc}/(e·θ) = ${statistics.capEffectBound.toExponential(2)} ` +
        '(yayımlanan RTP tavansız kesin değerdir; fark son basamağın çok altındadır)',
    ].join('\n');
  }
}

function reelSection(title: string, reels: readonly string[]): string {
  return [
    `## ${title}`,
    '',
    '| Makara | Durak | Şerit |',
    '| --- | --- | --- |',
    ...reels.map((strip, reel) => `| ${reel + 1} | ${strip.length} | \`${strip}\` |`),
  ].join('\n');
}

function paytableSection(data: LinesData, nameOf: (id: string) => string): string {
  return [
    '## Ödeme tablosu (paytable, × toplam bahis; birim = bahsin yüzde biri)',
    '',
    '| Sembol | 3 | 4 | 5 |',
    '| --- | --- | --- | --- |',
    ...Object.entries(data.linePays).map(
      ([id, triple]) =>
        `| ${nameOf(id)} (\`${id}\`) | ${triple.map((units) => `${stakes(units)} (${units})`).join(' | ')} |`,
    ),
    `| Scatter ${nameOf(data.scatter)} (\`${data.scatter}\`), her yerde | ${data.scatterPays
      .map((units) => `${stakes(units)} (${units})`)
      .join(' | ')} |`,
  ].join('\n');
}

function linesSection(data: LinesData): string {
  return [
    `## Çizgiler (${data.lines.length} sabit çizgi, soldan sağa; satır 0 üst, 2 alt)`,
    '',
    '| Çizgi | Satırlar |',
    '| --- | --- |',
    ...data.lines.map((rows, index) => `| ${index + 1} | ${rows.join(' ')} |`),
  ].join('\n');
}
