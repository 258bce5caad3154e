import { SITE_ID } from '@bnw/contract';
import { seedBonusOffers, seedTournamentPrizeOffers } from './bonus-offers.js';
import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  MassMessagesTable,
  PopupsTable,
  PromotionsTable,
  SlidersTable,
  TournamentsTable,
} from '../schema.js';

/**
 * The demo site's content, in Turkish as an operator would write it:
 * sliders of the home and inner pages (one already ended and one not yet started, to show the
 * date rule), six promotions with their terms, a pop-up, three tournaments (one active, one
 * upcoming, one concluded) and ten mass messages. Dates are relative to the first seeding; rows are
 * inserted by their `code`, so a restart adds nothing and keeps an operator's edits.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An instant `offsetMs` from now, as the tables keep time. */
function from(now: Date, offsetMs: number): string {
  return new Date(now.getTime() + offsetMs).toISOString();
}

type Art = Record<string, string | number>;

interface SliderSeed {
  code: string;
  type: string;
  place?: 'top' | 'bottom';
  title: string;
  text: string;
  link: string;
  linkText: string;
  art: Art;
  /** Days from now; the defaults run from a month ago to two months ahead. */
  startDays?: number;
  endDays?: number;
}

const SLIDERS: SliderSeed[] = [
  {
    code: 'home-hosgeldin-bonusu',
    type: 'home',
    title: "Hoş Geldin Bonusu: %100, ₺5.000'e kadar",
    text: 'İlk yatırımına %100 bonus; üyeliğinin ilk 7 gününde geçerli.',
    link: '/promotions',
    linkText: 'Detaylar',
    art: {
      palette: 'violet',
      motif: 'gift',
      kicker: 'Yeni üyelere özel',
      headline: '%100 Bonus',
      amountKurus: 500_000,
      amountSuffix: "'e kadar",
      line: 'İlk yatırımını ikiye katla',
      cta: 'Hemen katıl',
    },
  },
  {
    code: 'home-kis-slot-turnuvasi',
    type: 'home',
    title: 'Kış Slot Turnuvası: ₺250.000 ödül havuzu',
    text: 'Slotlarda bahis yap, puan topla, ilk 50 oyuncu arasına gir.',
    link: '/tournaments',
    linkText: 'Turnuvaya git',
    art: {
      palette: 'gold',
      motif: 'trophy',
      kicker: 'Kış Slot Turnuvası',
      headline: 'Ödül Havuzu',
      amountKurus: 25_000_000,
      line: 'En çok bahis yapan kazanır',
      cta: 'Sıralamayı gör',
    },
    startDays: -2,
    endDays: 5,
  },
  {
    code: 'home-cuma-bedava-donus',
    type: 'home',
    title: 'Her Cuma 100 Bedava Dönüş',
    text: 'Cuma günleri ₺500 ve üzeri yatırımına seçili slotlarda 100 bedava dönüş.',
    link: '/promotions',
    linkText: 'Detaylar',
    art: {
      palette: 'sapphire',
      motif: 'spins',
      kicker: 'Her cuma',
      headline: '100 Bedava Dönüş',
      line: 'Slot oyunlarında cuma keyfi',
      cta: 'Hemen oyna',
    },
  },
  {
    code: 'home-haftalik-kayip-bonusu',
    type: 'home',
    title: 'Haftalık %15 Kayıp Bonusu',
    text: "Haftanın slot kayıplarının %15'i, her pazartesi hesabında.",
    link: '/promotions',
    linkText: 'Detaylar',
    art: {
      palette: 'emerald',
      motif: 'coins',
      kicker: 'Her pazartesi',
      headline: '%15 Kayıp Bonusu',
      amountKurus: 1_000_000,
      amountSuffix: "'e kadar",
      cta: 'Kampanyayı gör',
    },
  },
  {
    code: 'home-yeni-oyun-kapadokya',
    type: 'home',
    title: 'Yeni oyun: Kapadokya Zarı',
    text: 'Peri bacalarının arasında zarlar dönüyor: %97 RTP, 97 kata kadar kazanç.',
    link: '/slot',
    linkText: 'Oyna',
    art: {
      palette: 'sunset',
      motif: 'dice',
      kicker: 'Yeni oyun',
      headline: 'Kapadokya Zarı',
      line: '%97 RTP, 97 kata kadar kazanç',
      cta: 'Hemen oyna',
    },
  },
  {
    // Already over: the date rule keeps it off the page.
    code: 'home-yaz-festivali',
    type: 'home',
    title: 'Yaz Festivali Çekilişi',
    text: 'Yaz boyunca her ₺100 yatırıma bir çekiliş bileti.',
    link: '/promotions',
    linkText: 'Detaylar',
    art: { palette: 'ruby', motif: 'gift', kicker: 'Yaz festivali', headline: 'Büyük Çekiliş', cta: 'Katıl' },
    startDays: -90,
    endDays: -1,
  },
  {
    // Not started yet: shown from its start.
    code: 'home-yilbasi-carpan-avi',
    type: 'home',
    title: 'Yılbaşı Çarpan Avı: ₺100.000 ödül',
    text: 'Tek turda en yüksek çarpanı yakalayan kazanır.',
    link: '/tournaments',
    linkText: 'Turnuvaya git',
    art: {
      palette: 'violet',
      motif: 'trophy',
      kicker: 'Yılbaşı turnuvası',
      headline: 'Çarpan Avı',
      amountKurus: 10_000_000,
      cta: 'Hatırlat',
    },
    startDays: 3,
    endDays: 10,
  },
  {
    code: 'slot-cuma-bedava-donus',
    type: 'slot',
    place: 'top',
    title: 'Slotlarda cuma keyfi: 100 bedava dönüş',
    text: 'Cuma günü ₺500 yatır, seçili slotlarda 100 dönüş bizden.',
    link: '/promotions',
    linkText: 'Detaylar',
    art: { palette: 'sapphire', motif: 'spins', kicker: 'Her cuma', headline: '100 Bedava Dönüş', cta: 'Detaylar' },
  },
  {
    code: 'slot-kis-turnuvasi',
    type: 'slot',
    place: 'bottom',
    title: 'Kış Slot Turnuvası sürüyor',
    text: 'Her slot bahsin seni sıralamada yukarı taşır.',
    link: '/tournaments',
    linkText: 'Sıralama',
    art: {
      palette: 'gold',
      motif: 'trophy',
      kicker: 'Kış Slot Turnuvası',
      headline: '₺250.000 Ödül',
      cta: 'Sıralamayı gör',
    },
    startDays: -2,
    endDays: 5,
  },
  {
    code: 'live-kayip-iadesi',
    type: 'live',
    place: 'top',
    title: 'Canlı casinoda %10 kayıp iadesi',
    text: "Günlük kayıplarının %10'u ertesi gün nakit olarak hesabında.",
    link: '/promotions',
    linkText: 'Detaylar',
    art: {
      palette: 'ruby',
      motif: 'cards',
      kicker: 'Canlı casino',
      headline: '%10 Kayıp İadesi',
      amountKurus: 250_000,
      amountSuffix: "'e kadar",
      cta: 'Detaylar',
    },
  },
  {
    code: 'tombala-cinko',
    type: 'tombala',
    place: 'top',
    title: 'Tombala: çinko heyecanı',
    text: 'Kartını al, 1. çinko, 2. çinko ve tombala ödüllerini kap.',
    link: '/tombala',
    linkText: 'Kart al',
    art: { palette: 'sunset', motif: 'tombala', kicker: 'Tombala', headline: 'Çinko Heyecanı', cta: 'Kart al' },
  },
  {
    code: 'bet-on-games-hizli-sonuc',
    type: 'bet-on-games',
    place: 'top',
    title: 'Sanal oyunlarda hızlı sonuç',
    text: 'Birkaç dakikada bir yeni çekiliş, kuponun anında sonuçlanır.',
    link: '/bet-on-games',
    linkText: 'Oyna',
    art: { palette: 'midnight', motif: 'dice', kicker: 'Sanal oyunlar', headline: 'Hızlı Sonuç', cta: 'Kupon yap' },
  },
  {
    code: 'tournaments-zirveye-oyna',
    type: 'tournaments',
    place: 'top',
    title: 'Zirveye oyna, ödülü kap',
    text: 'Turnuvalarda sıralamaya gir, nakit ve bonus ödüllerden payını al.',
    link: '/tournaments',
    linkText: 'Turnuvalar',
    art: { palette: 'gold', motif: 'trophy', kicker: 'Turnuvalar', headline: 'Zirveye Oyna', cta: 'Katıl' },
  },
  {
    code: 'promotions-hafta-sonu',
    type: 'promotions',
    place: 'top',
    title: 'Hafta sonu yatırımına %25 bonus',
    text: "Cumartesi ve pazar, ilk yatırımına ₺2.500'e kadar bonus.",
    link: '/promotions',
    linkText: 'Detaylar',
    art: {
      palette: 'midnight',
      motif: 'chips',
      kicker: 'Hafta sonu',
      headline: '%25 Bonus',
      amountKurus: 250_000,
      amountSuffix: "'e kadar",
      cta: 'Detaylar',
    },
  },
];

