import type { Language } from './catalogues.js';

/**
 * Every message the server can answer with. The client decides on `code`
 * (messages are localised, codes are stable); the text is what a player reads.
 * `{name}` placeholders are filled from the parameters of `messageText`.
 */
interface MessageDefinition {
  readonly code: number;
  readonly tr: string;
  readonly en: string;
}

export const MAINTENANCE_MESSAGE = 'This site is under maintenance';

export const MESSAGES = {
  ok: { code: 200, tr: 'İşlem başarılı.', en: 'Operation successful.' },
  badRequest: {
    code: 400,
    tr: 'İstek anlaşılamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
    en: 'The request could not be understood. Please reload the page and try again.',
  },
  invalidData: { code: 422, tr: 'Gönderilen bilgiler geçersiz: {fields}.', en: 'The data sent is invalid: {fields}.' },
  unknownMethod: { code: 4040, tr: 'Böyle bir işlem bulunmuyor.', en: 'There is no such operation.' },
  notFound: { code: 4041, tr: 'Aradığınız kayıt bulunamadı.', en: 'The record you are looking for was not found.' },
  payloadTooLarge: { code: 413, tr: 'Gönderilen veri çok büyük.', en: 'The data sent is too large.' },
  unsupportedMediaType: {
    code: 415,
    tr: 'İstek JSON biçiminde gönderilmelidir.',
    en: 'The request must be sent as JSON.',
  },
  sessionExpired: {
    code: 401,
    tr: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
    en: 'Your session has expired. Please log in again.',
  },
  noPermission: {
    code: 403,
    tr: 'Bu işlem için yetkiniz bulunmuyor.',
    en: 'You have no permission for this operation.',
  },
  failedLogin: { code: 4012, tr: 'Kullanıcı adı veya şifre hatalı.', en: 'Wrong username or password.' },
  inactiveAccount: { code: 4031, tr: 'Hesabınız aktif değil.', en: 'Your account is not active.' },
  tooManyAttempts: {
    code: 429,
    tr: 'Çok fazla deneme yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again in {minutes} minutes.',
  },
  maintenance: { code: 503, tr: MAINTENANCE_MESSAGE, en: MAINTENANCE_MESSAGE },
  siteUp: { code: 200, tr: 'Site hizmet veriyor.', en: 'The site is up.' },
  internalError: {
    code: 500,
    tr: 'Bazı sorunlar yaşanıyor. Lütfen daha sonra tekrar deneyin.',
    en: 'We are experiencing some problems. Please try again later.',
  },

  // Accounts: successes (code 200, the text tells them apart).
  registrationComplete: {
    code: 200,
    tr: 'Kaydınız tamamlandı. Hesabınızı onaylamak için e-posta adresinize gönderilen bağlantıya tıklayın.',
    en: 'Registration complete. Click the link sent to your e-mail address to confirm your account.',
  },
  emailConfirmed: {
    code: 200,
    tr: 'E-posta adresiniz onaylandı. Artık giriş yapabilirsiniz.',
    en: 'Your e-mail address is confirmed. You can log in now.',
  },
  loginSuccess: { code: 200, tr: 'Giriş başarılı. Hoş geldiniz!', en: 'Logged in. Welcome!' },
  logoutSuccess: { code: 200, tr: 'Çıkış yapıldı.', en: 'Logged out.' },
  resetInstructionsSent: {
    code: 200,
    tr: 'Şifre sıfırlama talimatları e-posta adresinize gönderildi.',
    en: 'Password reset instructions have been sent to your e-mail address.',
  },
  passwordResetDone: {
    code: 200,
    tr: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
    en: 'Your password has been changed. You can log in with your new password.',
  },
  passwordChanged: {
    code: 200,
    tr: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
    en: 'Your password has been changed. Your sessions on other devices were ended.',
  },
  profileUpdated: { code: 200, tr: 'Bilgileriniz güncellendi.', en: 'Your details have been updated.' },
  otherSessionsEnded: {
    code: 200,
    tr: 'Diğer cihazlardaki oturumlarınız kapatıldı.',
    en: 'Your sessions on other devices were ended.',
  },
  gaCodeAccepted: { code: 200, tr: 'Doğrulama kodu kabul edildi.', en: 'The verification code was accepted.' },
  gaEnabled: { code: 200, tr: 'İki adımlı doğrulama açıldı.', en: 'Two-step verification is on.' },
  gaDisabled: { code: 200, tr: 'İki adımlı doğrulama kapatıldı.', en: 'Two-step verification is off.' },

  // Accounts: refusals, one code each.
  usernameInvalid: {
    code: 4101,
    tr: 'Kullanıcı adı 3-20 karakter olmalı; yalnızca harf, rakam, nokta ve alt çizgi içerebilir.',
    en: 'The username must be 3-20 characters of letters, digits, dots and underscores.',
  },
  usernameTaken: { code: 4102, tr: 'Bu kullanıcı adı zaten kullanılıyor.', en: 'This username is already taken.' },
  emailInvalid: { code: 4103, tr: 'Geçerli bir e-posta adresi girin.', en: 'Enter a valid e-mail address.' },
  emailTaken: {
    code: 4104,
    tr: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
    en: 'An account with this e-mail address already exists.',
  },
  passwordWeak: {
    code: 4105,
    tr: 'Şifre en az 8 karakter olmalı, en az bir harf ve bir rakam içermeli ve kullanıcı adınızı içermemeli.',
    en: 'The password must be at least 8 characters, contain a letter and a digit, and not contain your username.',
  },
  passwordMismatch: { code: 4106, tr: 'Şifreler birbiriyle eşleşmiyor.', en: 'The passwords do not match.' },
  phoneInvalid: {
    code: 4107,
    tr: 'Telefon numarasını (5##) ### - #### biçiminde girin.',
    en: 'Enter the phone number as (5##) ### - ####.',
  },
  birthDateInvalid: {
    code: 4108,
    tr: 'Doğum tarihini gün, ay ve yıl olarak eksiksiz girin.',
    en: 'Enter a complete date of birth.',
  },
  underAge: { code: 4109, tr: '18 yaşından küçükler üye olamaz.', en: 'You must be 18 or older to register.' },
  countryInvalid: { code: 4110, tr: 'Listeden bir ülke seçin.', en: 'Choose a country from the list.' },
  termsNotAccepted: {
    code: 4111,
    tr: 'Üye olmak için kuralları ve şartları kabul etmelisiniz.',
    en: 'You must accept the terms to register.',
  },
  nameInvalid: { code: 4112, tr: 'Ad ve soyad 2-50 harf olmalıdır.', en: 'First and last name must be 2-50 letters.' },
  emailNotConfirmed: {
    code: 4113,
    tr: 'Giriş yapmadan önce e-posta adresinize gönderilen bağlantıyla hesabınızı onaylayın.',
    en: 'Confirm your account with the link sent to your e-mail address before logging in.',
  },
  tokenInvalid: {
    code: 4114,
    tr: 'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    en: 'This link is invalid or has expired. Please ask for a new one.',
  },
  wrongCurrentPassword: { code: 4115, tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is wrong.' },
  samePassword: {
    code: 4116,
    tr: 'Yeni şifre mevcut şifrenizle aynı olamaz.',
    en: 'The new password must differ from the current one.',
  },
  gaCodeWrong: { code: 4117, tr: 'Girdiğiniz kod hatalı.', en: 'The code entered is wrong.' },
  gaAlreadyEnabled: { code: 4118, tr: 'İki adımlı doğrulama zaten açık.', en: 'Two-step verification is already on.' },
  gaNotSetUp: {
    code: 4119,
    tr: 'Önce Google Authenticator kurulumunu başlatın.',
    en: 'Start the Google Authenticator set-up first.',
  },
  gaRequired: {
    code: 4120,
    tr: 'Devam etmek için doğrulama kodunu girin.',
    en: 'Enter the verification code to continue.',
  },
  // Accounts: identity hardening (control characters, dates, the password for the authenticator, new links).
  invalidCharacter: {
    code: 4122,
    tr: 'Girdiğiniz bilgilerde kullanılamayan bir karakter var. Lütfen kontrol edip yeniden yazın.',
    en: 'What you entered contains a character that cannot be used. Please check it and type it again.',
  },
  birthDateTooEarly: {
    code: 4123,
    tr: 'Doğum yılı 1900 veya sonrası olmalıdır.',
    en: 'The year of birth must be 1900 or later.',
  },
  currentPasswordRequired: {
    code: 4124,
    tr: 'Devam etmek için mevcut şifrenizi girin.',
    en: 'Enter your current password to continue.',
  },
  loginRequired: {
    code: 4125,
    tr: 'Kullanıcı adınızı veya e-posta adresinizi girin.',
    en: 'Enter your username or e-mail address.',
  },
  confirmationResent: {
    code: 200,
    tr: 'Bu bilgilerle onay bekleyen bir hesap varsa, yeni onay bağlantısı kayıtlı e-posta adresine gönderildi.',
    en: 'If an account waiting for confirmation matches, a new confirmation link was sent to its e-mail address.',
  },
  // Money.
  amountInvalid: {
    code: 4201,
    tr: 'Tutarı kuruş cinsinden pozitif bir tam sayı olarak gönderin.',
    en: 'Send the amount as a positive whole number of kuruş.',
  },
  amountBelowMinimum: {
    code: 4202,
    tr: 'Bu yöntemle en az {min} işlem yapabilirsiniz.',
    en: 'The minimum for this method is {min}.',
  },
  amountAboveMaximum: {
    code: 4203,
    tr: 'Bu yöntemle en çok {max} işlem yapabilirsiniz.',
    en: 'The maximum for this method is {max}.',
  },
  insufficientBalance: {
    code: 4204,
    tr: 'Bakiyeniz yetersiz. Kullanılabilir bakiyeniz: {available}.',
    en: 'Insufficient balance. Available: {available}.',
  },
  methodUnknown: { code: 4205, tr: 'Seçtiğiniz ödeme yöntemi bulunamadı.', en: 'The payment method was not found.' },
  methodWrongType: {
    code: 4206,
    tr: 'Bu yöntem bu işlem türü için kullanılamaz.',
    en: 'This method cannot be used for this kind of transaction.',
  },
  ibanInvalid: {
    code: 4207,
    tr: 'IBAN geçersiz. TR ile başlayan 26 karakterlik IBAN numaranızı kontrol edin.',
    en: 'Invalid IBAN. Check your 26-character IBAN starting with TR.',
  },
  holderNameMismatch: {
    code: 4208,
    tr: 'Hesap sahibi adı, üyelik bilgilerinizdeki ad ve soyadınızla aynı olmalıdır.',
    en: 'The account holder must be you, as in your registration details.',
  },
  bankUnknown: { code: 4209, tr: 'Listeden bir banka seçin.', en: 'Choose a bank from the list.' },
  bankAccountNotFound: { code: 4210, tr: 'Banka hesabı bulunamadı.', en: 'The bank account was not found.' },
  bankAccountExists: { code: 4211, tr: 'Bu IBAN zaten kayıtlı.', en: 'This IBAN is already saved.' },
  bankAccountLimit: {
    code: 4212,
    tr: 'En fazla {max} banka hesabı kaydedebilirsiniz.',
    en: 'You can save at most {max} bank accounts.',
  },
  requestIdInvalid: {
    code: 4213,
    tr: 'İstek kimliği geçersiz. Lütfen sayfayı yenileyip tekrar deneyin.',
    en: 'Invalid request id. Please reload the page and try again.',
  },
  requestReused: {
    code: 4214,
    tr: 'Bu istek farklı bilgilerle daha önce gönderildi. Lütfen sayfayı yenileyin.',
    en: 'This request was already sent with other details. Please reload the page.',
  },
  senderNameInvalid: {
    code: 4215,
    tr: 'Gönderen adını girin (en az 3 karakter).',
    en: 'Enter the sender name (at least 3 characters).',
  },
  dateInvalid: { code: 4216, tr: 'Tarihi YYYY-AA-GG biçiminde girin.', en: 'Enter the date as YYYY-MM-DD.' },
  transactionNotFound: { code: 4217, tr: 'İşlem bulunamadı.', en: 'The transaction was not found.' },
  transactionNotPending: {
    code: 4218,
    tr: 'Bu işlem beklemede değil; durumu değiştirilemez.',
    en: 'This transaction is not pending; its state cannot change.',
  },
  // Money: limits that keep the payment desk and the database safe.
  bankAccountInUse: {
    code: 4219,
    tr: 'Bu hesaba bekleyen bir çekim talebiniz var. Talep sonuçlanana kadar hesap değiştirilemez veya silinemez.',
    en: 'A pending withdrawal goes to this account. It cannot be changed or deleted until the withdrawal is settled.',
  },
  pendingDepositLimit: {
    code: 4220,
    tr: 'Onay bekleyen en fazla {max} yatırım talebiniz olabilir. Önceki talepleriniz sonuçlandıktan sonra tekrar deneyin.',
    en: 'You can have at most {max} deposits awaiting confirmation. Try again once the earlier ones are settled.',
  },
  dailyDepositLimit: {
    code: 4221,
    tr: '24 saat içinde en fazla {max} yatırım talebinde bulunabilirsiniz. Lütfen daha sonra tekrar deneyin.',
    en: 'You can make at most {max} deposit requests in 24 hours. Please try again later.',
  },
  listOffsetTooLarge: {
    code: 4222,
    tr: 'Yalnızca ilk {max} kayıt listelenebilir. Aramanızı tarih, tür veya durumla daraltın.',
    en: 'Only the first {max} records can be listed. Narrow your search by date, type or status.',
  },
  bankAccountAdded: { code: 200, tr: 'Banka hesabı eklendi.', en: 'Bank account added.' },
  bankAccountUpdated: { code: 200, tr: 'Banka hesabı güncellendi.', en: 'Bank account updated.' },
  bankAccountDeleted: { code: 200, tr: 'Banka hesabı silindi.', en: 'Bank account deleted.' },
  depositDeclared: {
    code: 200,
    tr: 'Yatırım bildiriminiz alındı. Havaleniz onaylandığında bakiyenize eklenecek.',
    en: 'Your deposit notice was received. It is added to your balance when confirmed.',
  },
  depositStarted: {
    code: 200,
    tr: 'Ödemeniz başlatıldı. Onaylandığında bakiyenize eklenecek.',
    en: 'Your payment has started. It is added to your balance when confirmed.',
  },
  withdrawalRequested: {
    code: 200,
    tr: 'Çekim talebiniz alındı. Tutar onaylanana kadar bakiyenizden ayrıldı.',
    en: 'Your withdrawal request was received. The amount is held until it is approved.',
  },
  favoriteAdded: { code: 200, tr: 'Favorilere eklendi.', en: 'Added to favourites.' },
  favoriteRemoved: { code: 200, tr: 'Favorilerden çıkarıldı.', en: 'Removed from favourites.' },
  languageInvalid: { code: 4121, tr: 'Desteklenmeyen dil seçimi.', en: 'Unsupported language.' },
} as const satisfies Record<string, MessageDefinition>;

export type MessageKey = keyof typeof MESSAGES;

/** Codes on which the client clears its local session (section 4). */
export const SESSION_CLEARING_CODES: readonly number[] = [
  MESSAGES.sessionExpired.code,
  MESSAGES.failedLogin.code,
  MESSAGES.noPermission.code,
  MESSAGES.inactiveAccount.code,
];
/** Codes on which the client also removes the auth record (section 4). */
export const AUTH_CLEARING_CODES: readonly number[] = [MESSAGES.failedLogin.code, MESSAGES.inactiveAccount.code];
/** `debug` value that marks a call the server treated as anonymous although it carried a session. */
export const ANONYMOUS_USER_DEBUG = 'anonymous user';

export function messageText(key: MessageKey, lang: Language, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
