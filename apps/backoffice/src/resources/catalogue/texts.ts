import type { Text } from '../../i18n/language';
import { CATALOGUE_NAMES } from './names';

/** The catalogue's texts (providers, categories, games, live tables): Turkish first, English second. */
export const CATALOGUE_TEXTS = {
  ...CATALOGUE_NAMES,
  active: { tr: 'Açık', en: 'On' },
  inactive: { tr: 'Kapalı', en: 'Off' },
  activeHelp: { tr: 'Açıkken oyunculara gösterilir.', en: 'Shown to players while on.' },
  listedYes: { tr: 'Listeleniyor', en: 'Listed' },
  listedNo: { tr: 'Listelenmiyor', en: 'Not listed' },
  sortOrderHelp: {
    tr: 'Küçük sayı önce gelir; eşitlikte numarası küçük olan önce.',
    en: 'Smaller numbers come first; on a tie, the smaller number (id) first.',
  },
  launchUrl: { tr: 'Başlatma adresi', en: 'Launch address' },
  failedChecks: { tr: 'başarısız deneme', en: 'failed checks' },
  checkedAt: { tr: 'Son denetim', en: 'Last check' },
  activeGameCount: { tr: 'Açık oyun', en: 'Games on' },
  providerOffNote: {
    tr: 'Kapalı bir sağlayıcının bütün oyunları ve canlı masaları lobiden hemen kalkar.',
    en: 'All games and live tables of a provider that is off leave the lobby at once.',
  },
  rotate: { tr: 'Cüzdan anahtarını yenile', en: 'Rotate the wallet secret' },
  rotateTitle: { tr: 'Cüzdan anahtarı yenilensin mi?', en: 'Rotate the wallet secret?' },
  rotateWarning: {
    tr: '%{code} için yeni bir anahtar oluşturulur ve ESKİ ANAHTAR HEMEN GEÇERSİZ OLUR: sağlayıcının eski anahtarla imzaladığı her cüzdan çağrısı reddedilir. Yeni anahtar yalnızca bir kez gösterilir.',
    en: 'A new secret is made for %{code} and THE OLD ONE STOPS WORKING AT ONCE: every wallet call the provider signs with it is refused. The new secret is shown only once.',
  },
  secretTitle: { tr: 'Yeni cüzdan anahtarı', en: 'New wallet secret' },
  secretOnce: {
    tr: 'Bu anahtar bir daha gösterilmez. Kopyalayın ve sağlayıcıya güvenli bir yoldan iletin.',
    en: 'This secret is never shown again. Copy it and hand it to the provider over a safe channel.',
  },
  copy: { tr: 'Kopyala', en: 'Copy' },
  copied: { tr: 'Anahtar panoya kopyalandı.', en: 'The secret was copied to the clipboard.' },
  saved: { tr: 'Anahtarı sakladım, kapat', en: 'I have stored it, close' },
  selectionOwn: { tr: 'Oyunun kategorisi', en: "The game's category" },
  selectionFlag: { tr: 'Oyunun işareti', en: "The game's flag" },
  flagCategoryNote: {
    tr: 'Bu kategori oyunları işaretlerinden alır (Popüler, Yeni, Hızlı Erişim): oyunları Oyunlar sayfasında işaretleyin.',
    en: 'This category takes its games by their flag (popular, new, quick access): flag the games on the Games page.',
  },
  pictureNote: {
    tr: 'Lobi, yüklenen resmi ya da yoksa sunucunun oyunun adından çizdiği resmi gösterir.',
    en: "The lobby shows the uploaded picture or, without one, the picture the server draws from the game's name.",
  },
  search: { tr: 'Ara (ad, sağlayıcı, kod)', en: 'Search (name, provider, code)' },
  rtp: { tr: 'RTP', en: 'RTP' },
  limitsHelp: {
    tr: 'Lira olarak girin (örn. 1.234,56). En düşük ≤ en yüksek ≤ tur başına üst sınır olmalıdır.',
    en: 'Enter lira (e.g. 1.234,56). Minimum ≤ maximum ≤ limit per round.',
  },
  amountInvalid: {
    tr: 'Tutarı lira olarak girin, örn. 1.234,56',
    en: 'Enter an amount in lira, e.g. 1.234,56',
  },
  liveOffNote: {
    tr: 'Masayı mümkünse iki tur arasında kapatın: kapalı masada süren tur, masa yeniden açılınca süresi geçmişse iptal edilir ve bahisler iade edilir.',
    en: 'Switch a table off between rounds where you can: a round left running is voided and its stakes returned when the table is switched on again past its time.',
  },
  tableHidden: {
    tr: 'Masa açık ama lobide değil: oyunu, sağlayıcısı ya da canlı kategorisi kapalı.',
    en: 'The table is on but not in the lobby: its game, provider or live category is off.',
  },
  roulette: { tr: 'Rulet', en: 'Roulette' },
  baccarat: { tr: 'Bakara', en: 'Baccarat' },
} as const satisfies Record<string, Text>;

export const LOBBY_NAMES: Record<'slot' | 'virtual' | 'live', Text> = {
  slot: { tr: 'Slot', en: 'Slots' },
  virtual: { tr: 'Sanal', en: 'Virtual' },
  live: { tr: 'Canlı', en: 'Live' },
};

export const FLAG_NAMES: Record<'new' | 'popular' | 'quickAccess', Text> = {
  new: CATALOGUE_TEXTS.isNew,
  popular: CATALOGUE_TEXTS.isPopular,
  quickAccess: CATALOGUE_TEXTS.quickAccess,
};
