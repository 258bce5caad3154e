import type { Texts } from '../texts';

/**
 * Turkish texts of the `gameHistory` namespace (/game-history), loaded with its page. The date
 * presets and "Kriterlere uygun sonuç bulunamadı." are shared with the money histories and live
 * in the main namespace.
 */
export const gameHistoryTr = {
  title: 'Oyun Geçmişi',
  filters: 'Filtreler',
  dateRange: 'Tarih aralığı',
  status: 'Durum',
  allStatuses: 'Tümü',
  range: '{{start}} – {{end}}',
  everything: 'Bütün oyun turlarınız',
  statuses: {
    open: 'Açık',
    settled: 'Sonuçlandı',
    rolled_back: 'İptal edildi',
  },
  totals: {
    title: 'Seçilen dönemin özeti',
    rounds: '{{rounds}} tur',
    staked: 'Toplam bahis',
    won: 'Toplam kazanç',
    net: 'Net sonuç',
  },
  round: {
    stake: 'Bahis',
    win: 'Kazanç',
    net: 'Net',
    open: '{{game}} turunun ayrıntılarını aç',
  },
  loading: 'Oyun geçmişiniz yükleniyor…',
  loadFailed: 'Oyun geçmişiniz şu anda yüklenemedi.',
  retry: 'Tekrar dene',
  browseSlots: 'Slot oyunlarına göz at',
  more: 'Daha fazla göster',
  loadingMore: 'Yükleniyor…',
  count: '{{total}} turdan {{shown}} tanesi gösteriliyor',
  tooDeep: 'Daha eski turlar için tarih aralığını daraltın.',
  detail: {
    verify: 'Doğrula',
    verifyHint: 'Bu tur stüdyomuzun: sonucunu kendiniz hesaplayıp doğrulayın.',
    title: 'Tur ayrıntısı',
    close: 'Kapat',
    providerRound: 'Sağlayıcı tur no: {{id}}',
    openedAt: 'Başlangıç',
    settledAt: 'Bitiş',
    calls: 'Bahisler ve kazançlar',
    kinds: {
      bet: 'Bahis',
      win: 'Kazanç',
      rollback: 'İade',
    },
    cancelled: 'İptal edildi',
    transactionId: 'İşlem no: {{id}}',
    noCalls: 'Bu turda kayıtlı hareket yok.',
    partial: 'Bu turun {{total}} hareketinden ilk {{shown}} tanesi gösteriliyor.',
    loading: 'Tur ayrıntıları yükleniyor…',
    loadFailed: 'Tur ayrıntıları şu anda yüklenemedi.',
  },
} as const;

export type GameHistoryTranslationResource = Texts<typeof gameHistoryTr>;
