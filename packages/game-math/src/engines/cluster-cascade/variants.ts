import type { MotifId } from '../../art/motifs.js';
import type { SymbolTheme, Variant, VariantListing } from '../../types.js';
import type { ClusterCascadeData } from './data.js';
import { PAYTABLES } from './paytables.js';

/**
 * The themed cluster-cascade games. Each has its own grid, weight table, bands, multipliers and
 * cap here, and its own paytable in paytables.ts (tuned by short simulations to an RTP near
 * 95,5 %, then measured over 10^8 spins: simulated-rtp.json). The volatility label follows the
 * simulated volatility index (report.ts volatilityLabel; report.test.ts checks it).
 */

export type CascadeVariant = Variant<ClusterCascadeData>;

/** [id, weight, Turkish name, English name, picture, colour] */
type SymbolSpec = [string, number, string, string, MotifId, string];

interface VariantSpec {
  code: string;
  nameTr: string;
  nameEn: string;
  columns: number;
  rows: number;
  bands: number[];
  cascadeMultipliers: number[];
  maxWinUnits: number;
  /** The wild's id, when the game has one (its SymbolSpec comes last in `symbols`). */
  wild?: string;
  listing: VariantListing;
  background: string;
  accent: string;
  text: string;
  symbols: SymbolSpec[];
}

const BANDS_LARGE = [5, 6, 7, 8, 9, 11, 13, 15];
const BANDS_SMALL = [5, 6, 7, 8, 10, 12];

