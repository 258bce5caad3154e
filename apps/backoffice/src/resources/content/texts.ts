import type { Text } from '../../i18n/language';
import { CONTENT_NAMES } from './names';

/** The content area's texts (sliders, promotions, pop-ups, pages, tournaments, messages, licences). */
export const CONTENT_TEXTS = {
  ...CONTENT_NAMES,

  id: { tr: 'No', en: 'No' },
  title: { tr: 'Başlık', en: 'Title' },
  text: { tr: 'Metin', en: 'Text' },
  terms: { tr: 'Koşullar', en: 'Terms' },
  termsHelp: {
    tr: 'Paragrafları boş bir satırla ayırın; biçimlendirme kullanılmaz.',
    en: 'Separate paragraphs with a blank line; no formatting.',
  },
  badge: { tr: 'Etiket (ör. Yeni Üyelere)', en: 'Badge (e.g. New members)' },
  linkUrl: { tr: 'Bağlantı (site içi yol, ör. /promotions)', en: 'Link (a path on the site, e.g. /promotions)' },
  linkUrlHelp: {
    tr: '/ ile başlar; başka sitelere bağlantı verilmez. Boş: bağlantı yok.',
    en: 'Starts with /; no links to other sites. Empty: no link.',
  },
  linkText: { tr: 'Bağlantı metni', en: 'Link text' },
  sortOrder: { tr: 'Sıra', en: 'Order' },
  sortOrderHelp: { tr: 'Küçük sayı önce gösterilir (0–9999).', en: 'Smaller numbers show first (0–9999).' },
  siteType: { tr: 'Gösterildiği site', en: 'Shown on' },
  status: { tr: 'Durum', en: 'Status' },
  statusActive: { tr: 'Yayında', en: 'Published' },
  statusInactive: { tr: 'Kapalı', en: 'Off' },
  publishSwitch: { tr: 'Yayında (oyunculara gösterilir)', en: 'Published (shown to players)' },
  start: { tr: 'Başlangıç', en: 'Start' },
  end: { tr: 'Bitiş', en: 'End' },
  window: { tr: 'Yayın aralığı', en: 'Window' },
  windowHelp: {
    tr: 'İstanbul saatiyle. Slayt, yayında ve şu an bu iki zamanın arasındaysa gösterilir.',
    en: 'Istanbul time. The slider shows while published and now lies between these two times.',
  },
  istanbulTime: { tr: 'İstanbul saati', en: 'Istanbul time' },
  search: { tr: 'Başlıkta ara', en: 'Search the title' },
  searchLicence: { tr: 'Kurum ya da numara ara', en: 'Search authority or number' },
  updatedAt: { tr: 'Güncellenme', en: 'Updated' },
  createdAt: { tr: 'Oluşturulma', en: 'Created' },

  shownNow: { tr: 'Şu an yayında', en: 'Live now' },
  planned: { tr: 'Planlandı', en: 'Scheduled' },
  ended: { tr: 'Sona erdi', en: 'Ended' },
  off: { tr: 'Kapalı', en: 'Off' },
  notShown: { tr: 'Gösterilmiyor', en: 'Not shown' },
  notShownPopup: {
    tr: 'Yayında ama sitede ilk beş açılır pencere arasında değil.',
    en: 'Published, but not among the first five pop-ups the site shows.',
  },
  onSite: { tr: 'Sitede', en: 'On the site' },

  publish: { tr: 'Yayına al', en: 'Publish' },
  unpublish: { tr: 'Yayından kaldır', en: 'Unpublish' },
  statusChanged: { tr: 'Yayın durumu değiştirildi.', en: 'The publishing status was changed.' },
  deleteConfirmTitle: { tr: '“%{title}” silinsin mi?', en: 'Delete “%{title}”?' },
  deleteConfirmBody: {
    tr: 'Bu işlem geri alınamaz ve denetim kaydına yazılır.',
    en: 'This cannot be undone and is written to the audit log.',
  },
  readOnlyNote: {
    tr: 'Rolünüz içeriği yalnızca görüntüleyebilir.',
    en: 'Your role can only view the content.',
  },

  sliderType: { tr: 'Sayfa', en: 'Page' },
  sliderPlace: { tr: 'Yer', en: 'Place' },
  placeTop: { tr: 'Üstte', en: 'Top' },
  placeBottom: { tr: 'Listelerin arasında', en: 'Between the lists' },

  art: { tr: 'Banner görseli', en: 'Banner picture' },
  artNote: {
    tr: 'Görsel yüklenmez: renk ve motif seçip banner üzerindeki yazıları girin; site görseli kendisi çizer.',
    en: 'No upload: choose the colours and motif and write the banner’s words; the site draws the picture.',
  },
  palette: { tr: 'Renk', en: 'Palette' },
  motif: { tr: 'Motif', en: 'Motif' },
  kicker: { tr: 'Üst satır (ör. YENİ ÜYELERE ÖZEL)', en: 'Kicker (e.g. NEW MEMBERS ONLY)' },
  headline: { tr: 'Büyük yazı (ör. %100)', en: 'Headline (e.g. 100%)' },
  amountLira: { tr: 'Tutar (₺, isteğe bağlı)', en: 'Amount (₺, optional)' },
  amountSuffix: { tr: 'Tutardan sonra (ör. ’e kadar)', en: 'After the amount (e.g. up to)' },
  line: { tr: 'Alt satır', en: 'Line below' },
  cta: { tr: 'Görseldeki düğme (ör. HEMEN KATIL)', en: 'Button on the picture (e.g. JOIN NOW)' },
  liraHelp: { tr: 'Lira olarak, ör. 1.234,56', en: 'In lira, e.g. 1.234,56' },
  amountInvalid: {
    tr: 'Tutar geçersiz: lira olarak girin (ör. 1.234,56).',
    en: 'The amount is invalid: enter lira (e.g. 1.234,56).',
  },

  preview: { tr: 'Önizleme', en: 'Preview' },
  previewNote: {
    tr: 'Oyuncunun göreceği hali; görsel yazdıkça yeniden çizilir.',
    en: 'As the player will see it; the picture is redrawn as you type.',
  },
  previewSaved: { tr: 'Sitede kayıtlı hali', en: 'As saved on the site' },
  previewDrawing: { tr: 'Görsel çiziliyor…', en: 'Drawing the picture…' },
  previewFailed: { tr: 'Görsel çizilemedi', en: 'The picture could not be drawn' },
  details: { tr: 'Detaylar', en: 'Details' },

  // promotions' bonus
  bonus: { tr: 'Bonus', en: 'Bonus' },
  bonusNone: {
    tr: 'Bu promosyonun bonusu yok. Aşağıdan koşulları girip kaydedebilirsiniz.',
    en: 'This promotion has no bonus. Enter its terms below and save them.',
  },
  bonusAfterSave: {
    tr: 'Bonus koşulları promosyon kaydedildikten sonra eklenir.',
    en: 'The bonus terms are added once the promotion is saved.',
  },
  bonusKind: { tr: 'Bonus türü', en: 'Bonus kind' },
  bonusDeposit: { tr: 'Yatırım bonusu (yüzde)', en: 'Deposit bonus (percent)' },
  bonusFixed: { tr: 'Sabit tutar', en: 'Fixed amount' },
  bonusPercent: { tr: 'Yüzde (%)', en: 'Percent (%)' },
  bonusMax: { tr: 'En fazla (₺)', en: 'Up to (₺)' },
  bonusMinDeposit: { tr: 'En az yatırım (₺)', en: 'Minimum deposit (₺)' },
  bonusFixedAmount: { tr: 'Bonus tutarı (₺)', en: 'Bonus amount (₺)' },
  wageringMultiple: { tr: 'Çevrim katı', en: 'Wagering multiple' },
  maxStake: { tr: 'Bonusla en yüksek bahis (₺)', en: 'Highest stake with bonus (₺)' },
  validDays: { tr: 'Geçerlilik (gün)', en: 'Valid for (days)' },
  contributions: { tr: 'Çevrime katkı (%)', en: 'Wagering contribution (%)' },
  lobby: { tr: 'Lobi', en: 'Lobby' },
  tournamentWindowHelp: {
    tr: 'İstanbul saatiyle. Turnuva bu iki zaman arasında oynanan turları sayar.',
    en: 'Istanbul time. The tournament counts the rounds played between these two times.',
  },
  bonusActive: { tr: 'Bonus alınabilir', en: 'Bonus can be claimed' },
  bonusClaims: { tr: '%{count} oyuncu aldı', en: 'Claimed by %{count} players' },
  bonusClaimedNote: {
    tr: 'Bu bonusu oyuncular aldı: koşulları artık değişmez, yalnızca açılıp kapatılabilir.',
    en: 'Players have claimed this bonus: its terms no longer change, it can only be switched on or off.',
  },
  bonusSave: { tr: 'Bonusu kaydet', en: 'Save the bonus' },
  bonusRemove: { tr: 'Bonusu kaldır', en: 'Remove the bonus' },
  bonusRemoveConfirm: {
    tr: 'Bonus bu promosyondan kaldırılsın mı? (Yalnızca kimse almadıysa.)',
    en: 'Remove the bonus from this promotion? (Only if nobody claimed it.)',
  },
  bonusSaved: { tr: 'Bonus koşulları kaydedildi.', en: 'The bonus terms were saved.' },
  bonusRemoved: { tr: 'Bonus kaldırıldı.', en: 'The bonus was removed.' },
  withBonus: { tr: 'Bonuslu', en: 'With bonus' },
  cancel: { tr: 'Vazgeç', en: 'Cancel' },
  confirm: { tr: 'Onayla', en: 'Confirm' },

  // information pages
  page: { tr: 'Sayfa', en: 'Page' },
  language: { tr: 'Dil', en: 'Language' },
  body: { tr: 'Metin', en: 'Body' },
  pagesMissing: {
    tr: 'Türkçe metni olmayan sayfalar (sitede “bulunamadı” görünür): %{list}',
    en: 'Pages without a Turkish text (the site answers “not found”): %{list}',
  },
  pageMasterNote: {
    tr: 'Türkçe metin sitenin ana metnidir: silinemez. İngilizcesi yoksa site Türkçesini gösterir.',
    en: 'The Turkish text is the site’s master text: it cannot be deleted. Without English the site shows the Turkish.',
  },

  // tournaments
  state: { tr: 'Durum (tarihe göre)', en: 'State (by date)' },
  running: { tr: 'Sürüyor', en: 'Running' },
  scoringRule: { tr: 'Puanlama', en: 'Scoring' },
  minStake: { tr: 'Sayılan en düşük bahis (₺)', en: 'Lowest stake that counts (₺)' },
  eligibleGames: { tr: 'Oyun numaraları', en: 'Game numbers' },
  eligibleCategories: { tr: 'Kategori numaraları', en: 'Category numbers' },
  eligibleHelp: {
    tr: 'Virgülle ayırın (ör. 12, 15). İkisi de boşsa bütün slot oyunları sayılır.',
    en: 'Separate with commas (e.g. 12, 15). Both empty: every slot game counts.',
  },
  eligibleInvalid: {
    tr: 'Numaralar virgülle ayrılmış pozitif tam sayılar olmalıdır.',
    en: 'The numbers must be positive whole numbers separated by commas.',
  },
  prizes: { tr: 'Ödül tablosu', en: 'Prize table' },
  prizesHelp: {
    tr: 'Sıralar 1’den başlar ve aralıksız artar (ör. 1–1, 2–3, 4–10).',
    en: 'Ranks start at 1 and follow each other (e.g. 1–1, 2–3, 4–10).',
  },
  fromRank: { tr: 'Sıradan', en: 'From rank' },
  toRank: { tr: 'Sıraya', en: 'To rank' },
  prizeAmount: { tr: 'Ödül (₺)', en: 'Prize (₺)' },
  prizeKind: { tr: 'Ödül türü', en: 'Prize kind' },
  prizeCash: { tr: 'Nakit', en: 'Cash' },
  prizeBonus: { tr: 'Bonus', en: 'Bonus' },
  prizeBonusTerms: { tr: 'Bonus ödüllerin çevrim koşulları', en: 'Wagering terms of bonus prizes' },
  prizeBonusTermsHelp: {
    tr: 'Bonus türünde ödül varsa gereklidir.',
    en: 'Needed when any prize is a bonus.',
  },
  prizePool: { tr: 'Ödül havuzu', en: 'Prize pool' },
  entries: { tr: 'Katılımcı', en: 'Entries' },
  settled: { tr: 'Ödüller ödendi', en: 'Prizes paid' },
  startedNote: {
    tr: 'Turnuva başladı: oyunculara verilen söz korunur. Tarihler, puanlama, oyunlar, ödüller ve ödül koşulları artık değiştirilemez; yalnızca metinler, görsel, sıra, site ve durum değişir.',
    en: 'The tournament has started: the promise to players holds. Dates, scoring, games, prizes and prize terms can no longer change; only texts, picture, order, site and status do.',
  },
  lockedHelp: { tr: 'Turnuva başladığı için değiştirilemez.', en: 'Fixed: the tournament has started.' },

  // mass messages
  kind: { tr: 'Tür', en: 'Kind' },
  publishedAt: { tr: 'Gönderim zamanı', en: 'Publishing time' },
  publishedAtHelp: {
    tr: 'İstanbul saatiyle. Boş bırakılırsa hemen gönderilir.',
    en: 'Istanbul time. Leave empty to send at once.',
  },
  sendState: { tr: 'Gönderim', en: 'Sending' },
  sent: { tr: 'Gönderildi', en: 'Sent' },
  scheduled: { tr: 'Zamanlandı', en: 'Scheduled' },
  withdrawn: { tr: 'Geri çekildi', en: 'Withdrawn' },
  draft: { tr: 'Taslak (kapalı)', en: 'Draft (off)' },
  reads: { tr: 'Okuyan', en: 'Reads' },
  sentNote: {
    tr: 'Bu mesaj oyunculara ulaştı: artık düzenlenemez ya da silinemez, yalnızca geri çekilebilir.',
    en: 'This message has reached players: it can no longer be edited or deleted, only withdrawn.',
  },
  composeNote: {
    tr: 'Mesaj bütün oyunculara bildirim olarak gider. Yayında ve zamanı gelmişse hemen ulaşır.',
    en: 'The message goes to every player as a notification. Published and due: it arrives at once.',
  },
  withdraw: { tr: 'Geri çek', en: 'Withdraw' },
  putBack: { tr: 'Yeniden yayınla', en: 'Publish again' },
  notificationPreview: {
    tr: 'Oyuncunun bildirimlerinde göreceği hali.',
    en: 'As the player will see it among their notifications.',
  },
  now: { tr: 'Şimdi', en: 'Now' },

  // licences
  authority: { tr: 'Lisans veren kurum', en: 'Licensing authority' },
  licenseNumber: { tr: 'Lisans numarası', en: 'Licence number' },
  jurisdiction: { tr: 'Yetki bölgesi', en: 'Jurisdiction' },
  url: { tr: 'Doğrulama sayfası (https://…)', en: 'Verification page (https://…)' },
  logoUrl: { tr: 'Logo adresi (https://…)', en: 'Logo address (https://…)' },
  holder: { tr: 'Lisans sahibi', en: 'Licence holder' },
  httpsOnly: { tr: 'Yalnızca https:// adresleri.', en: 'Only https:// addresses.' },
} satisfies Record<string, Text>;