function sliderRows(now: Date): Array<Insertable<SlidersTable>> {
  return SLIDERS.map((slider, index) => ({
    code: slider.code,
    site_id: SITE_ID.sliders,
    site_type: 'all',
    slider_type: slider.type,
    slider_place: slider.place ?? 'top',
    title: slider.title,
    text: slider.text,
    link_url: slider.link,
    link_text: slider.linkText,
    art: JSON.stringify(slider.art),
    sort_order: index + 1,
    status: 'active',
    start_date: from(now, (slider.startDays ?? -30) * DAY_MS),
    end_date: from(now, (slider.endDays ?? 60) * DAY_MS),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }));
}

/** Terms shared by the bonus promotions: wagering, contributions, the stake limit, one bonus at a time. */
const BONUS_RULES = [
  'Çevrime slot oyunları %100, sanal oyunlar %10 oranında katkı sağlar; canlı casino oyunları çevrime katılmaz.',
  'Çevrim sürerken tek bir oyun turunda en fazla ₺50 bahis yapılabilir; daha yüksek bahisler çevrime sayılmaz.',
  'Aynı anda yalnızca bir aktif bonus kullanılabilir. Çevrim tamamlanmadan verilen çekim talebi, onayınla birlikte bonusu ve bonustan doğan kazançları iptal eder.',
  'Site yönetimi, kampanya koşullarını önceden duyurarak değiştirme ya da kampanyayı sona erdirme hakkını saklı tutar. Kötüye kullanım tespit edilen hesaplarda bonus iptal edilir.',
].join('\n\n');

