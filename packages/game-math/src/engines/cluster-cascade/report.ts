import { PAY_UNIT, type RtpReport } from '../../types.js';
import type { ClusterCascadeData } from './data.js';
import { bandLabels, dataFingerprint, type SimulatedRtp } from './simulation.js';
import simulatedRtp from './simulated-rtp.json';
import type { CascadeVariant } from './variants.js';

/**
 * The cluster-cascade RTP reports come from the committed simulation (scripts/simulate-cascade.ts,
 * 10^8 spins per variant), not from a computation at run time: cascades make exact enumeration
 * impractical, and a 10^8-spin run takes minutes.
 */
// JSON types its pairs as arrays; the tests check every entry's shape and figures.
const SIMULATED = simulatedRtp as unknown as Record<string, SimulatedRtp>;

/** The committed simulation of a variant, refused when it is missing or was run on other data. */
export function simulationOf(variant: CascadeVariant): SimulatedRtp {
  const entry = SIMULATED[variant.code];
  if (!entry) throw new Error(`${variant.code} has no simulated RTP: run scripts/simulate-cascade.ts`);
  if (entry.dataFingerprint !== dataFingerprint(variant.data)) {
    throw new Error(`${variant.code}: its data changed since the simulation: run scripts/simulate-cascade.ts`);
  }
  return entry;
}

export function cascadeRtpReport(variant: CascadeVariant): RtpReport {
  const entry = simulationOf(variant);
  const symbolName = (id: string) => variant.theme.symbols.find((symbol) => symbol.id === id)?.nameTr ?? id;
  return {
    variant: variant.code,
    method: 'simulation',
    rtp: entry.rtp,
    spins: entry.spins,
    confidence99: entry.ci99,
    hitFrequency: entry.hitFrequency,
    volatilityIndex: entry.volatilityIndex,
    // A partition of the RTP (each symbol's clusters, then the cap's cut), so the parts add up to
    // it; the cluster-size bands and the cascade share are other cuts of the same sum and stand in
    // the PAR section's simulation table.
    contributions: [
      ...Object.entries(entry.contributions.bySymbol).map(([id, rtp]) => ({ label: `Sembol: ${symbolName(id)}`, rtp })),
      { label: 'Azami kazanç sınırı', rtp: entry.contributions.cap },
    ],
    maxWinUnits: variant.data.maxWinUnits,
  };
}

/**
 * The lobby's volatility label from the simulated volatility index (sd of a round's win in
 * stakes). Cluster pays with cascades spread wins over many small clusters (our variants measure
 * 1.5 to 3.6), so the thresholds sit lower than a lines game's: below 2.3 low, below 3.2 medium,
 * 3.2 and above high.
 */
export function volatilityLabel(volatilityIndex: number): 'low' | 'medium' | 'high' {
  if (volatilityIndex < 2.3) return 'low';
  return volatilityIndex < 3.2 ? 'medium' : 'high';
}

/** Turkish number style: a decimal comma, the per cent sign in front (%95,743). */
const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');
const percent = (fraction: number, digits = 3) => `%${decimal(fraction * 100, digits)}`;

/** The PAR sheet's engine sections: grid and weights, paytable, cascade rules, the simulation. */
export function cascadeParSections(variant: CascadeVariant): string {
  const data = variant.data;
  return [gridSection(variant), paytableSection(variant), rulesSection(data), simulationSection(variant)].join('\n\n');
}

function gridSection(variant: CascadeVariant): string {
  const data = variant.data;
  const total = data.symbols.reduce((sum, symbol) => sum + symbol.weight, 0);
  const rows = data.symbols.map((symbol) => {
    const theme = variant.theme.symbols.find((candidate) => candidate.id === symbol.id);
    const role = symbol.id === data.wild ? ' (joker)' : '';
    return `| ${theme?.nameTr ?? symbol.id}${role} | \`${symbol.id}\` | ${symbol.weight} | ${percent(symbol.weight / total)} |`;
  });
  return [
    '## Izgara ve sembol ağırlıkları',
    '',
    `Izgara ${data.columns} sütun x ${data.rows} satır (${data.columns * data.rows} hücre). Her hücre, ` +
      `ağırlık tablosundan bağımsız çekilir: \`random.nextInt(${total})\`, değer sembollerin ağırlık aralıklarına eşlenir ` +
      '(tablo sırasıyla). Çekiliş sırası: sütunlar soldan sağa, her sütunda üst satırdan aşağı.',
    '',
    '| Sembol | Kimlik | Ağırlık | Olasılık |',
    '|---|---|---:|---:|',
    ...rows,
    `| Toplam | | ${total} | %100 |`,
  ].join('\n');
}