const SPECS: VariantSpec[] = [
  {
    code: 'c-lokum-kumesi',
    nameTr: 'Lokum Kümesi',
    nameEn: 'Turkish Delight Cluster',
    columns: 6,
    rows: 5,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1],
    maxWinUnits: 200_000,
    listing: { studio: 'bnw-anadolu', categoryId: 7, volatility: 'low', isPopular: true },
    background: '#fff1f5',
    accent: '#d6336c',
    text: '#4a1024',
    symbols: [
      ['gul', 24, 'Gül lokumu', 'Rose delight', 'rose', '#e64980'],
      ['limon', 24, 'Limon lokumu', 'Lemon delight', 'lemon', '#fab005'],
      ['nane', 22, 'Nane lokumu', 'Mint delight', 'leaf', '#37b24d'],
      ['nar', 18, 'Nar lokumu', 'Pomegranate delight', 'apple', '#c92a2a'],
      ['fistik', 14, 'Fıstıklı lokum', 'Pistachio delight', 'nut', '#74b816'],
      ['findik', 10, 'Fındıklı lokum', 'Hazelnut delight', 'nut', '#a0522d'],
      ['kutu', 6, 'Lokum kutusu', 'Delight box', 'gift', '#ae3ec9'],
    ],
  },
  {
    code: 'c-kapadokya-balonlari',
    nameTr: 'Kapadokya Balonları',
    nameEn: 'Cappadocia Balloons',
    columns: 6,
    rows: 5,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1, 2, 3, 4, 5],
    maxWinUnits: 500_000,
    listing: { studio: 'bnw-kapadokya', categoryId: 8, volatility: 'medium', isPopular: true, quickAccess: true },
    background: '#fff4e6',
    accent: '#e8590c',
    text: '#4a2306',
    symbols: [
      ['kirmizi', 22, 'Kırmızı balon', 'Red balloon', 'balloon', '#e03131'],
      ['mavi', 22, 'Mavi balon', 'Blue balloon', 'balloon', '#1c7ed6'],
      ['sari', 20, 'Sarı balon', 'Yellow balloon', 'balloon', '#f59f00'],
      ['yesil', 18, 'Yeşil balon', 'Green balloon', 'balloon', '#2f9e44'],
      ['peri', 12, 'Peri bacası', 'Fairy chimney', 'fairyChimney', '#c2855a'],
      ['gunes', 8, 'Gün doğumu', 'Sunrise', 'sunrise', '#fd7e14'],
      ['sepet', 5, 'Balon sepeti', 'Balloon basket', 'basket', '#8d5524'],
    ],
  },
  {
    code: 'c-cini-atolyesi',
    nameTr: 'Çini Atölyesi',
    nameEn: 'Tile Workshop',
    columns: 6,
    rows: 5,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1],
    maxWinUnits: 300_000,
    wild: 'firca',
    listing: { studio: 'bnw-anadolu', categoryId: 10, volatility: 'low' },
    background: '#e7f5ff',
    accent: '#1864ab',
    text: '#0b2545',
    symbols: [
      ['lale', 24, 'Lale motifi', 'Tulip motif', 'tulip', '#e8590c'],
      ['karanfil', 22, 'Karanfil motifi', 'Carnation motif', 'flower', '#c2255c'],
      ['rumi', 20, 'Rumi kıvrımı', 'Rumi scroll', 'wave', '#1971c2'],
      ['hatai', 17, 'Hatai çiçeği', 'Hatai flower', 'blossom', '#0c8599'],
      ['yildiz', 12, 'Sekiz köşe yıldız', 'Eight-point star', 'star', '#364fc7'],
      ['kase', 8, 'Çini kâse', 'Tile bowl', 'amphora', '#1098ad'],
      ['firca', 3, 'Usta fırçası (joker)', "Master's brush (wild)", 'brush', '#f08c00'],
    ],
  },
  {
    code: 'c-karadeniz-yaylasi',
    nameTr: 'Karadeniz Yaylası',
    nameEn: 'Black Sea Highlands',
    columns: 6,
    rows: 6,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1, 2, 3],
    maxWinUnits: 400_000,
    listing: { studio: 'bnw-anadolu', categoryId: 11, volatility: 'low', isNew: true },
    background: '#ebfbee',
    accent: '#2b8a3e',
    text: '#0f2e16',
    symbols: [
      ['cay', 22, 'Çay yaprağı', 'Tea leaf', 'leaf', '#40c057'],
      ['hamsi', 21, 'Hamsi', 'Anchovy', 'fish', '#4dabf7'],
      ['misir', 19, 'Mısır', 'Corn', 'wheat', '#fcc419'],
      ['findik', 17, 'Fındık', 'Hazelnut', 'nut', '#a0522d'],
      ['kemence', 11, 'Kemençe', 'Kemenche', 'fiddle', '#862e9c'],
      ['bulut', 8, 'Yayla bulutu', 'Highland cloud', 'cloud', '#868e96'],
      ['ev', 4, 'Ahşap yayla evi', 'Wooden chalet', 'house', '#7f4f24'],
    ],
  },
  {
    code: 'c-ege-zeytinligi',
    nameTr: 'Ege Zeytinliği',
    nameEn: 'Aegean Olive Grove',
    columns: 5,
    rows: 5,
    bands: BANDS_SMALL,
    cascadeMultipliers: [1, 2],
    maxWinUnits: 200_000,
    listing: { studio: 'bnw-ege', categoryId: 11, volatility: 'low', quickAccess: true },
    background: '#f4fce3',
    accent: '#5c940d',
    text: '#233b06',
    symbols: [
      ['zeytin', 26, 'Yeşil zeytin', 'Green olive', 'olive', '#66a80f'],
      ['siyah', 24, 'Siyah zeytin', 'Black olive', 'olive', '#343a40'],
      ['yaprak', 21, 'Zeytin dalı', 'Olive branch', 'leaf', '#82c91e'],
      ['incir', 15, 'Ege inciri', 'Aegean fig', 'grapes', '#7048e8'],
      ['yag', 9, 'Zeytinyağı', 'Olive oil', 'jar', '#fab005'],
      ['degirmen', 5, 'Taş değirmen', 'Stone mill', 'gear', '#868e96'],
    ],
  },
  {
    code: 'c-efes-hazineleri',
    nameTr: 'Efes Hazineleri',
    nameEn: 'Treasures of Ephesus',
    columns: 6,
    rows: 5,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1, 2, 4, 8, 16],
    maxWinUnits: 1_000_000,
    listing: { studio: 'bnw-ege', categoryId: 10, volatility: 'high' },
    background: '#f8f0e3',
    accent: '#b08620',
    text: '#3d2b05',
    symbols: [
      ['sikke', 23, 'Gümüş sikke', 'Silver coin', 'coin', '#adb5bd'],
      ['amfora', 22, 'Amfora', 'Amphora', 'amphora', '#d9480f'],
      ['parsomen', 20, 'Parşömen', 'Parchment', 'scroll', '#e9c46a'],
      ['sutun', 17, 'Sütun', 'Column', 'temple', '#ced4da'],
      ['mask', 11, 'Tiyatro maskesi', 'Theatre mask', 'mask', '#c92a2a'],
      ['kitaplik', 7, 'Celsus Kitaplığı', 'Library of Celsus', 'scroll', '#8f5b2e'],
      ['altin', 4, 'Altın hazine', 'Golden hoard', 'moneyBag', '#fcc419'],
    ],
  },
  {
    code: 'c-pamukkale-havuzlari',
    nameTr: 'Pamukkale Havuzları',
    nameEn: 'Pamukkale Pools',
    columns: 6,
    rows: 5,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1, 2, 3],
    maxWinUnits: 300_000,
    wild: 'kaynak',
    listing: { studio: 'bnw-ege', categoryId: 11, volatility: 'low', isNew: true },
    background: '#e3fafc',
    accent: '#0b7285',
    text: '#06323a',
    symbols: [
      ['damla', 24, 'Su damlası', 'Water drop', 'drop', '#3bc9db'],
      ['kabuk', 22, 'Deniz kabuğu', 'Shell', 'shell', '#ffc9c9'],
      ['traverten', 20, 'Traverten', 'Travertine', 'heart', '#e9ecef'],
      ['kelebek', 16, 'Kelebek', 'Butterfly', 'butterfly', '#4c6ef5'],
      ['hierapolis', 10, 'Hierapolis', 'Hierapolis', 'temple', '#e8c07d'],
      ['kugu', 6, 'Kuğu', 'Swan', 'bird', '#f8f9fa'],
      ['kaynak', 3, 'Sıcak kaynak (joker)', 'Hot spring (wild)', 'steam', '#ff6b6b'],
    ],
  },
  {
    code: 'c-bogaz-isiklari',
    nameTr: 'Boğaz Işıkları',
    nameEn: 'Bosphorus Lights',
    columns: 6,
    rows: 5,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1, 2, 3, 5],
    maxWinUnits: 500_000,
    listing: { studio: 'bnw-bosphorus', categoryId: 1, volatility: 'medium', isNew: true, isPopular: true },
    background: '#10162f',
    accent: '#ffd43b',
    text: '#f1f3f5',
    symbols: [
      ['simit', 23, 'Simit', 'Simit', 'simit', '#e0a96d'],
      ['marti', 22, 'Martı', 'Seagull', 'bird', '#dee2e6'],
      ['vapur', 19, 'Vapur', 'Ferry', 'ferry', '#4dabf7'],
      ['fener', 17, 'Deniz feneri', 'Lighthouse', 'tower', '#ff6b6b'],
      ['kopru', 11, 'Boğaz köprüsü', 'Bosphorus bridge', 'bridge', '#845ef7'],
      ['ay', 7, 'Dolunay', 'Full moon', 'fullMoon', '#ffe066'],
      ['yali', 4, 'Yalı', 'Waterside mansion', 'house', '#f783ac'],
    ],
  },
  {
    code: 'c-galata-gecesi',
    nameTr: 'Galata Gecesi',
    nameEn: 'Galata Night',
    columns: 6,
    rows: 6,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1, 2, 4, 6, 10],
    maxWinUnits: 800_000,
    wild: 'kule',
    listing: { studio: 'bnw-bosphorus', categoryId: 8, volatility: 'medium' },
    background: '#1b1030',
    accent: '#f76707',
    text: '#fff4e6',
    symbols: [
      ['fener', 23, 'Sokak feneri', 'Street lamp', 'lantern', '#ff922b'],
      ['kedi', 22, 'Galata kedisi', 'Galata cat', 'cat', '#ced4da'],
      ['plak', 19, 'Taş plak', 'Shellac record', 'disc', '#748ffc'],
      ['tramvay', 16, 'Nostaljik tramvay', 'Heritage tram', 'ferry', '#e03131'],
      ['yildiz', 11, 'Kayan yıldız', 'Shooting star', 'star', '#ffd43b'],
      ['hezarfen', 6, 'Hezarfen kanatları', "Hezarfen's wings", 'feather', '#e599f7'],
      ['kule', 2, 'Galata Kulesi (joker)', 'Galata Tower (wild)', 'tower', '#f76707'],
    ],
  },
  {
    code: 'c-cay-bahcesi',
    nameTr: 'Çay Bahçesi',
    nameEn: 'Tea Garden',
    columns: 5,
    rows: 5,
    bands: BANDS_SMALL,
    cascadeMultipliers: [1],
    maxWinUnits: 150_000,
    listing: { studio: 'bnw-bosphorus', categoryId: 6, volatility: 'low', quickAccess: true },
    background: '#fff9db',
    accent: '#c92a2a',
    text: '#3b0d0d',
    symbols: [
      ['bardak', 27, 'İnce belli bardak', 'Tulip glass', 'teaGlass', '#e8590c'],
      ['seker', 25, 'Kesme şeker', 'Sugar cube', 'cube', '#f1f3f5'],
      ['tavla', 21, 'Tavla', 'Backgammon', 'dice', '#a0522d'],
      ['gazete', 14, 'Gazete', 'Newspaper', 'scroll', '#868e96'],
      ['semaver', 9, 'Semaver', 'Samovar', 'teapot', '#fab005'],
      ['cinar', 4, 'Ulu çınar', 'Old plane tree', 'tree', '#2b8a3e'],
    ],
  },
  {
    code: 'c-nemrut-zirvesi',
    nameTr: 'Nemrut Zirvesi',
    nameEn: 'Summit of Nemrut',
    columns: 6,
    rows: 5,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1, 3, 5, 10],
    maxWinUnits: 1_000_000,
    wild: 'kartal',
    listing: { studio: 'bnw-kapadokya', categoryId: 9, volatility: 'medium' },
    background: '#2b1a12',
    accent: '#ff922b',
    text: '#fff0e0',
    symbols: [
      ['tas', 24, 'Kireç taşı', 'Limestone', 'stone', '#ced4da'],
      ['gunes', 21, 'Gün batımı', 'Sunset', 'sunrise', '#ff8787'],
      ['aslan', 19, 'Aslan horoskopu', 'Lion horoscope', 'lion', '#fab005'],
      ['tac', 16, 'Kral tacı', "King's crown", 'crown', '#ffd43b'],
      ['heykel', 10, 'Dev baş heykel', 'Colossal head', 'statueHead', '#a9744f'],
      ['antiokhos', 5, 'Antiokhos', 'Antiochus', 'amphora', '#e8590c'],
      ['kartal', 3, 'Kartal (joker)', 'Eagle (wild)', 'eagle', '#fd7e14'],
    ],
  },
  {
    code: 'c-truva-kusatmasi',
    nameTr: 'Truva Kuşatması',
    nameEn: 'Siege of Troy',
    columns: 6,
    rows: 5,
    bands: BANDS_LARGE,
    cascadeMultipliers: [1, 2, 3, 4, 6, 8],
    maxWinUnits: 600_000,
    listing: { studio: 'bnw-kapadokya', categoryId: 9, volatility: 'medium' },
    background: '#2e1f0f',
    accent: '#d4a017',
    text: '#fdf3dc',
    symbols: [
      ['mizrak', 23, 'Mızrak', 'Spear', 'trident', '#adb5bd'],
      ['kalkan', 22, 'Kalkan', 'Shield', 'shield', '#c0a060'],
      ['mig', 19, 'Miğfer', 'Helmet', 'shield', '#e03131'],
      ['ok', 17, 'Yay ve ok', 'Bow and arrow', 'bow', '#8d6e63'],
      ['gemi', 11, 'Akha gemisi', 'Achaean ship', 'sailboat', '#339af0'],
      ['sur', 7, 'Truva surları', 'Walls of Troy', 'castle', '#b08968'],
      ['at', 4, 'Tahta at', 'Wooden horse', 'horse', '#d4a017'],
    ],
  },
];