interface PromotionSeed {
  code: string;
  title: string;
  text: string;
  badge: string;
  link: string;
  linkText: string;
  terms: string;
  art: Art;
  status?: 'active' | 'inactive';
}

const PROMOTIONS: PromotionSeed[] = [
  {
    code: 'hosgeldin-bonusu',
    title: 'Hoş Geldin Bonusu',
    text: "İlk yatırımına %100 bonus, ₺5.000'e kadar. En az ₺100 yatırımla, üyeliğinin ilk 7 gününde.",
    badge: 'Yeni Üyelere',
    link: '/payment-actions',
    linkText: 'Yatırım yap',
    terms: [
      'Hoş Geldin Bonusu, hesabını açtıktan sonraki 7 gün içinde yaptığın ilk yatırıma bir kez verilir.',
      "Bonus, yatırım tutarının %100'üdür ve en fazla ₺5.000 olabilir. Kampanyaya katılmak için en az ₺100 yatırman gerekir.",
      'Bonusu çekilebilir bakiyeye çevirmek için bonus tutarının 10 katı kadar çevrim yapılmalıdır. Çevrim 30 gün içinde tamamlanmazsa kalan bonus hesaptan silinir.',
      BONUS_RULES,
    ].join('\n\n'),
    art: {
      palette: 'violet',
      motif: 'gift',
      kicker: 'Yeni üyelere',
      headline: '%100 Bonus',
      amountKurus: 500_000,
      amountSuffix: "'e kadar",
    },
  },
  {
    code: 'deneme-bonusu',
    title: '₺50 Deneme Bonusu',
    text: 'Yatırım gerekmez: tek dokunuşla ₺50 bonus, slotlarda dene, 5 kat çevirince nakit senin.',
    badge: 'Yatırımsız',
    link: '/slot',
    linkText: 'Slotlara git',
    terms: [
      'Deneme Bonusu her üyeye bir kez verilir ve kampanya sayfasındaki "Bonusu Al" düğmesiyle hemen hesabına tanımlanır.',
      'Bonusu çekilebilir bakiyeye çevirmek için ₺250 (bonusun 5 katı) çevrim yapılmalıdır. Çevrim 7 gün içinde tamamlanmazsa kalan bonus hesaptan silinir.',
      BONUS_RULES,
    ].join('\n\n'),
    art: {
      palette: 'sunset',
      motif: 'gift',
      kicker: 'Yatırımsız',
      headline: 'Deneme Bonusu',
      amountKurus: 5_000,
    },
  },
  {
    code: 'haftalik-kayip-bonusu',
    title: 'Haftalık %15 Kayıp Bonusu',
    text: "Pazartesiden pazara slot kayıplarının %15'i, her pazartesi ₺10.000'e kadar bonus olarak hesabında.",
    badge: 'Her Pazartesi',
    link: '/slot',
    linkText: 'Slotlara git',
    terms: [
      "Kayıp bonusu, pazartesi 00.00 ile pazar 23.59 arasındaki slot oyunlarında oluşan net kaybın %15'idir ve en fazla ₺10.000 olabilir.",
      'Net kayıp; yatırımların toplamından çekimler ve hafta sonundaki bakiye düşülerek hesaplanır. Bonus, ₺100 ve üzerindeki net kayıplarda verilir.',
      'Bonus her pazartesi saat 12.00’ye kadar hesabına tanımlanır ve 5 kat çevrimle çekilebilir bakiyeye dönüşür. Çevrim süresi 7 gündür.',
      'Haftalık kayıp bonusu ile aynı hafta içinde Hoş Geldin Bonusu kullanılmışsa kayıp hesabına yalnızca bonus bittikten sonraki oyunlar katılır.',
      BONUS_RULES,
    ].join('\n\n'),
    art: {
      palette: 'emerald',
      motif: 'coins',
      kicker: 'Her pazartesi',
      headline: '%15 Kayıp Bonusu',
      amountKurus: 1_000_000,
      amountSuffix: "'e kadar",
    },
  },
  {
    code: 'cuma-bedava-donus',
    title: 'Cuma Bedava Dönüş',
    text: 'Cuma günü yapacağın ₺500 ve üzeri yatırıma, seçili slot oyunlarında 100 bedava dönüş.',
    badge: 'Her Cuma',
    link: '/slot',
    linkText: 'Slotlara git',
    terms: [
      'Cuma günü 00.00 ile 23.59 arasında tek seferde en az ₺500 yatıran oyunculara 100 bedava dönüş verilir. Kampanyadan haftada bir kez yararlanılabilir.',
      'Her dönüşün değeri ₺2’dir. Bedava dönüşler yalnızca kampanya sayfasında belirtilen slot oyunlarında ve tanımlandıktan sonraki 24 saat içinde kullanılabilir.',
      'Bedava dönüşlerden gelen kazançlar bonus bakiyesine eklenir ve 20 kat çevrimle çekilebilir bakiyeye dönüşür. Bu kazançlardan en fazla ₺2.000 çekilebilir.',
      BONUS_RULES,
    ].join('\n\n'),
    art: {
      palette: 'sapphire',
      motif: 'spins',
      kicker: 'Her cuma',
      headline: '100 Bedava Dönüş',
      line: '₺500 yatırıma',
    },
  },
  {
    code: 'kis-slot-turnuvasi',
    title: 'Kış Slot Turnuvası',
    text: "₺250.000 ödül havuzu: slotlarda bahis yap, puan topla, ilk 50'ye gir.",
    badge: 'Turnuva',
    link: '/tournaments',
    linkText: 'Turnuvaya git',
    terms: [
      'Turnuvaya slot oyunlarında oynayan bütün oyuncular kendiliğinden katılır; ayrıca kayıt gerekmez.',
      'Her ₺1 bahis 1 puan kazandırır. En az ₺1 olan bahisler sayılır; iptal edilen turlar puana eklenmez.',
      'Ödüller turnuva bittikten sonra 24 saat içinde hesaplara yatırılır: ilk 10 sıra nakit, 11. ile 50. sıralar bonus olarak.',
      'Eşit puanlı oyuncular aynı sıraları paylaşır; o sıraların ödülleri toplanır ve oyuncular arasında eşit bölünür.',
    ].join('\n\n'),
    art: {
      palette: 'gold',
      motif: 'trophy',
      kicker: 'Kış Slot Turnuvası',
      headline: 'Ödül Havuzu',
      amountKurus: 25_000_000,
    },
  },
  {
    code: 'canli-casino-kayip-iadesi',
    title: 'Canlı Casino %10 Kayıp İadesi',
    text: "Canlı casino masalarındaki günlük kayıplarının %10'u, ertesi gün ₺2.500'e kadar nakit olarak iade.",
    badge: 'Canlı Casino',
    link: '/live',
    linkText: 'Masalara git',
    terms: [
      "Kayıp iadesi, bir gün içinde canlı casino masalarında oluşan net kaybın %10'udur ve günde en fazla ₺2.500 olabilir.",
      'İade ertesi gün saat 12.00’ye kadar nakit bakiyeye yatırılır; çevrim şartı yoktur.',
      'Aynı gün bonus bakiyesiyle oynanan turlar iade hesabına katılmaz. ₺50’nin altındaki iadeler yatırılmaz.',
      'Site yönetimi, kampanya koşullarını önceden duyurarak değiştirme ya da kampanyayı sona erdirme hakkını saklı tutar.',
    ].join('\n\n'),
    art: {
      palette: 'ruby',
      motif: 'cards',
      kicker: 'Canlı casino',
      headline: '%10 Kayıp İadesi',
      amountKurus: 250_000,
      amountSuffix: "'e kadar",
    },
  },
  {
    code: 'hafta-sonu-yatirim-bonusu',
    title: 'Hafta Sonu Yatırım Bonusu',
    text: "Cumartesi ve pazar günleri yatırımına %25 bonus, ₺2.500'e kadar.",
    badge: 'Hafta Sonu',
    link: '/payment-actions',
    linkText: 'Yatırım yap',
    terms: [
      'Cumartesi 00.00 ile pazar 23.59 arasında yapılan ilk yatırıma bir kez verilir; kampanyaya katılmak için en az ₺200 yatırman gerekir.',
      "Bonus, yatırım tutarının %25'idir ve en fazla ₺2.500 olabilir.",
      'Bonusu çekilebilir bakiyeye çevirmek için bonus tutarının 8 katı kadar çevrim yapılmalıdır. Çevrim süresi 7 gündür.',
      BONUS_RULES,
    ].join('\n\n'),
    art: {
      palette: 'midnight',
      motif: 'chips',
      kicker: 'Hafta sonu',
      headline: '%25 Bonus',
      amountKurus: 250_000,
      amountSuffix: "'e kadar",
    },
  },
  {
    // Kept back by the operator: promotions are shown only when their Status is active.
    code: 'yaz-festivali-bonusu',
    title: 'Yaz Festivali Bonusu',
    text: 'Yaz boyunca her yatırıma %25 bonus.',
    badge: 'Sona Erdi',
    link: '/promotions',
    linkText: 'Detaylar',
    terms: 'Kampanya sona ermiştir.',
    art: { palette: 'sunset', motif: 'gift', kicker: 'Yaz festivali', headline: '%25 Bonus' },
    status: 'inactive',
  },
];

