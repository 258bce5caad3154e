/** The casino passes `lang=tr|en` in the launch address; Turkish is the default. */
export type Lang = 'tr' | 'en';

export function langOf(value: unknown): Lang {
  return value === 'en' ? 'en' : 'tr';
}

/** Every text of the game pages, Turkish first. The script gets the ones it shows at run time. */
const TEXTS = {
  tr: {
    balance: 'Bakiye',
    stake: 'Bahis',
    chance: 'Kazanma şansı',
    multiplier: 'Çarpan',
    possibleWin: 'Olası kazanç',
    direction: 'Tahmin',
    under: 'Altı',
    over: 'Üstü',
    winningRange: 'Kazanan sayılar',
    rollButton: 'Zar At',
    rolling: 'Zar dönüyor…',
    raceButton: 'Yarışı başlat',
    racing: 'Yarış sürüyor…',
    pickRunner: 'Atınızı seçin',
    youWon: 'Kazandınız: {amount}',
    youLost: 'Kaybettiniz',
    rolled: 'Zar: {roll}',
    winner: 'Kazanan: {number} {name}',
    placeYourBet: 'Bahsinizi seçin ve başlayın',
    rules: 'Oyun kuralları',
    rtp: 'Oyuncuya dönüş (RTP)',
    maxWin: 'En yüksek kazanç',
    diceHow:
      'Zar 1 ile 100 arasında bir sayı gösterir; her sayının gelme olasılığı eşittir. “Altı” seçerseniz 1’den seçtiğiniz şansa kadar, “Üstü” seçerseniz en büyük sayılardan o kadarı kazanır. Kazanç = bahis × çarpan; çarpan, şansın RTP’ye bölümüdür.',
    raceHow:
      'Altı at koşar; her atın kazanma şansı sabittir ve yanında yazar. Yalnızca birinci gelen at kazandırır: kazanç = bahis × atın çarpanı. Diğer sıralar ödeme yapmaz.',
    fairPlay:
      'Sonuç, bahsiniz alındıktan sonra sağlayıcının sunucusunda belirlenir. Otomatik oyun ve hızlı mod yoktur; her el en az 2,5 saniye sürer. RTP her seçim için tam olarak yazılan orandır.',
    errors: {
      insufficient_funds: 'Bakiyeniz yetersiz',
      session_ended: 'Oyun oturumunuz sona erdi. Oyunu casino sitesinden yeniden açın.',
      too_fast: 'Bir sonraki el için biraz bekleyin',
      connection: 'Bağlantı sorunu: bahsiniz iade edildi. Lütfen tekrar deneyin.',
      player_blocked: 'Hesabınız oyuna kapalı',
      limit_reached: 'Oyun limitinize ulaştınız',
      refused: 'İşlem yapılamadı. Lütfen tekrar deneyin.',
      invalid: 'Geçersiz seçim',
      network: 'Oyun sunucusuna ulaşılamadı. Bağlantınızı kontrol edin.',
      win_pending: 'Kazancınız hesabınıza işleniyor; bakiyeniz birazdan güncellenir.',
    },
    badLaunchTitle: 'Oyun açılamadı',
    badLaunch: 'Bu bağlantı geçersiz. Oyunu casino sitesinden açın.',
    gameNotFound: 'Bu oyun bulunamadı.',
  },
  en: {
    balance: 'Balance',
    stake: 'Stake',
    chance: 'Win chance',
    multiplier: 'Multiplier',
    possibleWin: 'Possible win',
    direction: 'Guess',
    under: 'Under',
    over: 'Over',
    winningRange: 'Winning numbers',
    rollButton: 'Roll',
    rolling: 'Rolling…',
    raceButton: 'Start the race',
    racing: 'Racing…',
    pickRunner: 'Pick your horse',
    youWon: 'You won {amount}',
    youLost: 'No win this time',
    rolled: 'Roll: {roll}',
    winner: 'Winner: {number} {name}',
    placeYourBet: 'Choose your bet and start',
    rules: 'Rules',
    rtp: 'Return to player (RTP)',
    maxWin: 'Largest win',
    diceHow:
      'The die shows a number from 1 to 100, each equally likely. “Under” wins on the numbers from 1 up to your chance, “Over” on as many of the highest numbers. Win = stake × multiplier; the multiplier is the RTP divided by the chance.',
    raceHow:
      'Six horses run; each has a fixed chance to win, shown beside it. Only the winner pays: win = stake × the horse’s multiplier. Other places pay nothing.',
    fairPlay:
      'The result is drawn on the provider’s server after your stake is taken. There is no autoplay and no turbo; every round lasts at least 2.5 seconds. The RTP is exactly the published figure for every choice.',
    errors: {
      insufficient_funds: 'Your balance is too low',
      session_ended: 'Your game session has ended. Open the game again from the casino.',
      too_fast: 'Please wait a moment before the next round',
      connection: 'Connection problem: your stake was returned. Please try again.',
      player_blocked: 'Your account is closed to play',
      limit_reached: 'You have reached your play limit',
      refused: 'That did not work. Please try again.',
      invalid: 'Invalid choice',
      network: 'The game server cannot be reached. Check your connection.',
      win_pending: 'Your win is on its way; your balance will update shortly.',
    },
    badLaunchTitle: 'The game could not open',
    badLaunch: 'This link is not valid. Open the game from the casino.',
    gameNotFound: 'This game was not found.',
  },
} as const;

export type Texts = (typeof TEXTS)['tr'] | (typeof TEXTS)['en'];

export function textsFor(lang: Lang): Texts {
  return TEXTS[lang];
}