function rulesTr(spec: VariantSpec): string {
  const parts = [
    `${spec.columns}x${spec.rows} ızgarada yatay ya da dikey bitişik en az ${spec.bands[0]} aynı sembol küme olarak kazanır;`,
    'kazanan semboller patlar, üsttekiler düşer, boşluklar yukarıdan dolar ve yeni küme kalmayana dek sürer.',
  ];
  if (spec.wild) parts.push('Joker her sembolün kümesine katılır.');
  if (spec.cascadeMultipliers.length > 1) {
    parts.push(`Her düşüşte çarpan büyür: ${spec.cascadeMultipliers.map((m) => `${m}x`).join(', ')}.`);
  }
  parts.push(`Azami kazanç bahsin ${spec.maxWinUnits / 100} katıdır.`);
  return parts.join(' ');
}

function rulesEn(spec: VariantSpec): string {
  const parts = [
    `On a ${spec.columns}x${spec.rows} grid, ${spec.bands[0]} or more equal symbols touching side by side win as a cluster;`,
    'winning symbols burst, those above fall, new ones drop in from the top, until no cluster is left.',
  ];
  if (spec.wild) parts.push('The wild joins clusters of every symbol.');
  if (spec.cascadeMultipliers.length > 1) {
    parts.push(`The multiplier grows with each drop: ${spec.cascadeMultipliers.map((m) => `${m}x`).join(', ')}.`);
  }
  parts.push(`The maximum win is ${spec.maxWinUnits / 100} times the stake.`);
  return parts.join(' ');
}