export const SITE_TYPE_NAMES: Record<'all' | 'mobile' | 'desktop', Text> = {
  all: { tr: 'Mobil ve masaüstü', en: 'Mobile and desktop' },
  mobile: { tr: 'Yalnızca mobil', en: 'Mobile only' },
  desktop: { tr: 'Yalnızca masaüstü', en: 'Desktop only' },
};

export const SLIDER_TYPE_NAMES: Record<
  'home' | 'slot' | 'live' | 'tombala' | 'bet-on-games' | 'tournaments' | 'promotions',
  Text
> = {
  home: { tr: 'Ana sayfa', en: 'Home page' },
  slot: { tr: 'Slot', en: 'Slots' },
  live: { tr: 'Canlı casino', en: 'Live casino' },
  tombala: { tr: 'Tombala', en: 'Tombala' },
  'bet-on-games': { tr: 'Oyunlara bahis', en: 'Bet on games' },
  tournaments: { tr: 'Turnuvalar', en: 'Tournaments' },
  promotions: { tr: 'Promosyonlar', en: 'Promotions' },
};

export const PALETTE_NAMES: Record<'ruby' | 'emerald' | 'sapphire' | 'gold' | 'violet' | 'midnight' | 'sunset', Text> =
  {
    ruby: { tr: 'Yakut (kırmızı)', en: 'Ruby (red)' },
    emerald: { tr: 'Zümrüt (yeşil)', en: 'Emerald (green)' },
    sapphire: { tr: 'Safir (mavi)', en: 'Sapphire (blue)' },
    gold: { tr: 'Altın', en: 'Gold' },
    violet: { tr: 'Menekşe (mor)', en: 'Violet' },
    midnight: { tr: 'Gece mavisi', en: 'Midnight' },
    sunset: { tr: 'Gün batımı (turuncu)', en: 'Sunset (orange)' },
  };