function paytableSection(variant: CascadeVariant): string {
  const data = variant.data;
  const labels = bandLabels(data);
  const header = `| Sembol | ${labels.map((label) => `${label} hücre`).join(' | ')} |`;
  const rows = data.symbols
    .filter((symbol) => symbol.pays)
    .map((symbol) => {
      const theme = variant.theme.symbols.find((candidate) => candidate.id === symbol.id);
      const pays = symbol.pays!.map((units) => `${decimal(units / PAY_UNIT, 2)}x`);
      return `| ${theme?.nameTr ?? symbol.id} | ${pays.join(' | ')} |`;
    });
  return [
    '## Küme ödeme tablosu',
    '',
    'Ödemeler toplam bahsin katıdır (veride bahsin 1/100 birimiyle tam sayı). Bir küme, sınırı kendi ' +
      'boyunu geçmeyen en büyük bandın ödemesini alır.',
    '',
    header,
    `|---|${labels.map(() => '---:').join('|')}|`,
    ...rows,
  ].join('\n');
}

function rulesSection(data: ClusterCascadeData): string {
  const multipliers = data.cascadeMultipliers;
  const multiplierText =
    multipliers.length === 1 && multipliers[0] === 1
      ? 'Çarpan yok: her adımın kazancı tablodaki gibidir.'
      : `Adım çarpanları: ${multipliers.map((m, step) => `${step + 1}. adım ${m}x`).join(', ')}; sonraki adımlar ${multipliers[multipliers.length - 1]}x.`;
  return [
    '## Kaskad kuralları',
    '',
    `1. En az ${data.bands[0]} aynı sembol yatay ya da dikey bitişikse küme olur ve öder.` +
      (data.wild
        ? ` Joker (\`${data.wild}\`) her sembolün kümesine katılır; bir joker birden çok kümede sayılabilir; yalnız jokerden oluşan küme ödemez.`
        : ''),
    '2. Adımın bütün kümeleri ödenir, hücreleri kaldırılır; üstteki semboller sütununda aşağı düşer; boşalan üst hücrelere ' +
      'yeni semboller çekilir (sütunlar soldan sağa, her sütunda üstten aşağı).',
    '3. Yeni ızgarada küme kalmayana dek 1. ve 2. adımlar tekrarlanır.',
    `4. ${multiplierText}`,
    `5. Turun toplam kazancı bahsin ${data.maxWinUnits / PAY_UNIT} katıyla sınırlıdır (azami kazanç).`,
  ].join('\n');
}

function simulationSection(variant: CascadeVariant): string {
  const entry = simulationOf(variant);
  return [
    '## RTP simülasyonu',
    '',
    'Kaskadlar tam sayımı pratik olmaktan çıkardığı için RTP benzetimle ölçülür (`scripts/simulate-cascade.ts`): ' +
      `${entry.spins.toLocaleString('tr-TR')} tur, ${entry.workers} iş parçacığı, her biri kendi tohumlu kaynağıyla ` +
      `(xoshiro128**, tohumlar ${entry.seed}…${entry.seed + entry.workers - 1}), tarih ${entry.date.slice(0, 10)}.`,
    '',
    `- RTP: ${percent(entry.rtp)}; %99 güven aralığı ${percent(entry.ci99[0])} – ${percent(entry.ci99[1])} (ortalama ± 2,576·sd/√n)`,
    `- İsabet sıklığı: ${percent(entry.hitFrequency, 2)}`,
    `- Oynaklık endeksi (tur kazancının standart sapması, bahis cinsinden): ${decimal(entry.volatilityIndex, 2)}`,
    `- Kaskad katkısı (ilk düşüşten sonraki kazançlar): ${percent(entry.contributions.cascade)}`,
    `- Azami kazanç sınırının katkısı: ${percent(entry.contributions.cap, 4)} (${entry.cappedRounds} tur sınıra takıldı)`,
    `- Gözlenen en büyük kazanç: ${decimal(entry.maxObservedUnits / PAY_UNIT, 2)}x; sınır ${entry.maxWinUnits / PAY_UNIT}x`,
    `- Veri parmak izi: \`${entry.dataFingerprint}\``,
    '',
    '| Küme boyu | RTP katkısı |',
    '|---|---:|',
    ...Object.entries(entry.contributions.byBand).map(([band, rtp]) => `| ${band} | ${percent(rtp)} |`),
    `| Kaskad adımları (ilk düşüşten sonra, yukarıdakilerin içinde) | ${percent(entry.contributions.cascade)} |`,
  ].join('\n');
}