function toVariant(spec: VariantSpec): CascadeVariant {
  const paytable = PAYTABLES[spec.code];
  if (!paytable) throw new Error(`${spec.code} has no paytable`);
  const themeSymbols: SymbolTheme[] = spec.symbols.map(([id, , nameTr, nameEn, art, colour]) => ({
    id,
    nameTr,
    nameEn,
    art,
    colour,
  }));
  const data: ClusterCascadeData = {
    columns: spec.columns,
    rows: spec.rows,
    symbols: spec.symbols.map(([id, weight]) =>
      id === spec.wild ? { id, weight } : { id, weight, pays: paytable[id] ?? [] },
    ),
    ...(spec.wild ? { wild: spec.wild } : {}),
    bands: spec.bands,
    cascadeMultipliers: spec.cascadeMultipliers,
    maxWinUnits: spec.maxWinUnits,
  };
  return {
    code: spec.code,
    engine: 'cluster-cascade',
    nameTr: spec.nameTr,
    nameEn: spec.nameEn,
    rulesTr: rulesTr(spec),
    rulesEn: rulesEn(spec),
    listing: spec.listing,
    theme: { background: spec.background, accent: spec.accent, text: spec.text, symbols: themeSymbols },
    data,
  };
}

export const variants: CascadeVariant[] = SPECS.map(toVariant);