export const MOTIF_NAMES: Record<'coins' | 'cards' | 'dice' | 'trophy' | 'gift' | 'spins' | 'chips' | 'tombala', Text> =
  {
    coins: { tr: 'Altın paralar', en: 'Coins' },
    cards: { tr: 'İskambil kartları', en: 'Playing cards' },
    dice: { tr: 'Zarlar', en: 'Dice' },
    trophy: { tr: 'Kupa', en: 'Trophy' },
    gift: { tr: 'Hediye kutusu', en: 'Gift' },
    spins: { tr: 'Slot makinesi', en: 'Slot machine' },
    chips: { tr: 'Fişler', en: 'Chips' },
    tombala: { tr: 'Tombala topları', en: 'Tombala balls' },
  };

export const MESSAGE_KIND_NAMES: Record<'news' | 'bonus' | 'tournament' | 'payment' | 'security', Text> = {
  news: { tr: 'Duyuru', en: 'News' },
  bonus: { tr: 'Bonus', en: 'Bonus' },
  tournament: { tr: 'Turnuva', en: 'Tournament' },
  payment: { tr: 'Ödeme', en: 'Payment' },
  security: { tr: 'Güvenlik', en: 'Security' },
};

export const SCORING_NAMES: Record<'total_stake' | 'total_win' | 'best_multiplier', Text> = {
  total_stake: { tr: 'Toplam bahis', en: 'Total stake' },
  total_win: { tr: 'Toplam kazanç', en: 'Total win' },
  best_multiplier: { tr: 'En yüksek çarpan', en: 'Best multiplier' },
};

