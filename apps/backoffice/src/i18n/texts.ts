import type { Text } from './language';

/** The shell's own texts (login, set-up, layout, dashboard): Turkish first, English second. */
export const TEXTS = {
  appTitle: { tr: 'BNW Yönetim Paneli', en: 'BNW Back Office' },
  csvDownload: { tr: 'CSV indir', en: 'Download CSV' },
  loginTitle: { tr: 'Personel girişi', en: 'Staff sign-in' },
  username: { tr: 'Kullanıcı adı', en: 'Username' },
  password: { tr: 'Parola', en: 'Password' },
  code: { tr: 'Doğrulama kodu (6 hane)', en: 'Authenticator code (6 digits)' },
  codeHelp: {
    tr: 'Doğrulayıcı uygulamanızdaki 6 haneli kod.',
    en: 'The 6-digit code in your authenticator app.',
  },
  signIn: { tr: 'Giriş yap', en: 'Sign in' },
  codeFormat: { tr: 'Kod 6 rakamdan oluşur.', en: 'The code is 6 digits.' },
  required: { tr: 'Bu alan zorunlu.', en: 'This field is required.' },
  setupTitle: { tr: 'Hesabınızı kurun', en: 'Set up your account' },
  setupIntro: {
    tr: 'Doğrulayıcı uygulamanızla (Google Authenticator, Microsoft Authenticator, 1Password…) bu kodu okutun ya da anahtarı elle girin. Sonra bir parola seçin ve uygulamanın gösterdiği ilk kodu yazın.',
    en: 'Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) or type the key by hand. Then choose a password and type the first code the app shows.',
  },
  setupFor: { tr: 'Hesap', en: 'Account' },
  secret: { tr: 'Anahtar', en: 'Key' },
  qrAlt: { tr: 'Doğrulayıcı için QR kodu', en: 'QR code for the authenticator' },
  newPassword: { tr: 'Yeni parola (en az 12 karakter)', en: 'New password (at least 12 characters)' },
  repeatPassword: { tr: 'Yeni parola (tekrar)', en: 'New password (again)' },
  passwordsDiffer: { tr: 'İki parola aynı değil.', en: 'The two passwords differ.' },
  passwordTooShort: { tr: 'Parola en az 12 karakter olmalı.', en: 'The password needs at least 12 characters.' },
  finishSetup: { tr: 'Kurulumu bitir', en: 'Finish set-up' },
  setupDone: {
    tr: 'Hesabınız hazır. Parolanız ve doğrulama kodunuzla giriş yapabilirsiniz.',
    en: 'Your account is ready. Sign in with your password and authenticator code.',
  },
  setupNoToken: {
    tr: 'Bu kurulum bağlantısı eksik. Yöneticinizden yeni bir bağlantı isteyin.',
    en: 'This set-up link is incomplete. Ask your administrator for a new one.',
  },
  goToLogin: { tr: 'Giriş sayfasına git', en: 'Go to sign-in' },
  changePassword: { tr: 'Parolayı değiştir', en: 'Change password' },
  currentPassword: { tr: 'Şu anki parola', en: 'Current password' },
  passwordChanged: {
    tr: 'Parolanız değişti. Diğer oturumlarınız kapatıldı.',
    en: 'Your password has changed. Your other sessions were ended.',
  },
  dashboardTitle: { tr: 'Özet', en: 'Dashboard' },
  welcome: { tr: 'Hoş geldiniz', en: 'Welcome' },
  role: { tr: 'Rol', en: 'Role' },
  lastLogin: { tr: 'Son giriş', en: 'Last sign-in' },
  sessionEnds: { tr: 'Oturumun bitişi (en geç)', en: 'Session ends (at the latest)' },
  sessionIdle: {
    tr: '30 dakika işlem yapılmazsa oturum daha önce kapanır.',
    en: 'After 30 minutes without activity the session ends earlier.',
  },
  quickLinks: { tr: 'Hızlı erişim', en: 'Quick links' },
  noQuickLinks: { tr: 'Rolünüzün açabileceği bir bölüm yok.', en: 'Your role has no section to open.' },
  never: { tr: 'İlk giriş', en: 'First sign-in' },
  language: { tr: 'English', en: 'Türkçe' },
  languageSwitch: { tr: 'Switch to English', en: 'Türkçeye geç' },
  on: { tr: 'Açık', en: 'On' },
  off: { tr: 'Kapalı', en: 'Off' },
  amountInvalid: { tr: 'Tutarı 1.234,56 biçiminde girin.', en: 'Enter the amount as 1,234.56.' },
  forbiddenShort: { tr: 'Yetki yok', en: 'No permission' },
  forbiddenTitle: { tr: 'Bu sayfayı görme yetkiniz yok.', en: 'You do not have permission to see this page.' },
  forbiddenHelp: {
    tr: 'Bu bölüm rolünüze açık değil. Erişime ihtiyacınız varsa yöneticinize başvurun.',
    en: 'This section is not open to your role. Ask your administrator if you need access.',
  },
  backToDashboard: { tr: 'Özete dön', en: 'Back to the dashboard' },
} satisfies Record<string, Text>;

export const ROLE_NAMES = {
  administrator: { tr: 'Yönetici', en: 'Administrator' },
  finance: { tr: 'Finans', en: 'Finance' },
  content: { tr: 'İçerik', en: 'Content' },
  support: { tr: 'Destek', en: 'Support' },
  auditor: { tr: 'Denetçi (salt okunur)', en: 'Auditor (read only)' },
} satisfies Record<string, Text>;
