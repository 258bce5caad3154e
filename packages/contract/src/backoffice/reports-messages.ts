/**
 * The back office's reports and operations messages (reports, CSV exports, site settings, staff
 * accounts), codes 6500–6599, Turkish first (merged in messages.ts).
 */
export const REPORTS_MESSAGES = {
  reportPeriodInvalid: {
    code: 6500,
    tr: 'Rapor dönemi geçersiz. Başlangıç ve bitiş tarihlerini seçin; bitiş başlangıçtan önce olamaz.',
    en: 'The report period is invalid. Pick a start and an end date; the end cannot be before the start.',
  },
  reportPeriodTooLong: {
    code: 6501,
    tr: 'Rapor dönemi en fazla 366 gün olabilir.',
    en: 'A report period may be at most 366 days.',
  },
  reportOptionInvalid: {
    code: 6502,
    tr: 'Rapor seçeneği geçersiz (en çok oyun sayısı 1–50, sıralama: bahis, GGR veya tur).',
    en: 'A report option is invalid (top games 1–50, ordered by stakes, GGR or rounds).',
  },
  exportReady: { code: 6503, tr: 'CSV dosyası hazır.', en: 'The CSV file is ready.' },
  exportTruncated: {
    code: 6504,
    tr: 'CSV dosyası hazır; yalnızca ilk {rows} satır alındı. Daha dar bir filtre seçin.',
    en: 'The CSV file is ready with only the first {rows} rows. Choose a narrower filter.',
  },
  settingSaved: { code: 6505, tr: 'Ayar kaydedildi.', en: 'The setting was saved.' },
  socialNetworkInvalid: {
    code: 6506,
    tr: 'Sosyal ağ geçersiz.',
    en: 'The social network is invalid.',
  },
  socialUrlInvalid: {
    code: 6507,
    tr: 'Adres https:// ile başlayan geçerli bir web adresi olmalı (en çok 500 karakter, içinde kullanıcı adı veya şifre olmadan).',
    en: 'The address must be a valid web address starting with https:// (at most 500 characters, with no user name or password).',
  },
  maxStakeInvalid: {
    code: 6508,
    tr: 'En yüksek bahis ₺1 ile ₺1.000.000 arasında, tam kuruş olmalı; gençler için tutar yetişkinlerinkini geçemez.',
    en: 'The highest stake must be between ₺1 and ₺1,000,000 in whole kuruş; the young players’ one cannot exceed the adults’.',
  },
  maxStakeAgeInvalid: {
    code: 6509,
    tr: 'Genç oyuncu yaş sınırı 18 ile 30 arasında bir tam sayı olmalı.',
    en: 'The young players’ age limit must be a whole number from 18 to 30.',
  },
  socialLinkRemoved: { code: 6510, tr: 'Bağlantı kaldırıldı.', en: 'The link was removed.' },
  staffMemberNotFound: { code: 6511, tr: 'Personel bulunamadı.', en: 'The staff member was not found.' },
  staffUsernameTaken: {
    code: 6512,
    tr: 'Bu kullanıcı adıyla bir personel zaten var.',
    en: 'A staff member with this username already exists.',
  },
  staffEmailInvalid: { code: 6513, tr: 'E-posta adresi geçersiz.', en: 'The e-mail address is invalid.' },
  staffRoleInvalid: {
    code: 6514,
    tr: 'Rol geçersiz: yönetici, finans, içerik, destek veya denetçi olmalı.',
    en: 'The role is invalid: it must be administrator, finance, content, support or auditor.',
  },
  staffAdded: {
    code: 6515,
    tr: 'Personel eklendi. Kurulum bağlantısını kendisine güvenli bir yoldan iletin (24 saat geçerli).',
    en: 'The staff member was added. Hand them the set-up link securely (valid for 24 hours).',
  },
  staffLockDone: {
    code: 6516,
    tr: 'Personel hesabı kilitlendi; açık oturumları kapatıldı.',
    en: 'The staff account was locked; its sessions were ended.',
  },
  staffUnlockDone: { code: 6517, tr: 'Personel hesabının kilidi açıldı.', en: 'The staff account was unlocked.' },
  staffResetDone: {
    code: 6518,
    tr: 'Şifre ve doğrulayıcı sıfırlandı, oturumlar kapatıldı; yeni kurulum bağlantısı hazır.',
    en: 'The password and authenticator were reset and the sessions ended; a new set-up link is ready.',
  },
  staffSelfChange: {
    code: 6519,
    tr: 'Kendi hesabınızı kilitleyemez, sıfırlayamaz ve rolünü değiştiremezsiniz.',
    en: 'You cannot lock, reset or change the role of your own account.',
  },
  staffRoleChanged: { code: 6520, tr: 'Personelin rolü değiştirildi.', en: 'The staff member’s role was changed.' },
  staffLastAdministrator: {
    code: 6521,
    tr: 'Bu işlem sitede etkin yönetici bırakmaz: en az bir etkin yönetici kalmalıdır.',
    en: 'This would leave the site without an active administrator: at least one must remain.',
  },
  // The players list's filters (6530–6539: the range this list was given inside operations).
  staffPlayerListFilterInvalid: {
    code: 6530,
    tr: 'Oyuncu listesi filtresi geçersiz: durum ve sıralama listedeki seçeneklerden biri olmalıdır.',
    en: 'A players list filter is invalid: the status and the order must be one of the offered choices.',
  },
  staffPlayerListDateInvalid: {
    code: 6531,
    tr: 'Kayıt tarihi geçerli bir gün olmalıdır.',
    en: 'The registration date must be a valid day.',
  },
  staffPlayerListPeriodBackwards: {
    code: 6532,
    tr: 'Kayıt tarihi aralığında başlangıç günü bitiş gününden sonra olamaz.',
    en: 'In the registration period the first day cannot be after the last.',
  },
} as const satisfies Record<string, { code: number; tr: string; en: string }>;
