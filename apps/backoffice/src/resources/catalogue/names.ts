import type { Text } from '../../i18n/language';

/**
 * The area's names in the menu, in titles and on its fields (react-admin's `resources.*` texts):
 * on the first screen with the menu, apart from the area's other texts, which load with its pages.
 */
export const CATALOGUE_NAMES = {
  categories: { tr: 'Kategoriler', en: 'Categories' },
  category: { tr: 'Kategori', en: 'Category' },
  category_one: { tr: 'Kategori', en: 'Category' },
  code: { tr: 'Kod', en: 'Code' },
  flag: { tr: 'İşaret', en: 'Flag' },
  flags: { tr: 'İşaretler', en: 'Flags' },
  game: { tr: 'Oyun', en: 'Game' },
  gameCount: { tr: 'Oyun', en: 'Games' },
  game_one: { tr: 'Oyun', en: 'Game' },
  games: { tr: 'Oyunlar', en: 'Games' },
  health: { tr: 'Erişim', en: 'Reachability' },
  id: { tr: 'No', en: 'No' },
  isNew: { tr: 'Yeni', en: 'New' },
  isPopular: { tr: 'Popüler', en: 'Popular' },
  limits: { tr: 'Limitler', en: 'Limits' },
  listed: { tr: 'Lobide', en: 'In the lobby' },
  liveTable_one: { tr: 'Canlı masa', en: 'Live table' },
  liveTables: { tr: 'Canlı masalar', en: 'Live tables' },
  lobby: { tr: 'Lobi', en: 'Lobby' },
  maxBet: { tr: 'En yüksek bahis (₺)', en: 'Maximum bet (₺)' },
  maxRound: { tr: 'Tur başına üst sınır (₺)', en: 'Limit per round (₺)' },
  minBet: { tr: 'En düşük bahis (₺)', en: 'Minimum bet (₺)' },
  mobile: { tr: 'Mobilde', en: 'On mobile' },
  name: { tr: 'Ad', en: 'Name' },
  nameEn: { tr: 'İngilizce ad', en: 'English name' },
  nameTr: { tr: 'Türkçe ad', en: 'Turkish name' },
  picture: { tr: 'Görsel', en: 'Picture' },
  provider: { tr: 'Sağlayıcı', en: 'Provider' },
  provider_one: { tr: 'Sağlayıcı', en: 'Provider' },
  providers: { tr: 'Sağlayıcılar', en: 'Providers' },
  quickAccess: { tr: 'Hızlı Erişim', en: 'Quick access' },
  selection: { tr: 'Doldurma', en: 'Filled by' },
  sortOrder: { tr: 'Sıra', en: 'Order' },
  status: { tr: 'Durum', en: 'Status' },
} as const satisfies Record<string, Text>;
