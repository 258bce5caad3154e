import type { Texts } from '../texts';

/**
 * The `content` namespace: promotions, tournaments and the operator's messages (features/content,
 * features/tournaments, features/messages), loaded with those pages and the home page's rows.
 */
export const contentTr = {
  promotions: {
    title: 'Promosyonlar',
    intro: 'Güncel kampanyalar ve katılım koşulları',
    loading: 'Promosyonlar yükleniyor…',
    loadFailed: 'Promosyonlar şu anda yüklenemedi.',
    empty: 'Şu anda yayında bir promosyon yok. Yeni kampanyalar için daha sonra tekrar bakın.',
    details: 'Detaylar ve koşullar',
    detailsLabel: '{{title}}: detaylar ve koşullar',
    terms: 'Kampanya koşulları',
    close: 'Kapat',
    rowTitle: 'Promosyonlar',
    seeAll: 'Tümü',
    seeAllLabel: 'Promosyonların tümünü gör',
  },
  tournaments: {
    title: 'Turnuvalar',
    intro: 'Slotlarda oyna, puan topla, ödül havuzundan payını al.',
    loading: 'Turnuvalar yükleniyor…',
    loadFailed: 'Turnuvalar şu anda yüklenemedi.',
    tabsLabel: 'Turnuva durumu',
    states: { active: 'Aktif', upcoming: 'Yaklaşan', concluded: 'Sona erdi' },
    emptyByState: {
      active: 'Şu anda süren bir turnuva yok.',
      upcoming: 'Planlanmış yeni bir turnuva yok.',
      concluded: 'Sona eren turnuva yok.',
    },
    prizePool: 'Ödül havuzu',
    endsIn: 'Bitmesine',
    startsIn: 'Başlamasına',
    endedOn: 'Bitiş: {{date}}',
    dates: '{{start}} – {{end}}',
    scoring: {
      total_stake: 'Puan: toplam bahis (her ₺1 = 1 puan)',
      total_win: 'Puan: toplam kazanç',
      best_multiplier: 'Puan: tek turdaki en yüksek çarpan',
    },
    minStake: 'En az {{amount}} bahisli turlar sayılır',
    rulesAndPrizes: 'Kurallar ve ödüller',
    prizeTable: 'Ödül tablosu',
    rankRange: '{{from}}. – {{to}}. sıra',
    rank: '{{rank}}. sıra',
    prizeKind: { cash: 'nakit', bonus: 'bonus' },
    homeTitle: 'Süren turnuva',
    seeAll: 'Tüm turnuvalar',
  },
  countdown: {
    withDays: '{{days}} gün {{time}}',
    label: '{{prefix}}: {{value}}',
  },
  messages: {
    title: 'Mesajlar',
    unread: '{{count}} okunmamış',
    markAll: 'Tümünü okundu işaretle',
    loadFailed: 'Mesajlar şu anda yüklenemedi.',
    empty: 'Henüz bir mesajınız yok.',
    unreadLabel: 'Okunmadı',
    readMore: 'Mesajı aç',
    paymentsTitle: 'Ödeme bildirimleri',
  },
} as const;

export type ContentTexts = Texts<typeof contentTr>;
