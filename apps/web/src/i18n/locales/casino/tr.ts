import type { Texts } from '../texts';

/**
 * Turkish texts of the `casino` namespace: the slot lobby (categories, providers, search, game
 * tiles) and the favourite pages. Loaded with those pages, not with the first page; `en.ts` has
 * exactly the same keys (the type checker enforces it).
 */
export const casinoTr = {
  common: {
    retry: 'Tekrar dene',
    loading: 'Oyunlar yükleniyor…',
  },
  lobby: {
    title: 'Slot Oyunları',
    gameCount_one: '{{count}} oyun',
    gameCount_other: '{{count}} oyun',
    categories: 'Kategoriler',
    allGames: 'Tümü',
    clearSearch: 'Aramayı temizle',
    showAll: 'Tüm oyunlar',
    loadFailed: 'Oyunlar şu anda yüklenemedi.',
    moreFailed: 'Sonraki oyunlar yüklenemedi.',
    showMore: 'Daha fazla göster',
    shown: '{{shown}} / {{total}} oyun gösteriliyor',
    unknownFilter: 'Bu adreste bir oyun listesi yok.',
  },
  search: {
    label: 'Oyun ara',
    placeholder: 'Oyun veya sağlayıcı ara',
    clear: 'Aramayı temizle',
  },
  providers: {
    open: 'Sağlayıcılar',
    title: 'Oyun Sağlayıcıları',
    all: 'Tüm sağlayıcılar',
    close: 'Kapat',
    active: 'Sağlayıcı: {{name}}',
    remove: 'Sağlayıcı filtresini kaldır',
    loadFailed: 'Sağlayıcılar şu anda yüklenemedi.',
  },
  tile: {
    label: '{{name}}, {{provider}}, RTP {{rtp}}',
    rtp: 'RTP {{rtp}}',
    new: 'Yeni',
    popular: 'Popüler',
  },
  favorite: {
    add: 'Favorilere ekle: {{name}}',
    remove: 'Favorilerden çıkar: {{name}}',
    addFailed: '{{name}} favorilere eklenemedi. {{reason}}',
    removeFailed: '{{name}} favorilerden çıkarılamadı. {{reason}}',
    loginTitle: 'Giriş yapmanız gerekiyor',
    loginText: 'Oyunları favorilerinize eklemek için giriş yapın.',
    login: 'Giriş Yap',
    register: 'Üye Ol',
    close: 'Kapat',
  },
  favorites: {
    hubTitle: 'Favorilerim',
    hubIntro: 'Sevdiğiniz oyunlara tek dokunuşla dönün.',
    slotTitle: 'Favori Slot Oyunları',
    slotCount_one: '{{count}} oyun',
    slotCount_other: '{{count}} oyun',
    slotCountLoading: 'Sayılıyor…',
    slotCountFailed: 'Sayı şu anda alınamadı',
    liveTitle: 'Favori Canlı Casino',
    liveText: 'Kalbine dokunduğunuz canlı masalar',
    emptyTitle: 'Henüz favori oyununuz yok',
    emptyText: 'Bir oyunun kalbine dokunun, burada sizi beklesin.',
    browse: 'Slot oyunlarına göz at',
  },
} as const;

export type CasinoTranslationResource = Texts<typeof casinoTr>;
