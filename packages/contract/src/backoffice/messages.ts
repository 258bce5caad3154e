import type { Language } from '../catalogues.js';
import { MESSAGES, type MessageKey } from '../messages.js';
import { CATALOGUE_MESSAGES } from './catalogue-messages.js';
import { CONTENT_MESSAGES } from './content-messages.js';
import { PAYMENTS_MESSAGES } from './payments-messages.js';
import { PLAYERS_MESSAGES } from './players-messages.js';
import { REPORTS_MESSAGES } from './reports-messages.js';

/**
 * The back office's core messages (sign-in, tickets, maintenance, audit), codes 6000–6099 (staff read them; the player site never
 * bundles them). Common refusals (no permission, session expired, invalid data, too many
 * attempts, a ticket's rules) come from the player catalogue, which a back-office answer may use too.
 */
export const CORE_MESSAGES = {
  staffLoginSuccess: { code: 6000, tr: 'Giriş yapıldı.', en: 'You are logged in.' },
  staffLogoutSuccess: { code: 6001, tr: 'Çıkış yapıldı.', en: 'You are logged out.' },
  staffFailedLogin: {
    code: 6002,
    tr: 'Kullanıcı adı, şifre veya doğrulama kodu hatalı.',
    en: 'Wrong username, password or authenticator code.',
  },
  staffLocked: {
    code: 6003,
    tr: 'Hesabınız kilitli. Lütfen bir yöneticiye başvurun.',
    en: 'Your account is locked. Please ask an administrator.',
  },
  staffSetupRequired: {
    code: 6004,
    tr: 'Hesabınızın kurulumu tamamlanmadı. Size gönderilen kurulum bağlantısını kullanın.',
    en: 'Your account is not set up yet. Use the set-up link you were given.',
  },
  staffSessionMissing: {
    code: 6005,
    tr: 'Bu işlem için personel girişi gerekiyor.',
    en: 'This operation needs a staff login.',
  },
  staffSessionExpired: {
    code: 6006,
    tr: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
    en: 'Your session has expired. Please log in again.',
  },
  staffForbidden: {
    code: 6007,
    tr: 'Rolünüz bu işleme izin vermiyor.',
    en: 'Your role does not allow this operation.',
  },
  staffSetupLinkInvalid: {
    code: 6008,
    tr: 'Kurulum bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Yöneticinizden yeni bir bağlantı isteyin.',
    en: 'The set-up link is invalid, used or expired. Ask your administrator for a new one.',
  },
  staffSetupStarted: {
    code: 6009,
    tr: 'Doğrulama uygulamanıza kodu ekleyin, ardından şifrenizi ve ilk kodu girin.',
    en: 'Add the key to your authenticator app, then enter your password and the first code.',
  },
  staffSetupDone: {
    code: 6010,
    tr: 'Hesabınız hazır. Şifreniz ve doğrulama kodunuzla giriş yapabilirsiniz.',
    en: 'Your account is ready. Log in with your password and authenticator code.',
  },
  staffCodeInvalid: {
    code: 6011,
    tr: 'Doğrulama kodu hatalı ya da süresi geçmiş.',
    en: 'The authenticator code is wrong or expired.',
  },
  staffPasswordInvalid: {
    code: 6012,
    tr: 'Şifre 12 ile 128 karakter arasında olmalıdır.',
    en: 'The password must be 12 to 128 characters long.',
  },
  staffPasswordChanged: {
    code: 6013,
    tr: 'Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.',
    en: 'Your password was changed. Your other sessions were ended.',
  },
  staffCurrentPasswordWrong: { code: 6014, tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is wrong.' },
  staffUsernameInvalid: {
    code: 6015,
    tr: 'Kullanıcı adı 3–32 karakter olmalı; küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.',
    en: 'The username must be 3–32 characters: lower-case letters, digits, dot, dash and underscore.',
  },
  staffCodeFormat: {
    code: 6016,
    tr: 'Doğrulama kodu 6 haneli olmalıdır.',
    en: 'The authenticator code must be 6 digits.',
  },
  staffTokenInvalid: {
    code: 6017,
    tr: 'Kurulum bağlantısı hatalı. Bağlantıyı eksiksiz kopyalayın.',
    en: 'The set-up link is malformed. Copy the whole link.',
  },
  staffAuditFilterInvalid: {
    code: 6018,
    tr: 'Denetim kaydı filtresi geçersiz.',
    en: 'The audit log filter is invalid.',
  },
  staffPageInvalid: { code: 6019, tr: 'Sayfa bilgisi geçersiz.', en: 'The page is invalid.' },
  staffTicketFilterInvalid: { code: 6020, tr: 'Talep filtresi geçersiz.', en: 'The ticket filter is invalid.' },
  staffAssigneeNotFound: {
    code: 6021,
    tr: 'Talep atanacak personel bulunamadı ya da etkin değil.',
    en: 'The staff member to assign the ticket to was not found or is not active.',
  },
  staffTicketAnswered: { code: 6022, tr: 'Yanıtınız oyuncuya gönderildi.', en: 'Your answer was sent to the player.' },
  staffTicketAssigned: { code: 6023, tr: 'Talep atandı.', en: 'The ticket was assigned.' },
  staffTicketClosed: { code: 6024, tr: 'Talep kapatıldı.', en: 'The ticket was closed.' },
  staffMaintenanceOn: { code: 6025, tr: 'Bakım modu açıldı.', en: 'Maintenance mode is on.' },
  staffMaintenanceOff: { code: 6026, tr: 'Bakım modu kapatıldı.', en: 'Maintenance mode is off.' },
  staffMaintenanceMessageInvalid: {
    code: 6027,
    tr: 'Bakım mesajı en fazla 500 karakter olabilir.',
    en: 'The maintenance message may be at most 500 characters.',
  },
  staffPasswordSame: {
    code: 6028,
    tr: 'Yeni şifre mevcut şifrenizden farklı olmalıdır.',
    en: 'The new password must differ from your current one.',
  },
  staffAssigneeCannotAnswer: {
    code: 6029,
    tr: 'Talep yalnızca talepleri yanıtlayabilen etkin bir personele (yönetici veya destek) atanabilir.',
    en: 'A ticket can only be assigned to an active staff member who answers tickets (administrator or support).',
  },
} as const satisfies Record<string, { code: number; tr: string; en: string }>;

/**
 * Every back-office message: the core's above (6000–6099) and each area's in its own file, in its
 * own range: content 6100–6199, catalogue 6200–6299, players 6300–6399, payments 6400–6499,
 * reports and operations 6500–6599 (messages.test.ts holds every code unique and in its range).
 */
export const BACKOFFICE_MESSAGES = {
  ...CORE_MESSAGES,
  ...CONTENT_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...PLAYERS_MESSAGES,
  ...PAYMENTS_MESSAGES,
  ...REPORTS_MESSAGES,
};

export type BackofficeMessageKey = keyof typeof BACKOFFICE_MESSAGES;
/** Any message a back-office answer may carry. */
export type StaffMessageKey = BackofficeMessageKey | MessageKey;

export function isStaffMessageKey(text: string): text is StaffMessageKey {
  return Object.hasOwn(BACKOFFICE_MESSAGES, text) || Object.hasOwn(MESSAGES, text);
}

export function staffMessage(key: StaffMessageKey): { code: number; tr: string; en: string } {
  return Object.hasOwn(BACKOFFICE_MESSAGES, key)
    ? BACKOFFICE_MESSAGES[key as BackofficeMessageKey]
    : MESSAGES[key as MessageKey];
}

export function staffMessageText(
  key: StaffMessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  const template = staffMessage(key)[lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
