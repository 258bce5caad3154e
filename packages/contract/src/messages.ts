import type { Language } from './catalogues.js';
import { MAINTENANCE_MESSAGE, MESSAGE_CODES } from './message-codes.js';

/**
 * Every message the server can answer with. The client decides on `code`
 * (messages are localised, codes are stable; message-codes.ts holds them); the text is
 * what a player reads. `{name}` placeholders are filled from the parameters of `messageText`.
 */
interface MessageDefinition {
  readonly code: number;
  readonly tr: string;
  readonly en: string;
}

export const MESSAGES = {
  ok: { code: MESSAGE_CODES.ok, tr: 'İşlem başarılı.', en: 'Operation successful.' },
  badRequest: {
    code: MESSAGE_CODES.badRequest,
    tr: 'İstek anlaşılamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
    en: 'The request could not be understood. Please reload the page and try again.',
  },
  invalidData: {
    code: MESSAGE_CODES.invalidData,
    tr: 'Gönderilen bilgiler geçersiz: {fields}.',
    en: 'The data sent is invalid: {fields}.',
  },
  unknownMethod: {
    code: MESSAGE_CODES.unknownMethod,
    tr: 'Böyle bir işlem bulunmuyor.',
    en: 'There is no such operation.',
  },
  notFound: {
    code: MESSAGE_CODES.notFound,
    tr: 'Aradığınız kayıt bulunamadı.',
    en: 'The record you are looking for was not found.',
  },
  payloadTooLarge: {
    code: MESSAGE_CODES.payloadTooLarge,
    tr: 'Gönderilen veri çok büyük.',
    en: 'The data sent is too large.',
  },
  unsupportedMediaType: {
    code: MESSAGE_CODES.unsupportedMediaType,
    tr: 'İstek JSON biçiminde gönderilmelidir.',
    en: 'The request must be sent as JSON.',
  },
  sessionExpired: {
    code: MESSAGE_CODES.sessionExpired,
    tr: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
    en: 'Your session has expired. Please log in again.',
  },
  noPermission: {
    code: MESSAGE_CODES.noPermission,
    tr: 'Bu işlem için yetkiniz bulunmuyor.',
    en: 'You have no permission for this operation.',
  },
  failedLogin: {
    code: MESSAGE_CODES.failedLogin,
    tr: 'Kullanıcı adı veya şifre hatalı.',
    en: 'Wrong username or password.',
  },
  inactiveAccount: {
    code: MESSAGE_CODES.inactiveAccount,
    tr: 'Hesabınız aktif değil.',
    en: 'Your account is not active.',
  },
  tooManyAttempts: {
    code: MESSAGE_CODES.tooManyAttempts,
    tr: 'Çok fazla deneme yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again in {minutes} minutes.',
  },
  // The specification's English sentence stays the English answer; a Turkish player reads Turkish.
  maintenance: {
    code: MESSAGE_CODES.maintenance,
    tr: 'Sitemiz şu anda bakımda. Lütfen biraz sonra tekrar deneyin.',
    en: MAINTENANCE_MESSAGE,
  },
  siteUp: { code: MESSAGE_CODES.siteUp, tr: 'Site hizmet veriyor.', en: 'The site is up.' },
  internalError: {
    code: MESSAGE_CODES.internalError,
    tr: 'Bazı sorunlar yaşanıyor. Lütfen daha sonra tekrar deneyin.',
    en: 'We are experiencing some problems. Please try again later.',
  },
  bodyTooComplex: {
    code: MESSAGE_CODES.bodyTooComplex,
    tr: 'Gönderilen veri çok karmaşık: iç içe geçmiş ya da çok fazla alan içeriyor.',
    en: 'The data sent is too complex: nested too deeply or with too many fields.',
  },

  // Accounts: successes (code 200, the text tells them apart).
  registrationComplete: {
    code: MESSAGE_CODES.registrationComplete,
    tr: 'Kaydınız tamamlandı. Hesabınızı onaylamak için e-posta adresinize gönderilen bağlantıya tıklayın.',
    en: 'Registration complete. Click the link sent to your e-mail address to confirm your account.',
  },
  emailConfirmed: {
    code: MESSAGE_CODES.emailConfirmed,
    tr: 'E-posta adresiniz onaylandı. Artık giriş yapabilirsiniz.',
    en: 'Your e-mail address is confirmed. You can log in now.',
  },
  loginSuccess: { code: MESSAGE_CODES.loginSuccess, tr: 'Giriş başarılı. Hoş geldiniz!', en: 'Logged in. Welcome!' },
  logoutSuccess: { code: MESSAGE_CODES.logoutSuccess, tr: 'Çıkış yapıldı.', en: 'Logged out.' },
  resetInstructionsSent: {
    code: MESSAGE_CODES.resetInstructionsSent,
    tr: 'Şifre sıfırlama talimatları e-posta adresinize gönderildi.',
    en: 'Password reset instructions have been sent to your e-mail address.',
  },
  passwordResetDone: {
    code: MESSAGE_CODES.passwordResetDone,
    tr: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
    en: 'Your password has been changed. You can log in with your new password.',
  },
  passwordChanged: {
    code: MESSAGE_CODES.passwordChanged,
    tr: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
    en: 'Your password has been changed. Your sessions on other devices were ended.',
  },
  profileUpdated: {
    code: MESSAGE_CODES.profileUpdated,
    tr: 'Bilgileriniz güncellendi.',
    en: 'Your details have been updated.',
  },
  otherSessionsEnded: {
    code: MESSAGE_CODES.otherSessionsEnded,
    tr: 'Diğer cihazlardaki oturumlarınız kapatıldı.',
    en: 'Your sessions on other devices were ended.',
  },
  gaCodeAccepted: {
    code: MESSAGE_CODES.gaCodeAccepted,
    tr: 'Doğrulama kodu kabul edildi.',
    en: 'The verification code was accepted.',
  },
  gaEnabled: { code: MESSAGE_CODES.gaEnabled, tr: 'İki adımlı doğrulama açıldı.', en: 'Two-step verification is on.' },
  gaDisabled: {
    code: MESSAGE_CODES.gaDisabled,
    tr: 'İki adımlı doğrulama kapatıldı.',
    en: 'Two-step verification is off.',
  },

  // Accounts: refusals, one code each.
  usernameInvalid: {
    code: MESSAGE_CODES.usernameInvalid,
    tr: 'Kullanıcı adı 3-20 karakter olmalı; yalnızca harf, rakam, nokta ve alt çizgi içerebilir.',
    en: 'The username must be 3-20 characters of letters, digits, dots and underscores.',
  },
  usernameTaken: {
    code: MESSAGE_CODES.usernameTaken,
    tr: 'Bu kullanıcı adı zaten kullanılıyor.',
    en: 'This username is already taken.',
  },
  emailInvalid: {
    code: MESSAGE_CODES.emailInvalid,
    tr: 'Geçerli bir e-posta adresi girin.',
    en: 'Enter a valid e-mail address.',
  },
  emailTaken: {
    code: MESSAGE_CODES.emailTaken,
    tr: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
    en: 'An account with this e-mail address already exists.',
  },
  passwordWeak: {
    code: MESSAGE_CODES.passwordWeak,
    tr: 'Şifre en az 8 karakter olmalı, en az bir harf ve bir rakam içermeli ve kullanıcı adınızı içermemeli.',
    en: 'The password must be at least 8 characters, contain a letter and a digit, and not contain your username.',
  },
  passwordMismatch: {
    code: MESSAGE_CODES.passwordMismatch,
    tr: 'Şifreler birbiriyle eşleşmiyor.',
    en: 'The passwords do not match.',
  },
  phoneInvalid: {
    code: MESSAGE_CODES.phoneInvalid,
    tr: 'Telefon numarasını (5##) ### - #### biçiminde girin.',
    en: 'Enter the phone number as (5##) ### - ####.',
  },
  birthDateInvalid: {
    code: MESSAGE_CODES.birthDateInvalid,
    tr: 'Doğum tarihini gün, ay ve yıl olarak eksiksiz girin.',
    en: 'Enter a complete date of birth.',
  },
  underAge: {
    code: MESSAGE_CODES.underAge,
    tr: '18 yaşından küçükler üye olamaz.',
    en: 'You must be 18 or older to register.',
  },
  countryInvalid: {
    code: MESSAGE_CODES.countryInvalid,
    tr: 'Listeden bir ülke seçin.',
    en: 'Choose a country from the list.',
  },
  termsNotAccepted: {
    code: MESSAGE_CODES.termsNotAccepted,
    tr: 'Üye olmak için kuralları ve şartları kabul etmelisiniz.',
    en: 'You must accept the terms to register.',
  },
  nameInvalid: {
    code: MESSAGE_CODES.nameInvalid,
    tr: 'Ad ve soyad 2-50 harf olmalıdır.',
    en: 'First and last name must be 2-50 letters.',
  },
  emailNotConfirmed: {
    code: MESSAGE_CODES.emailNotConfirmed,
    tr: 'Giriş yapmadan önce e-posta adresinize gönderilen bağlantıyla hesabınızı onaylayın.',
    en: 'Confirm your account with the link sent to your e-mail address before logging in.',
  },
  tokenInvalid: {
    code: MESSAGE_CODES.tokenInvalid,
    tr: 'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    en: 'This link is invalid or has expired. Please ask for a new one.',
  },
  wrongCurrentPassword: {
    code: MESSAGE_CODES.wrongCurrentPassword,
    tr: 'Mevcut şifreniz hatalı.',
    en: 'Your current password is wrong.',
  },
  samePassword: {
    code: MESSAGE_CODES.samePassword,
    tr: 'Yeni şifre mevcut şifrenizle aynı olamaz.',
    en: 'The new password must differ from the current one.',
  },
  gaCodeWrong: { code: MESSAGE_CODES.gaCodeWrong, tr: 'Girdiğiniz kod hatalı.', en: 'The code entered is wrong.' },
  gaAlreadyEnabled: {
    code: MESSAGE_CODES.gaAlreadyEnabled,
    tr: 'İki adımlı doğrulama zaten açık.',
    en: 'Two-step verification is already on.',
  },
  gaNotSetUp: {
    code: MESSAGE_CODES.gaNotSetUp,
    tr: 'Önce Google Authenticator kurulumunu başlatın.',
    en: 'Start the Google Authenticator set-up first.',
  },
  gaRequired: {
    code: MESSAGE_CODES.gaRequired,
    tr: 'Devam etmek için doğrulama kodunu girin.',
    en: 'Enter the verification code to continue.',
  },
  // Accounts: identity hardening (control characters, dates, the password for the authenticator, new links).
  invalidCharacter: {
    code: MESSAGE_CODES.invalidCharacter,
    tr: 'Girdiğiniz bilgilerde kullanılamayan bir karakter var. Lütfen kontrol edip yeniden yazın.',
    en: 'What you entered contains a character that cannot be used. Please check it and type it again.',
  },
  birthDateTooEarly: {
    code: MESSAGE_CODES.birthDateTooEarly,
    tr: 'Doğum yılı 1900 veya sonrası olmalıdır.',
    en: 'The year of birth must be 1900 or later.',
  },
  currentPasswordRequired: {
    code: MESSAGE_CODES.currentPasswordRequired,
    tr: 'Devam etmek için mevcut şifrenizi girin.',
    en: 'Enter your current password to continue.',
  },
  loginRequired: {
    code: MESSAGE_CODES.loginRequired,
    tr: 'Kullanıcı adınızı veya e-posta adresinizi girin.',
    en: 'Enter your username or e-mail address.',
  },
  confirmationResent: {
    code: MESSAGE_CODES.confirmationResent,
    tr: 'Bu bilgilerle onay bekleyen bir hesap varsa, yeni onay bağlantısı kayıtlı e-posta adresine gönderildi.',
    en: 'If an account waiting for confirmation matches, a new confirmation link was sent to its e-mail address.',
  },
  gaCodeUsed: {
    code: MESSAGE_CODES.gaCodeUsed,
    tr: 'Bu kod az önce kullanıldı. Uygulamanızda yeni kod çıkınca onu girin.',
    en: 'This code has just been used. Enter the next code when your app shows it.',
  },
  // Money.
  amountInvalid: {
    code: MESSAGE_CODES.amountInvalid,
    tr: 'Tutarı kuruş cinsinden pozitif bir tam sayı olarak gönderin.',
    en: 'Send the amount as a positive whole number of kuruş.',
  },
  amountBelowMinimum: {
    code: MESSAGE_CODES.amountBelowMinimum,
    tr: 'Bu yöntemle en az {min} işlem yapabilirsiniz.',
    en: 'The minimum for this method is {min}.',
  },
  amountAboveMaximum: {
    code: MESSAGE_CODES.amountAboveMaximum,
    tr: 'Bu yöntemle en çok {max} işlem yapabilirsiniz.',
    en: 'The maximum for this method is {max}.',
  },
  insufficientBalance: {
    code: MESSAGE_CODES.insufficientBalance,
    tr: 'Bakiyeniz yetersiz. Kullanılabilir bakiyeniz: {available}.',
    en: 'Insufficient balance. Available: {available}.',
  },
  methodUnknown: {
    code: MESSAGE_CODES.methodUnknown,
    tr: 'Seçtiğiniz ödeme yöntemi bulunamadı.',
    en: 'The payment method was not found.',
  },
  methodWrongType: {
    code: MESSAGE_CODES.methodWrongType,
    tr: 'Bu yöntem bu işlem türü için kullanılamaz.',
    en: 'This method cannot be used for this kind of transaction.',
  },
  ibanInvalid: {
    code: MESSAGE_CODES.ibanInvalid,
    tr: 'IBAN geçersiz. TR ile başlayan 26 karakterlik IBAN numaranızı kontrol edin.',
    en: 'Invalid IBAN. Check your 26-character IBAN starting with TR.',
  },
  holderNameMismatch: {
    code: MESSAGE_CODES.holderNameMismatch,
    tr: 'Hesap sahibi adı, üyelik bilgilerinizdeki ad ve soyadınızla aynı olmalıdır.',
    en: 'The account holder must be you, as in your registration details.',
  },
  bankUnknown: { code: MESSAGE_CODES.bankUnknown, tr: 'Listeden bir banka seçin.', en: 'Choose a bank from the list.' },
  bankAccountNotFound: {
    code: MESSAGE_CODES.bankAccountNotFound,
    tr: 'Banka hesabı bulunamadı.',
    en: 'The bank account was not found.',
  },
  bankAccountExists: {
    code: MESSAGE_CODES.bankAccountExists,
    tr: 'Bu IBAN zaten kayıtlı.',
    en: 'This IBAN is already saved.',
  },
  bankAccountLimit: {
    code: MESSAGE_CODES.bankAccountLimit,
    tr: 'En fazla {max} banka hesabı kaydedebilirsiniz.',
    en: 'You can save at most {max} bank accounts.',
  },
  requestIdInvalid: {
    code: MESSAGE_CODES.requestIdInvalid,
    tr: 'İstek kimliği geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.',
    en: 'Invalid request id. Please reload the page and try again.',
  },
  requestReused: {
    code: MESSAGE_CODES.requestReused,
    tr: 'Bu istek farklı bilgilerle daha önce gönderildi. Lütfen sayfayı yenileyin.',
    en: 'This request was already sent with other details. Please reload the page.',
  },
  senderNameInvalid: {
    code: MESSAGE_CODES.senderNameInvalid,
    tr: 'Gönderen adını girin (en az 3 karakter).',
    en: 'Enter the sender name (at least 3 characters).',
  },
  dateInvalid: {
    code: MESSAGE_CODES.dateInvalid,
    tr: 'Tarihi YYYY-AA-GG biçiminde girin.',
    en: 'Enter the date as YYYY-MM-DD.',
  },
  transactionNotFound: {
    code: MESSAGE_CODES.transactionNotFound,
    tr: 'İşlem bulunamadı.',
    en: 'The transaction was not found.',
  },
  transactionNotPending: {
    code: MESSAGE_CODES.transactionNotPending,
    tr: 'Bu işlem beklemede değil; durumu değiştirilemez.',
    en: 'This transaction is not pending; its state cannot change.',
  },
  // Money: limits that keep the payment desk and the database safe.
  bankAccountInUse: {
    code: MESSAGE_CODES.bankAccountInUse,
    tr: 'Bu hesaba bekleyen bir çekim talebiniz var. Talep sonuçlanana kadar hesap değiştirilemez veya silinemez.',
    en: 'A pending withdrawal goes to this account. It cannot be changed or deleted until the withdrawal is settled.',
  },
  pendingDepositLimit: {
    code: MESSAGE_CODES.pendingDepositLimit,
    tr: 'Onay bekleyen en fazla {max} yatırım talebiniz olabilir. Önceki talepleriniz sonuçlandıktan sonra tekrar deneyin.',
    en: 'You can have at most {max} deposits awaiting confirmation. Try again once the earlier ones are settled.',
  },
  dailyDepositLimit: {
    code: MESSAGE_CODES.dailyDepositLimit,
    tr: '24 saat içinde en fazla {max} yatırım talebinde bulunabilirsiniz. Lütfen daha sonra tekrar deneyin.',
    en: 'You can make at most {max} deposit requests in 24 hours. Please try again later.',
  },
  listOffsetTooLarge: {
    code: MESSAGE_CODES.listOffsetTooLarge,
    tr: 'Yalnızca ilk {max} kayıt listelenebilir. Aramanızı tarih, tür veya durumla daraltın.',
    en: 'Only the first {max} records can be listed. Narrow your search by date, type or status.',
  },
  ibanBankUnknown: {
    code: MESSAGE_CODES.ibanBankUnknown,
    tr: 'Bu IBAN’daki banka kodu ({bankCode}) listemizdeki hiçbir bankaya ait değil. IBAN numaranızı kontrol edin.',
    en: 'The bank code in this IBAN ({bankCode}) belongs to no bank on our list. Check your IBAN.',
  },
  ibanBankMismatch: {
    code: MESSAGE_CODES.ibanBankMismatch,
    tr: 'Bu IBAN {bank} hesabına ait; seçtiğiniz banka ({chosen}) ile uyuşmuyor. Bankayı IBAN’a göre seçin.',
    en: 'This IBAN belongs to {bank}, not to the bank you chose ({chosen}). Choose the bank of the IBAN.',
  },
  bankAccountAdded: { code: MESSAGE_CODES.bankAccountAdded, tr: 'Banka hesabı eklendi.', en: 'Bank account added.' },
  bankAccountUpdated: {
    code: MESSAGE_CODES.bankAccountUpdated,
    tr: 'Banka hesabı güncellendi.',
    en: 'Bank account updated.',
  },
  bankAccountDeleted: {
    code: MESSAGE_CODES.bankAccountDeleted,
    tr: 'Banka hesabı silindi.',
    en: 'Bank account deleted.',
  },
  depositDeclared: {
    code: MESSAGE_CODES.depositDeclared,
    tr: 'Yatırım bildiriminiz alındı. Havaleniz onaylandığında bakiyenize eklenecek.',
    en: 'Your deposit notice was received. It is added to your balance when confirmed.',
  },
  depositStarted: {
    code: MESSAGE_CODES.depositStarted,
    tr: 'Ödemeniz başlatıldı. Onaylandığında bakiyenize eklenecek.',
    en: 'Your payment has started. It is added to your balance when confirmed.',
  },
  withdrawalRequested: {
    code: MESSAGE_CODES.withdrawalRequested,
    tr: 'Çekim talebiniz alındı. Tutar onaylanana kadar bakiyenizden ayrıldı.',
    en: 'Your withdrawal request was received. The amount is held until it is approved.',
  },
  favoriteAdded: { code: MESSAGE_CODES.favoriteAdded, tr: 'Favorilere eklendi.', en: 'Added to favourites.' },
  favoriteRemoved: {
    code: MESSAGE_CODES.favoriteRemoved,
    tr: 'Favorilerden çıkarıldı.',
    en: 'Removed from favourites.',
  },
  languageInvalid: {
    code: MESSAGE_CODES.languageInvalid,
    tr: 'Desteklenmeyen dil seçimi.',
    en: 'Unsupported language.',
  },
  gameNotFound: {
    code: MESSAGE_CODES.gameNotFound,
    tr: 'Oyun bulunamadı.',
    en: 'Game not found.',
  },
  gameSearchInvalid: {
    code: MESSAGE_CODES.gameSearchInvalid,
    tr: 'Oyun araması en fazla 50 karakter olabilir.',
    en: 'A game search can be at most 50 characters long.',
  },
  favoritesNeedLogin: {
    code: MESSAGE_CODES.favoritesNeedLogin,
    tr: 'Favori oyunlarınız için lütfen giriş yapın.',
    en: 'Please log in for your favourite games.',
  },
  favoriteLimit: {
    code: MESSAGE_CODES.favoriteLimit,
    tr: 'En fazla 100 favori oyun ekleyebilirsiniz. Yenisini eklemek için birini çıkarın.',
    en: 'You can keep at most 100 favourite games. Remove one to add another.',
  },
  favoriteTypeInvalid: {
    code: MESSAGE_CODES.favoriteTypeInvalid,
    tr: 'Favori işlemi anlaşılamadı: tür casino veya livecasino, işlem insert, delete veya list olmalıdır.',
    en: 'The favourite request was not understood: type must be casino or livecasino, mode insert, delete or list.',
  },
  gameHistoryLimitInvalid: {
    code: MESSAGE_CODES.gameHistoryLimitInvalid,
    tr: 'Bir sayfada 1 ile 100 arasında oyun turu listelenebilir.',
    en: 'A page can list 1 to 100 game rounds.',
  },
  gameHistoryOffsetInvalid: {
    code: MESSAGE_CODES.gameHistoryOffsetInvalid,
    tr: 'Yalnızca en yeni 1.000 oyun turu listelenebilir. Daha eski turlar için tarih aralığını daraltın.',
    en: 'Only the newest 1,000 game rounds can be listed. Narrow the date range for older ones.',
  },
  dateRangeInvalid: {
    code: MESSAGE_CODES.dateRangeInvalid,
    tr: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    en: 'The end date cannot be before the start date.',
  },
  gameRoundStatusInvalid: {
    code: MESSAGE_CODES.gameRoundStatusInvalid,
    tr: 'Tur durumu geçersiz: açık, sonuçlanmış veya iptal edilmiş turlar listelenebilir.',
    en: 'Invalid round status: open, settled or rolled-back rounds can be listed.',
  },
  roundNotFound: {
    code: MESSAGE_CODES.roundNotFound,
    tr: 'Oyun turu bulunamadı.',
    en: 'Game round not found.',
  },
  providerUnreachable: {
    code: MESSAGE_CODES.providerUnreachable,
    tr: 'Oyun sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    en: 'The game provider cannot be reached right now. Please try again a little later.',
  },
  virtualProviderNotFound: {
    code: MESSAGE_CODES.virtualProviderNotFound,
    tr: 'Sanal oyun sağlayıcısı bulunamadı.',
    en: 'Virtual games provider not found.',
  },
  virtualGameNotFound: {
    code: MESSAGE_CODES.virtualGameNotFound,
    tr: 'Bu sağlayıcının böyle bir sanal oyunu yok.',
    en: 'This provider has no such virtual game.',
  },
  gameUnavailable: {
    code: MESSAGE_CODES.gameUnavailable,
    tr: 'Bu oyun şu anda kapalı. Lütfen başka bir oyun seçin.',
    en: 'This game is closed right now. Please choose another game.',
  },
  playSessionStartInvalid: {
    code: MESSAGE_CODES.playSessionStartInvalid,
    tr: 'Oyun oturumunun başlangıcı geçersiz: en fazla 12 saat öncesine ait bir zaman olmalıdır.',
    en: 'Invalid start of the game session: it must be a time at most 12 hours ago.',
  },
  studioStakeInvalid: {
    code: MESSAGE_CODES.studioStakeInvalid,
    tr: 'Bahis tutarı kuruş cinsinden bir tam sayı olmalıdır.',
    en: 'The stake must be a whole number of kuruş.',
  },
  studioStakeOffLadder: {
    code: MESSAGE_CODES.studioStakeOffLadder,
    tr: 'Bu bahis tutarı seçilemez. Lütfen ₺1 ile ₺500 arasındaki bahis basamaklarından birini seçin.',
    en: 'This stake cannot be chosen. Please pick one of the stake steps from ₺1 to ₺500.',
  },
  studioTooFast: {
    code: MESSAGE_CODES.studioTooFast,
    tr: 'Bir sonraki oyun için lütfen biraz bekleyin: her tur en az 2,5 saniye sürer.',
    en: 'Please wait a moment before the next game: every round lasts at least 2.5 seconds.',
  },
  studioInsufficientFunds: {
    code: MESSAGE_CODES.studioInsufficientFunds,
    tr: 'Bakiyeniz bu bahis için yetersiz.',
    en: 'Your balance is not enough for this stake.',
  },
  studioClientSeedInvalid: {
    code: MESSAGE_CODES.studioClientSeedInvalid,
    tr: 'İstemci tohumu 1 ile 64 arasında görünür karakterden oluşmalıdır.',
    en: 'The client seed must be 1 to 64 visible characters.',
  },
  studioGameNotFound: {
    code: MESSAGE_CODES.studioGameNotFound,
    tr: 'Bu oyun stüdyomuzun açık oyunlarından biri değil.',
    en: "This game is not one of our studio's open games.",
  },
  studioSpinFailed: {
    code: MESSAGE_CODES.studioSpinFailed,
    tr: 'Tur tamamlanamadı; bahsiniz iade edilecek. Lütfen tekrar deneyin.',
    en: 'The round could not be completed; your stake will be returned. Please try again.',
  },
  highEarningsQueryInvalid: {
    code: MESSAGE_CODES.highEarningsQueryInvalid,
    tr: 'Büyük kazançlar tutara veya çarpana göre, en fazla 50 satır listelenebilir.',
    en: 'High earnings can be listed by amount or by multiplier, at most 50 rows.',
  },
  studioSeedHashInvalid: {
    code: MESSAGE_CODES.studioSeedHashInvalid,
    tr: 'Tohum çiftinin özeti 64 küçük onaltılık karakter (0-9, a-f) olmalıdır.',
    en: 'The hash of the seed pair must be 64 lowercase hexadecimal characters (0-9, a-f).',
  },
  studioSeedRotated: {
    code: MESSAGE_CODES.studioSeedRotated,
    tr: 'Bu tohum çifti zaten değiştirildi. Lütfen güncel tohum çiftinize bakıp yeniden deneyin.',
    en: 'This seed pair was already rotated. Please look at your current seed pair and try again.',
  },
  siteTypeInvalid: {
    code: MESSAGE_CODES.siteTypeInvalid,
    tr: 'Site türü mobile veya desktop olmalıdır.',
    en: 'The site type must be mobile or desktop.',
  },
  contentSiteUnknown: {
    code: MESSAGE_CODES.contentSiteUnknown,
    tr: 'Bu site numarasına ait içerik bulunmuyor.',
    en: 'There is no content for this site number.',
  },
  sliderPageInvalid: {
    code: MESSAGE_CODES.sliderPageInvalid,
    tr: 'Bir seferde 1 ile 7 arasında slayt istenebilir; başlangıç 0 ile 49 arasında olmalıdır.',
    en: 'You can ask for 1 to 7 slides at a time, starting from 0 to 49.',
  },
  sliderTypeInvalid: {
    code: MESSAGE_CODES.sliderTypeInvalid,
    tr: 'Slayt sayfası geçersiz: slot, live, tombala, bet-on-games, tournaments veya promotions olmalıdır.',
    en: 'Invalid slider page: it must be slot, live, tombala, bet-on-games, tournaments or promotions.',
  },
  sliderPlaceInvalid: {
    code: MESSAGE_CODES.sliderPlaceInvalid,
    tr: 'Slayt yeri geçersiz: all, top veya bottom olmalıdır.',
    en: 'Invalid slider place: it must be all, top or bottom.',
  },
  tournamentPageInvalid: {
    code: MESSAGE_CODES.tournamentPageInvalid,
    tr: 'Bir seferde 1 ile 50 arasında turnuva listelenebilir; başlangıç 0 ile 950 arasında olmalıdır.',
    en: 'You can list 1 to 50 tournaments at a time, starting from 0 to 950.',
  },
  massMessagePageInvalid: {
    code: MESSAGE_CODES.massMessagePageInvalid,
    tr: 'Bir seferde 1 ile 10 arasında mesaj listelenebilir; yalnızca en yeni 100 mesaj görülebilir.',
    en: 'You can list 1 to 10 messages at a time; only the newest 100 messages can be seen.',
  },
  massMessageNotFound: {
    code: MESSAGE_CODES.massMessageNotFound,
    tr: 'Mesaj bulunamadı.',
    en: 'Message not found.',
  },
  massMessageMarkInvalid: {
    code: MESSAGE_CODES.massMessageMarkInvalid,
    tr: 'Okundu olarak işaretlemek için bir mesaj seçin ya da tümünü işaretleyin.',
    en: 'Choose one message, or all of them, to mark as read.',
  },
  tournamentNotFound: {
    code: MESSAGE_CODES.tournamentNotFound,
    tr: 'Turnuva bulunamadı.',
    en: 'Tournament not found.',
  },
  leaderboardQueryInvalid: {
    code: MESSAGE_CODES.leaderboardQueryInvalid,
    tr: 'Sıralamada bir seferde 1 ile 50 arasında oyuncu gösterilebilir.',
    en: 'A leaderboard shows 1 to 50 players at a time.',
  },
  bonusOfferNotFound: {
    code: MESSAGE_CODES.bonusOfferNotFound,
    tr: 'Bu bonus artık sunulmuyor.',
    en: 'This bonus is no longer offered.',
  },
  bonusAlreadyClaimed: {
    code: MESSAGE_CODES.bonusAlreadyClaimed,
    tr: 'Bu bonusu daha önce aldınız; her bonus bir kez alınabilir.',
    en: 'You have claimed this bonus before; each bonus can be claimed once.',
  },
  bonusAlreadyOpen: {
    code: MESSAGE_CODES.bonusAlreadyOpen,
    tr: 'Zaten açık bir bonusunuz var. Yeni bir bonus almadan önce onu tamamlayın ya da iptal edin.',
    en: 'You already have an open bonus. Complete or cancel it before claiming another.',
  },
  bonusNotFound: {
    code: MESSAGE_CODES.bonusNotFound,
    tr: 'Açık bir bonusunuz bulunamadı.',
    en: 'No open bonus of yours was found.',
  },
  bonusPageInvalid: {
    code: MESSAGE_CODES.bonusPageInvalid,
    tr: 'Bonus geçmişi bir seferde en fazla 20 kayıt gösterir.',
    en: 'Bonus history shows at most 20 entries at a time.',
  },
  bonusForfeitRequired: {
    code: MESSAGE_CODES.bonusForfeitRequired,
    tr: 'Açık bir bonusunuz var. Çekim talebi bu bonusu iptal eder ve kalan bonus bakiyesi silinir; onaylıyorsanız tekrar gönderin.',
    en: 'You have an open bonus. A withdrawal request cancels it and its remaining balance is removed; confirm to send it again.',
  },
  protectionInputInvalid: {
    code: MESSAGE_CODES.protectionInputInvalid,
    tr: 'Geçersiz bir seçim gönderildi. Lütfen listedeki seçeneklerden birini seçin.',
    en: 'An invalid choice was sent. Please pick one of the listed options.',
  },
  protectionAmountInvalid: {
    code: MESSAGE_CODES.protectionAmountInvalid,
    tr: 'Limit tutarı ₺0,01 ile ₺10.000.000 arasında olmalıdır.',
    en: 'A limit must be between ₺0,01 and ₺10.000.000.',
  },
  depositLimitDay: {
    code: MESSAGE_CODES.depositLimitDay,
    tr: 'Günlük yatırım limitiniz {limit}; bu yatırım limiti aşıyor. Limitiniz {resetsAt} itibarıyla yenilenir.',
    en: 'Your daily deposit limit is {limit}; this deposit would pass it. It resets at {resetsAt}.',
  },
  depositLimitWeek: {
    code: MESSAGE_CODES.depositLimitWeek,
    tr: 'Haftalık yatırım limitiniz {limit}; bu yatırım limiti aşıyor. Limitiniz {resetsAt} itibarıyla yenilenir.',
    en: 'Your weekly deposit limit is {limit}; this deposit would pass it. It resets at {resetsAt}.',
  },
  depositLimitMonth: {
    code: MESSAGE_CODES.depositLimitMonth,
    tr: 'Aylık yatırım limitiniz {limit}; bu yatırım limiti aşıyor. Limitiniz {resetsAt} itibarıyla yenilenir.',
    en: 'Your monthly deposit limit is {limit}; this deposit would pass it. It resets at {resetsAt}.',
  },
  lossLimitDay: {
    code: MESSAGE_CODES.lossLimitDay,
    tr: 'Günlük kayıp limitiniz {limit}; bu bahis kaybedilirse limit aşılır. Limitiniz {resetsAt} itibarıyla yenilenir.',
    en: 'Your daily loss limit is {limit}; losing this bet would pass it. It resets at {resetsAt}.',
  },
  lossLimitWeek: {
    code: MESSAGE_CODES.lossLimitWeek,
    tr: 'Haftalık kayıp limitiniz {limit}; bu bahis kaybedilirse limit aşılır. Limitiniz {resetsAt} itibarıyla yenilenir.',
    en: 'Your weekly loss limit is {limit}; losing this bet would pass it. It resets at {resetsAt}.',
  },
  lossLimitMonth: {
    code: MESSAGE_CODES.lossLimitMonth,
    tr: 'Aylık kayıp limitiniz {limit}; bu bahis kaybedilirse limit aşılır. Limitiniz {resetsAt} itibarıyla yenilenir.',
    en: 'Your monthly loss limit is {limit}; losing this bet would pass it. It resets at {resetsAt}.',
  },
  stakeLimitDay: {
    code: MESSAGE_CODES.stakeLimitDay,
    tr: 'Günlük bahis limitiniz {limit}; bu bahis limiti aşıyor. Limitiniz {resetsAt} itibarıyla yenilenir.',
    en: 'Your daily stake limit is {limit}; this bet would pass it. It resets at {resetsAt}.',
  },
  stakeLimitWeek: {
    code: MESSAGE_CODES.stakeLimitWeek,
    tr: 'Haftalık bahis limitiniz {limit}; bu bahis limiti aşıyor. Limitiniz {resetsAt} itibarıyla yenilenir.',
    en: 'Your weekly stake limit is {limit}; this bet would pass it. It resets at {resetsAt}.',
  },
  stakeLimitMonth: {
    code: MESSAGE_CODES.stakeLimitMonth,
    tr: 'Aylık bahis limitiniz {limit}; bu bahis limiti aşıyor. Limitiniz {resetsAt} itibarıyla yenilenir.',
    en: 'Your monthly stake limit is {limit}; this bet would pass it. It resets at {resetsAt}.',
  },
  sessionLimitReached: {
    code: MESSAGE_CODES.sessionLimitReached,
    tr: 'Bugünkü oyun süresi limitiniz ({minutes} dakika) doldu. {resetsAt} itibarıyla yeniden oynayabilirsiniz.',
    en: 'Your play time limit for today ({minutes} minutes) is used up. You can play again from {resetsAt}.',
  },
  protectionTimeout: {
    code: MESSAGE_CODES.protectionTimeout,
    tr: 'Oyun arası veriyorsunuz: {until} tarihine kadar yatırım yapamaz, oynayamaz ve bonus alamazsınız. Para çekebilir ve geçmişinizi görebilirsiniz.',
    en: 'You are taking a break: until {until} you cannot deposit, play or claim bonuses. You can still withdraw and see your history.',
  },
  protectionExcluded: {
    code: MESSAGE_CODES.protectionExcluded,
    tr: 'Kendi isteğinizle {until} tarihine kadar oyundan uzak tutuluyorsunuz: yatırım yapamaz, oynayamaz ve bonus alamazsınız. Para çekebilirsiniz.',
    en: 'At your request you are excluded from play until {until}: no deposits, play or bonuses. You can still withdraw.',
  },
  protectionExcludedIndefinite: {
    code: MESSAGE_CODES.protectionExcludedIndefinite,
    tr: 'Kendi isteğinizle süresiz olarak oyundan uzak tutuluyorsunuz: yatırım yapamaz, oynayamaz ve bonus alamazsınız. Para çekebilirsiniz.',
    en: 'At your request you are excluded from play indefinitely: no deposits, play or bonuses. You can still withdraw.',
  },
  protectionAccountClosed: {
    code: MESSAGE_CODES.protectionAccountClosed,
    tr: 'Hesabınız isteğiniz üzerine kapatıldı: yatırım yapamaz ve oynayamazsınız. Bakiyenizi çekebilirsiniz.',
    en: 'Your account was closed at your request: no deposits or play. You can still withdraw your balance.',
  },
  protectionOnlyStricter: {
    code: MESSAGE_CODES.protectionOnlyStricter,
    tr: 'Oyun arası ya da uzak tutma sürerken yalnızca daha sıkı ayarlar yapabilirsiniz.',
    en: 'While a break or an exclusion lasts you can only make your settings stricter.',
  },
  exclusionCannotShorten: {
    code: MESSAGE_CODES.exclusionCannotShorten,
    tr: 'Uzak tutma süreniz sürerken kısaltılamaz ya da kaldırılamaz.',
    en: 'An exclusion cannot be shortened or lifted while it lasts.',
  },
  returnNotYet: {
    code: MESSAGE_CODES.returnNotYet,
    tr: 'Uzak tutma süreniz {until} tarihinde bitiyor; dönüş talebini ondan sonra gönderebilirsiniz.',
    en: 'Your exclusion ends at {until}; you can ask to return after that.',
  },
  returnNotExcluded: {
    code: MESSAGE_CODES.returnNotExcluded,
    tr: 'Dönüş talep edilecek bir uzak tutma ya da kapalı hesap bulunmuyor.',
    en: 'There is no exclusion or closed account to return from.',
  },
  registrationExcluded: {
    code: MESSAGE_CODES.registrationExcluded,
    tr: 'Bu bilgilerle açılmış bir hesap kendi isteğiyle oyundan uzak tutuluyor; bu süre içinde yeni hesap açılamaz.',
    en: 'An account with these details is self-excluded; no new account can be opened meanwhile.',
  },
  maxStake: {
    code: MESSAGE_CODES.maxStake,
    tr: 'Tur başına en yüksek bahis {max}. Daha düşük bir bahisle deneyin.',
    en: 'The highest stake per round is {max}. Try a lower stake.',
  },
  maxStakeYoung: {
    code: MESSAGE_CODES.maxStakeYoung,
    tr: '{age} yaşından küçük oyuncular için tur başına en yüksek bahis {max}. Daha düşük bir bahisle deneyin.',
    en: 'For players under {age} the highest stake per round is {max}. Try a lower stake.',
  },
  countryNotServed: {
    code: MESSAGE_CODES.countryNotServed,
    tr: 'İşletmecinin lisansı seçtiğiniz ülkeyi kapsamıyor; bu ülkeden üyelik açılamaz.',
    en: 'The operator is not licensed for the country you chose; no account can be opened from it.',
  },
  realityCheckDue: {
    code: MESSAGE_CODES.realityCheckDue,
    tr: 'Oyun süresi hatırlatması: {minutes} dakikadır oynuyorsunuz. Devam etmek için hatırlatmayı yanıtlayın.',
    en: 'Reality check: you have been playing for {minutes} minutes. Answer the reminder to go on.',
  },
  protectionNothingToReview: {
    code: MESSAGE_CODES.protectionNothingToReview,
    tr: 'Gözden geçirilecek bir limitiniz yok. Sorumlu Oyun sayfasından limit belirleyebilirsiniz.',
    en: 'You have no limits to review. You can set one on the Responsible Gaming page.',
  },
  ticketCategoryInvalid: {
    code: MESSAGE_CODES.ticketCategoryInvalid,
    tr: 'Lütfen talebinizin konusu için listeden bir kategori seçin.',
    en: 'Please choose a category for your ticket from the list.',
  },
  ticketSubjectInvalid: {
    code: MESSAGE_CODES.ticketSubjectInvalid,
    tr: 'Konu başlığı 3 ile 120 karakter arasında olmalıdır.',
    en: 'The subject must be between 3 and 120 characters.',
  },
  ticketMessageInvalid: {
    code: MESSAGE_CODES.ticketMessageInvalid,
    tr: 'Mesajınız boş olamaz ve en fazla 2000 karakter olabilir.',
    en: 'Your message cannot be empty and can be at most 2000 characters.',
  },
  ticketNotFound: {
    code: MESSAGE_CODES.ticketNotFound,
    tr: 'Destek talebi bulunamadı.',
    en: 'The support ticket was not found.',
  },
  ticketClosed: {
    code: MESSAGE_CODES.ticketClosed,
    tr: 'Bu talep kapatıldı, yanıt yazılamaz. Yardıma ihtiyacınız varsa yeni bir talep açabilirsiniz.',
    en: 'This ticket is closed and takes no reply. If you need help, you can open a new ticket.',
  },
  ticketDailyLimit: {
    code: MESSAGE_CODES.ticketDailyLimit,
    tr: 'Bir günde en fazla {limit} destek talebi açabilirsiniz. Açık taleplerinize yazabilir ya da yarın yeni talep açabilirsiniz.',
    en: 'You can open at most {limit} support tickets a day. You can write on your open tickets or open a new one tomorrow.',
  },
  ticketOpenLimit: {
    code: MESSAGE_CODES.ticketOpenLimit,
    tr: 'Aynı anda en fazla {limit} açık talebiniz olabilir. Yeni talep açmadan önce çözülen bir talebinizi kapatın.',
    en: 'You can have at most {limit} open tickets at once. Close a resolved ticket before opening a new one.',
  },
  ticketReplyLimit: {
    code: MESSAGE_CODES.ticketReplyLimit,
    tr: 'Bu talepte henüz yanıtlanmamış {limit} mesajınız var. Destek ekibimiz yanıtladıktan sonra yeniden yazabilirsiniz.',
    en: 'You have {limit} messages on this ticket that are not answered yet. You can write again once our support team answers.',
  },
  ticketThreadFull: {
    code: MESSAGE_CODES.ticketThreadFull,
    tr: 'Bu talep alabileceği en fazla mesaj sayısına ulaştı. Lütfen yeni bir talep açın.',
    en: 'This ticket has reached the most messages it can hold. Please open a new ticket.',
  },
  ticketPaymentNotFound: {
    code: MESSAGE_CODES.ticketPaymentNotFound,
    tr: 'Seçtiğiniz işlem bulunamadı ya da artık beklemede değil. Lütfen listeden beklemedeki bir işleminizi seçin.',
    en: 'The transaction you chose was not found or is no longer pending. Please choose one of your pending transactions from the list.',
  },
  ticketPaymentNotAllowed: {
    code: MESSAGE_CODES.ticketPaymentNotAllowed,
    tr: 'Bir ödeme işlemi yalnızca para yatırma ve para çekme taleplerine eklenebilir.',
    en: 'A payment can only be attached to deposit and withdrawal tickets.',
  },
  ticketPageInvalid: {
    code: MESSAGE_CODES.ticketPageInvalid,
    tr: 'Talep listesinin bu sayfası gösterilemiyor.',
    en: 'This page of the ticket list cannot be shown.',
  },
  ticketOpened: {
    code: MESSAGE_CODES.ticketOpened,
    tr: 'Destek talebiniz alındı. Ekibimiz en kısa sürede yanıtlayacak.',
    en: 'Your support ticket was received. Our team will answer as soon as possible.',
  },
  ticketReplied: {
    code: MESSAGE_CODES.ticketReplied,
    tr: 'Mesajınız gönderildi.',
    en: 'Your message was sent.',
  },
  ticketClosedDone: {
    code: MESSAGE_CODES.ticketClosedDone,
    tr: 'Talebiniz kapatıldı.',
    en: 'Your ticket was closed.',
  },
  liveTableNotFound: {
    code: MESSAGE_CODES.liveTableNotFound,
    tr: 'Bu masa bulunamadı ya da şu an kapalı.',
    en: 'This table was not found or is closed now.',
  },
  liveBettingClosed: {
    code: MESSAGE_CODES.liveBettingClosed,
    tr: 'Bu turun bahisleri kapandı. Bir sonraki turda yeniden deneyin.',
    en: 'Betting on this round has closed. Try again in the next round.',
  },
  liveBetInvalid: {
    code: MESSAGE_CODES.liveBetInvalid,
    tr: 'Bu bahis masada geçerli değil: seçilen sayılar ya da bahis türü masanın düzenine uymuyor.',
    en: 'This bet is not valid at the table: the numbers or the kind of bet do not fit its layout.',
  },
  liveStakeInvalid: {
    code: MESSAGE_CODES.liveStakeInvalid,
    tr: 'Bahis tutarı geçersiz.',
    en: 'The stake is invalid.',
  },
  liveBetBelowMin: {
    code: MESSAGE_CODES.liveBetBelowMin,
    tr: 'Bu masada bahis en az {min} olmalı.',
    en: 'A bet at this table must be at least {min}.',
  },
  liveBetAboveMax: {
    code: MESSAGE_CODES.liveBetAboveMax,
    tr: 'Bu masada tek bahis en çok {max} olabilir.',
    en: 'A single bet at this table may be at most {max}.',
  },
  liveStakeStep: {
    code: MESSAGE_CODES.liveStakeStep,
    tr: 'Bu masada bahisler tam lira olmalı.',
    en: 'Bets at this table must be whole lira.',
  },
  liveRoundLimit: {
    code: MESSAGE_CODES.liveRoundLimit,
    tr: 'Bu masada bir turda toplam en çok {max} bahis yapabilirsiniz.',
    en: 'At this table your bets in one round may total at most {max}.',
  },
  liveTooManyBets: {
    code: MESSAGE_CODES.liveTooManyBets,
    tr: 'Bir turda en çok {max} bahis yapabilirsiniz.',
    en: 'You may place at most {max} bets in one round.',
  },
  liveInsufficientFunds: {
    code: MESSAGE_CODES.liveInsufficientFunds,
    tr: 'Bakiyeniz bu bahisler için yetersiz.',
    en: 'Your balance is not enough for these bets.',
  },
  liveInputInvalid: {
    code: MESSAGE_CODES.liveInputInvalid,
    tr: 'Canlı casino isteği geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.',
    en: 'The live casino request is invalid. Please reload the page and try again.',
  },
  liveBetsPlaced: {
    code: MESSAGE_CODES.liveBetsPlaced,
    tr: 'Bahisleriniz alındı.',
    en: 'Your bets were placed.',
  },
  tombalaRoomNotFound: {
    code: MESSAGE_CODES.tombalaRoomNotFound,
    tr: 'Bu tombala salonu bulunamadı ya da şu an kapalı.',
    en: 'This tombala room was not found or is closed now.',
  },
  tombalaRoundNotFound: {
    code: MESSAGE_CODES.tombalaRoundNotFound,
    tr: 'Bu tombala turu bulunamadı.',
    en: 'This tombala round was not found.',
  },
  tombalaSaleClosed: {
    code: MESSAGE_CODES.tombalaSaleClosed,
    tr: 'Bu turun kart satışı kapandı. Bir sonraki turda yeniden deneyin.',
    en: 'Card sales for this round have closed. Try again in the next round.',
  },
  tombalaCardLimit: {
    code: MESSAGE_CODES.tombalaCardLimit,
    tr: 'Bir turda en çok {max} kart alabilirsiniz. Bu turda alabileceğiniz kart sayısı: {left}.',
    en: 'You may hold at most {max} cards in one round. Cards you may still buy in this round: {left}.',
  },
  tombalaCountInvalid: {
    code: MESSAGE_CODES.tombalaCountInvalid,
    tr: 'Kart sayısı geçersiz. Tek seferde en az 1, en çok 100 kart alabilirsiniz.',
    en: 'The number of cards is invalid. You may buy 1 to 100 cards at a time.',
  },
  tombalaInsufficientFunds: {
    code: MESSAGE_CODES.tombalaInsufficientFunds,
    tr: 'Bakiyeniz bu kartlar için yetersiz.',
    en: 'Your balance is not enough for these cards.',
  },
  tombalaInputInvalid: {
    code: MESSAGE_CODES.tombalaInputInvalid,
    tr: 'Tombala isteği geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.',
    en: 'The tombala request is invalid. Please reload the page and try again.',
  },
  tombalaRoundFull: {
    code: MESSAGE_CODES.tombalaRoundFull,
    tr: 'Bu turda yeterince kart kalmadı. Bu turda satın alınabilecek kart sayısı: {left}.',
    en: 'Not enough cards are left in this round. Cards still for sale in this round: {left}.',
  },
  tombalaCardsBought: {
    code: MESSAGE_CODES.tombalaCardsBought,
    tr: 'Kartlarınız alındı. Bol şans!',
    en: 'Your cards were bought. Good luck!',
  },
  drawGameNotFound: {
    code: MESSAGE_CODES.drawGameNotFound,
    tr: 'Bu çekiliş oyunu bulunamadı ya da şu an kapalı.',
    en: 'This draw game was not found or is closed now.',
  },
  drawNotFound: {
    code: MESSAGE_CODES.drawNotFound,
    tr: 'Bu çekiliş bulunamadı.',
    en: 'This draw was not found.',
  },
  couponMarketClosed: {
    code: MESSAGE_CODES.couponMarketClosed,
    tr: '{draw} çekilişinin bahisleri kapandı. Bu seçimi kuponunuzdan çıkarıp sonraki çekilişe oynayabilirsiniz.',
    en: 'Betting on draw {draw} has closed. Remove this selection from your coupon and play the next draw.',
  },
  couponOddsChanged: {
    code: MESSAGE_CODES.couponOddsChanged,
    tr: '{selection} seçiminin oranı {odds} oldu. Kuponunuzu yeni oranla yeniden onaylayın.',
    en: 'The odds of {selection} are now {odds}. Confirm your coupon again at the new odds.',
  },
  couponCorrelated: {
    code: MESSAGE_CODES.couponCorrelated,
    tr: 'Birbirine bağlı seçimler aynı kuponda birleştirilemez: {first} ve {second}.',
    en: 'Related selections cannot be combined on one coupon: {first} and {second}.',
  },
  couponSameMarket: {
    code: MESSAGE_CODES.couponSameMarket,
    tr: 'Aynı çekilişin aynı bahis türünden iki seçim birleştirilemez: {first} ve {second}.',
    en: 'Two selections of the same market of one draw cannot be combined: {first} and {second}.',
  },
  couponDuplicate: {
    code: MESSAGE_CODES.couponDuplicate,
    tr: 'Aynı seçim kuponda iki kez yer alıyor: {first}.',
    en: 'The same selection is on the coupon twice: {first}.',
  },
  couponSingleOnly: {
    code: MESSAGE_CODES.couponSingleOnly,
    tr: 'Altı sayı bahsi yalnızca tekli kupon olarak oynanabilir.',
    en: 'The six numbers bet can only be played as a single.',
  },
  couponStakeInvalid: {
    code: MESSAGE_CODES.couponStakeInvalid,
    tr: 'Kupon tutarı geçersiz.',
    en: 'The coupon stake is invalid.',
  },
  couponStakeBelowMin: {
    code: MESSAGE_CODES.couponStakeBelowMin,
    tr: 'Kupon tutarı en az {min} olmalıdır.',
    en: 'The coupon stake must be at least {min}.',
  },
  couponStakeAboveMax: {
    code: MESSAGE_CODES.couponStakeAboveMax,
    tr: 'Kupon tutarı en çok {max} olabilir.',
    en: 'The coupon stake may be at most {max}.',
  },
  couponReturnAboveMax: {
    code: MESSAGE_CODES.couponReturnAboveMax,
    tr: 'Bir kuponun olası kazancı en çok {max} olabilir. Tutarı düşürün ya da seçim çıkarın.',
    en: 'A coupon may return at most {max}. Lower the stake or remove a selection.',
  },
  couponNoSelections: {
    code: MESSAGE_CODES.couponNoSelections,
    tr: 'Kuponunuzda seçim yok. Önce bir seçim ekleyin.',
    en: 'Your coupon has no selections. Add a selection first.',
  },
  couponTooManySelections: {
    code: MESSAGE_CODES.couponTooManySelections,
    tr: 'Bir kuponda en çok 10 seçim olabilir.',
    en: 'A coupon may hold at most 10 selections.',
  },
  couponSelectionInvalid: {
    code: MESSAGE_CODES.couponSelectionInvalid,
    tr: 'Kupondaki bir seçim geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.',
    en: 'A selection on the coupon is invalid. Please reload the page and try again.',
  },
  couponOneGame: {
    code: MESSAGE_CODES.couponOneGame,
    tr: 'Bir kupondaki seçimler tek bir oyunun çekilişlerinden olmalıdır.',
    en: 'The selections of one coupon must all be on draws of one game.',
  },
  couponOpenLimit: {
    code: MESSAGE_CODES.couponOpenLimit,
    tr: 'Aynı anda en çok {max} açık kuponunuz olabilir. Kuponlarınız sonuçlandıkça yenilerini yapabilirsiniz.',
    en: 'You may have at most {max} open coupons at once. You can place new ones as your coupons are settled.',
  },
  couponInsufficientFunds: {
    code: MESSAGE_CODES.couponInsufficientFunds,
    tr: 'Bakiyeniz bu kupon için yetersiz.',
    en: 'Your balance is not enough for this coupon.',
  },
  couponInputInvalid: {
    code: MESSAGE_CODES.couponInputInvalid,
    tr: 'Kupon isteği geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.',
    en: 'The coupon request is invalid. Please reload the page and try again.',
  },
  couponHistoryTooOld: {
    code: MESSAGE_CODES.couponHistoryTooOld,
    tr: 'Kupon geçmişi en fazla son {days} günü gösterir. Lütfen {from} veya sonrasını seçin.',
    en: 'The coupon history shows at most the last {days} days. Please choose {from} or later.',
  },
  sixNumbersInvalid: {
    code: MESSAGE_CODES.sixNumbersInvalid,
    tr: 'Altı sayı bahsi için 1 ile 48 arasında altı farklı sayı seçin.',
    en: 'For the six numbers bet choose six different numbers from 1 to 48.',
  },
  couponRequestReused: {
    code: MESSAGE_CODES.couponRequestReused,
    tr: 'Bu istek başka bir kupon için kullanıldı. Kuponu yeniden oluşturup gönderin.',
    en: 'This request was already used for another coupon. Build the coupon again and send it.',
  },
  couponPlaced: {
    code: MESSAGE_CODES.couponPlaced,
    tr: 'Kuponunuz alındı. Bol şans!',
    en: 'Your coupon was placed. Good luck!',
  },
} as const satisfies Record<keyof typeof MESSAGE_CODES, MessageDefinition>;

export type MessageKey = keyof typeof MESSAGES;

export function messageText(key: MessageKey, lang: Language, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