function promotionRows(now: Date): Array<Insertable<PromotionsTable>> {
  return PROMOTIONS.map((promotion, index) => ({
    code: promotion.code,
    site_type: 'all',
    title: promotion.title,
    text: promotion.text,
    terms: promotion.terms,
    badge: promotion.badge,
    link_url: promotion.link,
    link_text: promotion.linkText,
    art: JSON.stringify(promotion.art),
    sort_order: index + 1,
    status: promotion.status ?? 'active',
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }));
}

function popupRows(now: Date): Array<Insertable<PopupsTable>> {
  const base = {
    site_id: SITE_ID.popups,
    site_type: 'all' as const,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  return [
    {
      ...base,
      code: 'kis-slot-turnuvasi-basladi',
      title: 'Kış Slot Turnuvası başladı!',
      text: '₺250.000 ödül havuzu seni bekliyor. Slotlarda her ₺1 bahis 1 puan; ilk 50 oyuncu ödül kazanır.',
      link_url: '/tournaments',
      link_text: 'Turnuvaya katıl',
      art: JSON.stringify({
        palette: 'gold',
        motif: 'trophy',
        kicker: 'Kış Slot Turnuvası',
        headline: 'Başladı!',
        amountKurus: 25_000_000,
        amountSuffix: 'ödül',
        cta: 'Hemen katıl',
      }),
      sort_order: 1,
      active: 'active',
    },
    {
      // Switched off: pop-ups are shown only when Active is active.
      ...base,
      code: 'yaz-festivali-popup',
      title: 'Yaz Festivali başladı!',
      text: 'Her ₺100 yatırıma bir çekiliş bileti.',
      link_url: '/promotions',
      link_text: 'Detaylar',
      art: JSON.stringify({ palette: 'sunset', motif: 'gift', kicker: 'Yaz festivali', headline: 'Büyük Çekiliş' }),
      sort_order: 2,
      active: 'inactive',
    },
  ];
}

interface TournamentSeed {
  code: string;
  title: string;
  text: string;
  terms: string;
  art: Art;
  startDays: number;
  endDays: number;
  scoringRule: 'total_stake' | 'total_win' | 'best_multiplier';
  minStakeKurus: number;
  prizes: Array<[fromRank: number, toRank: number, amountKurus: number, kind: 'cash' | 'bonus']>;
}

const TIE_RULE =
  'Eşit puanlı oyuncular aynı sıraları paylaşır; o sıraların ödülleri toplanır ve oyuncular arasında eşit bölünür (kuruş artığı üst sıradaki ilk oyuncuya verilir).';

const TOURNAMENTS: TournamentSeed[] = [
  {
    code: 'kis-slot-turnuvasi',
    title: 'Kış Slot Turnuvası',
    text: 'Slotlarda her ₺1 bahis 1 puan. ₺250.000 ödül havuzu, ilk 50 oyuncuya.',
    terms: [
      'Turnuva süresince slot oyunlarında yapılan her ₺1 bahis 1 puan kazandırır. En az ₺1 olan bahisler sayılır; iptal edilen turlar sayılmaz.',
      'İlk 10 sıranın ödülü nakit, 11. ile 50. sıraların ödülü bonus olarak verilir. Bonus ödül 14 gün geçerlidir ve 10 kat çevrilince (tek turda en fazla ₺50 bahisle) çekilebilir bakiyeye dönüşür. Açık bir bonusunuz varsa ödül bonusu o bitince başlar.',
      TIE_RULE,
      'Ödüller turnuva bittikten sonra 24 saat içinde hesaplara yatırılır.',
    ].join('\n\n'),
    art: {
      palette: 'gold',
      motif: 'trophy',
      kicker: 'Kış Slot Turnuvası',
      headline: 'Ödül Havuzu',
      amountKurus: 25_000_000,
    },
    startDays: -2,
    endDays: 5,
    scoringRule: 'total_stake',
    minStakeKurus: 100,
    prizes: [
      [1, 1, 7_500_000, 'cash'],
      [2, 2, 4_000_000, 'cash'],
      [3, 3, 2_500_000, 'cash'],
      [4, 10, 1_000_000, 'cash'],
      [11, 50, 100_000, 'bonus'],
    ],
  },
  {
    code: 'yilbasi-carpan-avi',
    title: 'Yılbaşı Çarpan Avı',
    text: 'Tek turda en yüksek çarpanı yakala. ₺100.000 ödül, ilk 26 oyuncuya.',
    terms: [
      'Puan, turnuva süresince tek bir slot turunda elde edilen en yüksek kazanç çarpanıdır (kazanç ÷ bahis). Yalnızca en az ₺2 bahisli turlar sayılır.',
      'İlk 10 sıranın ödülü nakit, 11. ile 26. sıraların ödülü bonus olarak verilir. Bonus ödül 14 gün geçerlidir ve 10 kat çevrilince (tek turda en fazla ₺50 bahisle) çekilebilir bakiyeye dönüşür. Açık bir bonusunuz varsa ödül bonusu o bitince başlar.',
      TIE_RULE,
      'Ödüller turnuva bittikten sonra 24 saat içinde hesaplara yatırılır.',
    ].join('\n\n'),
    art: {
      palette: 'violet',
      motif: 'spins',
      kicker: 'Yılbaşı turnuvası',
      headline: 'Çarpan Avı',
      amountKurus: 10_000_000,
    },
    startDays: 3,
    endDays: 10,
    scoringRule: 'best_multiplier',
    minStakeKurus: 200,
    prizes: [
      [1, 1, 4_000_000, 'cash'],
      [2, 2, 2_000_000, 'cash'],
      [3, 3, 1_000_000, 'cash'],
      [4, 10, 200_000, 'cash'],
      [11, 26, 100_000, 'bonus'],
    ],
  },
  {
    code: 'sonbahar-kazanc-yarisi',
    title: 'Sonbahar Kazanç Yarışı',
    text: 'En çok kazanan ilk üç oyuncu ₺50.000 ödülü paylaştı.',
    terms: [
      'Puan, turnuva süresince slot oyunlarında kazanılan toplam tutardır (her ₺1 kazanç 1 puan). En az ₺1 bahisli turlar sayılır.',
      'Ödüller nakit olarak verilir.',
      TIE_RULE,
    ].join('\n\n'),
    art: {
      palette: 'sunset',
      motif: 'coins',
      kicker: 'Sonbahar yarışı',
      headline: 'Sona Erdi',
      amountKurus: 5_000_000,
    },
    startDays: -21,
    endDays: -14,
    scoringRule: 'total_win',
    minStakeKurus: 100,
    prizes: [
      [1, 1, 3_000_000, 'cash'],
      [2, 2, 1_500_000, 'cash'],
      [3, 3, 500_000, 'cash'],
    ],
  },
];

function tournamentRows(now: Date): Array<Insertable<TournamentsTable>> {
  return TOURNAMENTS.map((tournament, index) => ({
    code: tournament.code,
    site_type: 'all',
    title: tournament.title,
    text: tournament.text,
    terms: tournament.terms,
    art: JSON.stringify(tournament.art),
    sort_order: index + 1,
    status: 'active',
    start_date: from(now, tournament.startDays * DAY_MS),
    end_date: from(now, tournament.endDays * DAY_MS),
    scoring_rule: tournament.scoringRule,
    min_stake_kurus: tournament.minStakeKurus,
    eligible_game_ids: '[]',
    // Neither games nor categories named: every game of the slot lobby, ours and the providers'.
    eligible_category_ids: '[]',
    prize_table: JSON.stringify(
      tournament.prizes.map(([fromRank, toRank, amountKurus, kind]) => ({ fromRank, toRank, amountKurus, kind })),
    ),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }));
}

/** Ten messages of the last two weeks, newest first; `hoursAgo` places each. */
const MASS_MESSAGES: Array<{
  code: string;
  kind: string;
  hoursAgo: number;
  title: string;
  text: string;
  link?: [path: string, text: string];
}> = [
  {
    code: 'kis-turnuvasi-basladi',
    kind: 'tournament',
    hoursAgo: 3,
    title: 'Kış Slot Turnuvası başladı',
    text: "₺250.000 ödül havuzlu turnuvamız başladı. Slotlarda her ₺1 bahis 1 puan; ilk 50'ye girenler ödül kazanır.",
    link: ['/tournaments', 'Sıralamayı gör'],
  },
  {
    code: 'cuma-donusleri-hazir',
    kind: 'bonus',
    hoursAgo: 20,
    title: 'Cuma bedava dönüşlerin seni bekliyor',
    text: 'Bu cuma ₺500 ve üzeri yatırımına seçili slotlarda 100 bedava dönüş veriyoruz.',
    link: ['/promotions', 'Kampanyayı gör'],
  },
  {
    code: 'iki-adimli-dogrulama',
    kind: 'security',
    hoursAgo: 30,
    title: 'Hesabını iki adımlı doğrulamayla koru',
    text: 'Doğrulama uygulamasıyla girişte altı haneli bir kod iste; şifren başkasının eline geçse bile hesabın güvende kalsın.',
    link: ['/google-auth', 'Şimdi aç'],
  },
  {
    code: 'yeni-oyun-kapadokya',
    kind: 'news',
    hoursAgo: 52,
    title: 'Yeni oyun: Kapadokya Zarı',
    text: 'Peri bacalarının arasında geçen yeni zar oyunumuz lobide. %97 RTP ve 97 kata kadar kazanç.',
    link: ['/slot', 'Hemen oyna'],
  },
  {
    code: 'haftalik-kayip-yatti',
    kind: 'bonus',
    hoursAgo: 75,
    title: 'Haftalık kayıp bonusları yatırıldı',
    text: 'Geçen haftanın slot kayıplarına göre hesaplanan %15 kayıp bonusları hesaplara tanımlandı. Bonus kullanımı sayfandan kontrol edebilirsin.',
    link: ['/bonus-usage', 'Bonuslarım'],
  },
  {
    code: 'havale-7-24',
    kind: 'payment',
    hoursAgo: 100,
    title: 'Banka havalesiyle 7/24 yatırım',
    text: 'Havale ve FAST ile gece ve hafta sonu da yatırım yapabilirsin; bildirimin onaylandığı anda bakiyen güncellenir.',
    link: ['/payment-actions', 'Yatırım yap'],
  },
  {
    code: 'planli-bakim',
    kind: 'news',
    hoursAgo: 130,
    title: 'Planlı bakım duyurusu',
    text: 'Sistemlerimizi iyileştirmek için perşembe gecesi 03.00 ile 04.00 arasında kısa bir bakım yapacağız. Bu sürede oyunlara erişilemeyebilir.',
  },
  {
    code: 'canli-casino-iade',
    kind: 'bonus',
    hoursAgo: 180,
    title: 'Canlı casinoda %10 kayıp iadesi',
    text: "Canlı casino masalarındaki günlük kayıplarının %10'u, ertesi gün ₺2.500'e kadar nakit olarak hesabında.",
    link: ['/promotions', 'Detaylar'],
  },
  {
    code: 'sorumlu-oyun',
    kind: 'security',
    hoursAgo: 240,
    title: 'Sorumlu oyun: bütçeni takip et',
    text: 'Oyun geçmişi sayfasında bütün turlarını, bahis ve kazanç toplamlarını tarih aralığına göre görebilirsin. Oyun bir eğlencedir; kaybetmeyi göze alamayacağın parayla oynama.',
    link: ['/game-history', 'Oyun geçmişi'],
  },
  {
    code: 'sonbahar-yarisi-bitti',
    kind: 'tournament',
    hoursAgo: 330,
    title: 'Sonbahar Kazanç Yarışı sona erdi',
    text: 'Katılan herkese teşekkürler! Ödüller kazananların hesaplarına yatırıldı. Sıradaki turnuvayı kaçırma.',
    link: ['/tournaments', 'Turnuvalar'],
  },
];

function massMessageRows(now: Date): Array<Insertable<MassMessagesTable>> {
  return MASS_MESSAGES.map((message) => ({
    code: message.code,
    kind: message.kind,
    title: message.title,
    text: message.text,
    link_url: message.link?.[0] ?? null,
    link_text: message.link?.[1] ?? null,
    status: 'active',
    published_at: from(now, -message.hoursAgo * HOUR_MS),
    created_at: now.toISOString(),
  }));
}

/** Inserts what is missing, by code; a second start changes nothing. */
export async function seedContent(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db
    .insertInto('sliders')
    .values(sliderRows(now))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await db
    .insertInto('promotions')
    .values(promotionRows(now))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await seedBonusOffers(db, now);
  await db
    .insertInto('popups')
    .values(popupRows(now))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await db
    .insertInto('tournaments')
    .values(tournamentRows(now))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await seedTournamentPrizeOffers(db, now);
  await db
    .insertInto('mass_messages')
    .values(massMessageRows(now))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}
