import type { Texts } from '../texts';

/**
 * Turkish texts of the `play` namespace: the play page (its top bar, the info sheet, the failure
 * notices) and the home page's virtual games row. Loaded with those (the row is below the fold);
 * `en.ts` must have exactly the same keys (the type checker enforces it).
 */
export const playTr = {
  page: {
    title: 'Oyun',
    loading: 'Oyun yükleniyor…',
    frameTitle: '{{name}} oyunu',
    frameTitleUnnamed: 'Oyun ekranı',
    /** Section 8: an Internal Server Error when starting a game says the provider cannot be reached. */
    providerUnreachable: 'Oyun sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  },
  notFound: {
    title: 'Oyun bulunamadı',
    text: 'Bu adreste açılabilecek bir oyun yok. Bağlantı eksik ya da hatalı olabilir.',
    back: 'Slot oyunlarına dön',
  },
  bar: {
    back: 'Geri',
    balance: 'Bakiye',
    balanceLoading: 'Bakiye yükleniyor',
    balanceHidden: 'Bakiye gizli',
    sessionTime: 'Süre',
    sessionTimeLabel: 'Bu oturumda geçen süre: {{time}}',
    net: 'Net',
    netLabel: 'Bu oturumdaki net sonucunuz: {{amount}}',
    netLoading: 'Net sonuç hesaplanıyor',
    info: 'Oyun bilgisi',
    responsibleGaming: 'Sorumlu Oyun: limitler ve ara verme',
    /** While a bonus is open the balance is cash and bonus together, as the game shows it; the bonus part is said. */
    bonusIncluded: '{{amount}} bonus dahil',
    balanceSplit: 'Nakit {{cash}} + bonus {{bonus}}',
  },
  info: {
    provablyFair: 'Kanıtlanabilir adil: her turun sonucunu kendiniz doğrulayabilirsiniz.',
    provablyFairLink: 'Nasıl doğrulanır?',
    title: 'Oyun bilgisi',
    close: 'Kapat',
    provider: 'Sağlayıcı',
    rtp: 'Oyuncuya dönüş (RTP)',
    maxWin: 'En yüksek kazanç',
    maxWinValue: '{{multiplier}}×',
    maxWinHint: 'bahsin katı',
    volatility: 'Oynaklık',
    volatilityLevels: { low: 'Düşük', medium: 'Orta', high: 'Yüksek' },
    noAutoplay: 'Bu oyunda otomatik oyun ve turbo (hızlandırılmış) tur yoktur: her turu siz başlatırsınız.',
    rulesTitle: 'Kısaca kurallar',
    rules: {
      slot: 'Bahis tutarını seçip turu başlatın. Sonucu sağlayıcının sunucusu belirler; kazanırsanız bahsiniz sonuçtaki çarpanla ödenir ve bakiyenize hemen eklenir.',
      virtual:
        'Yarış başlamadan önce bir seçime bahis yapın. Sonucu sağlayıcının sunucusu belirler; seçiminiz kazanırsa bahsiniz oranıyla ödenir ve bakiyenize hemen eklenir.',
      live: 'Bahis süresi içinde masadaki alanlara fiş koyun ve bahsinizi onaylayın. Sonuç herkes için aynı anda, önceden yayımlanan tohumla belirlenir; kazanan bahisler masanın ödeme tablosuyla ödenir ve bakiyenize hemen eklenir.',
      rtp: 'RTP uzun dönemde bahislerin ortalama ne kadarının oyunculara geri döndüğünü gösterir; tek bir oturumun sonucu bundan çok farklı olabilir.',
    },
    sessionTitle: 'Bu oturum',
    rounds: 'Oynanan tur',
    staked: 'Toplam bahis',
    won: 'Toplam kazanç',
    net: 'Net sonuç',
    incomplete: 'Yalnızca son 10.000 tur hesaba katıldı.',
    loading: 'Oyun bilgisi yükleniyor…',
    unavailable: 'Oyun bilgisi şu anda alınamadı.',
    responsible:
      'Sorumlu oyun: kaybetmeyi göze alabileceğinizden fazlasıyla oynamayın. 18 yaşından küçükler oynayamaz.',
  },
  /** The reality check: over the game at the interval the player chose. */
  realityCheck: {
    title: 'Oyun süresi hatırlatması',
    playedMinutes_one: '{{count}} dakikadır oynuyorsunuz',
    playedMinutes_other: '{{count}} dakikadır oynuyorsunuz',
    playedHours_one: '{{count}} saattir oynuyorsunuz',
    playedHours_other: '{{count}} saattir oynuyorsunuz',
    playedHoursMinutes: '{{hours}} saat {{minutes}} dakikadır oynuyorsunuz',
    session: 'Oturum başlangıcı: {{time}} · süre ve net tüm oyunlarınızı kapsar',
    net: 'Bu oturumda net:',
    netLoading: 'hesaplanıyor',
    paused: 'Oyun, siz bir seçim yapana kadar duraklatıldı.',
    resume: 'Devam et',
    history: 'Oyun geçmişi',
    logout: 'Çıkış yap',
  },
  virtualRow: {
    title: 'Sanal Oyunlar',
    subtitle: 'Bahsinizi yapın, yarışı izleyin',
    play: '{{name}}: oyna',
  },
};

export type PlayTranslationResource = Texts<typeof playTr>;