export const LOBBY_NAMES: Record<'slot' | 'virtual' | 'live', Text> = {
  slot: { tr: 'Slot', en: 'Slots' },
  virtual: { tr: 'Sanal oyunlar', en: 'Virtual games' },
  live: { tr: 'Canlı casino', en: 'Live casino' },
};

export const PAGE_NAMES: Record<
  | 'SSSinformation'
  | 'SocialMediaLinks'
  | 'DomainBilgi'
  | 'GenelKurallar'
  | 'GizlilikBilgisi'
  | 'FinancialsInformation'
  | 'CasinoKurallari'
  | 'BahisKurallari'
  | 'PromoSart'
  | 'SiteInformation',
  Text
> = {
  SSSinformation: { tr: 'Sıkça sorulan sorular', en: 'Frequently asked questions' },
  SocialMediaLinks: { tr: 'Sosyal medya', en: 'Social media' },
  DomainBilgi: { tr: 'Alan adı bilgisi', en: 'Domain information' },
  GenelKurallar: { tr: 'Genel kurallar', en: 'General rules' },
  GizlilikBilgisi: { tr: 'Gizlilik politikası', en: 'Privacy policy' },
  FinancialsInformation: { tr: 'Finansal bilgiler', en: 'Financial information' },
  CasinoKurallari: { tr: 'Casino kuralları', en: 'Casino rules' },
  BahisKurallari: { tr: 'Bahis kuralları', en: 'Betting rules' },
  PromoSart: { tr: 'Promosyon şartları', en: 'Promotion terms' },
  SiteInformation: { tr: 'Site bilgisi', en: 'Site information' },
};

export const LANGUAGE_NAMES: Record<'tr' | 'en', Text> = {
  tr: { tr: 'Türkçe', en: 'Turkish' },
  en: { tr: 'İngilizce', en: 'English' },
};
