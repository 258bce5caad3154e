import type { Texts } from '../texts';

/**
 * The `bonuses` namespace (features/bonuses): a promotion's bonus and its claim, /bonus-usage and
 * /bonus-history, loaded with those pages and the promotions page.
 */
export const bonusesTr = {
  /** Amounts in these texts are whole lira ('₺5.000') or kuruş ('₺12,50'), formatted before they arrive. */
  offer: {
    heading: 'Bonus',
    deposit: '%{{percent}} bonus, en fazla {{max}}',
    depositUncapped: '%{{percent}} bonus',
    minDeposit: 'en az {{min}} yatırım',
    fixed: '{{amount}} bonus',
    noDeposit: 'yatırım gerekmez',
    wagering: '{{multiple}} kat çevrim',
    noWagering: 'çevrim şartı yok',
    maxStake: 'tek turda en fazla {{amount}}',
    validDays: '{{days}} gün geçerli',
    contributions: 'Çevrime katkı: {{list}}',
    claim: 'Bonusu Al',
    claiming: 'Bonus alınıyor…',
    loginText: 'Bu bonusu almak için giriş yapın ya da üye olun.',
    login: 'Giriş Yap',
    register: 'Üye Ol',
    claimedFixed: '{{amount}} bonus hesabınıza tanımlandı. Çevrim durumunu buradan izleyebilirsiniz.',
    claimedDeposit: 'Bonusunuz hazır: {{min}} ve üzeri bir sonraki yatırımınızda hesabınıza tanımlanacak.',
  },
  lobbies: { slot: 'Slot', virtual: 'Sanal oyunlar', live: 'Canlı masalar' },
  /** '{{lobby}} %{{percent}}': one lobby's share of a stake that counts towards wagering. */
  contribution: '{{lobby}} %{{percent}}',
  usage: {
    loading: 'Bonusunuz yükleniyor…',
    loadFailed: 'Bonus bilgileriniz şu anda alınamadı.',
    empty: 'Şu anda açık bir bonusunuz yok. Promosyonlar sayfasından size uygun bir bonusu alabilirsiniz.',
    toPromotions: 'Promosyonlara git',
    toHistory: 'Bonus geçmişi',
    active: 'Aktif',
    awaiting: 'Yatırım bekleniyor',
    balance: 'Bonus bakiyesi',
    granted: 'Verilen bonus: {{amount}}',
    progress: 'Çevrim',
    progressValue: '{{wagered}} / {{required}}',
    progressText: '{{required}} çevrimin {{wagered}} kadarı tamamlandı',
    remaining: 'Kalan çevrim {{amount}}',
    expires: 'Son geçerlilik',
    depositBy: 'Yatırım için son tarih',
    maxStake: 'Tur başına en yüksek bahis',
    maxStakeHint: 'Bundan yüksek bahisler oynanır ama çevrime sayılmaz.',
    contributions: 'Çevrime katkı',
    noContributions: 'Hiçbir oyun çevrime sayılmaz.',
    terms: 'Bonus koşulları',
    awaitingText:
      'Bu bonus, en az {{min}} tutarındaki bir sonraki yatırımınızı bekliyor. Yatırımınız onaylandığında bonus hesabınıza tanımlanır ve çevrim başlar.',
    deposit: 'Para yatır',
    forfeit: 'Bonusu iptal et',
    queued: 'Sırada',
    queuedHeading: 'Sıradaki ödüller',
    queuedText:
      'Şu anki bonusunuz bittiğinde (çevrildiğinde, süresi dolduğunda ya da iptal edildiğinde) hesabınıza tanımlanır; {{wagering}} çevrimi ve geçerlilik süresi o zaman başlar.',
  },
  forfeit: {
    title: 'Bonus iptal edilsin mi?',
    activeText:
      'Bonusu iptal ederseniz kalan {{amount}} bonus bakiyesi hesabınızdan silinir ve geri alınamaz. Nakit bakiyeniz değişmez.',
    activeTextHidden:
      'Bonusu iptal ederseniz kalan bonus bakiyeniz hesabınızdan silinir ve geri alınamaz. Nakit bakiyeniz değişmez.',
    awaitingText: 'Bonusu iptal ederseniz bir sonraki yatırımınıza bonus tanımlanmaz. Bu bonusu yeniden alamazsınız.',
    confirm: 'Evet, iptal et',
    cancel: 'Vazgeç',
    close: 'Kapat',
    done: 'Bonusunuz iptal edildi.',
  },
  history: {
    loading: 'Bonus geçmişiniz yükleniyor…',
    loadFailed: 'Bonus geçmişiniz şu anda alınamadı.',
    empty: 'Henüz sona eren bir bonusunuz yok. Aldığınız bonuslar tamamlandığında burada listelenir.',
    toPromotions: 'Promosyonlara göz at',
    outcomes: { converted: 'Çevrildi', expired: 'Süresi doldu', forfeited: 'İptal edildi' },
    granted: 'Verilen',
    converted: 'Nakde geçen',
    forfeited: 'Silinen',
    claimed: 'Alındı',
    ended: 'Bitti',
    more: 'Daha fazla',
    loadingMore: 'Yükleniyor…',
    count: '{{total}} bonustan {{shown}} tanesi gösteriliyor',
  },
} as const;

export type BonusesTexts = Texts<typeof bonusesTr>;
