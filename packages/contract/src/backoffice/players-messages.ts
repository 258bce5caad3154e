/** The back office's players messages, codes 6300–6399, Turkish first (merged in messages.ts). */
export const PLAYERS_MESSAGES = {
  staffPlayerNotFound: { code: 6300, tr: 'Oyuncu bulunamadı.', en: 'The player was not found.' },
  staffPlayerSearchInvalid: {
    code: 6301,
    tr: 'Arama metni 2 ile 100 karakter arasında olmalıdır.',
    en: 'The search text must be 2 to 100 characters long.',
  },
  staffPlayerNoteInvalid: {
    code: 6302,
    tr: 'Not 1 ile 2000 karakter arasında olmalıdır.',
    en: 'The note must be 1 to 2000 characters long.',
  },
  staffPlayerNoteAdded: { code: 6303, tr: 'Not eklendi.', en: 'The note was added.' },
  staffPlayerLocked: {
    code: 6304,
    tr: 'Oyuncu kilitlendi; açık oturumları kapatıldı.',
    en: 'The player was locked; their open sessions were ended.',
  },
  staffPlayerUnlocked: { code: 6305, tr: 'Oyuncunun kilidi açıldı.', en: 'The player was unlocked.' },
  staffPlayerAlreadyLocked: { code: 6306, tr: 'Oyuncu zaten kilitli.', en: 'The player is already locked.' },
  staffPlayerNotLocked: { code: 6307, tr: 'Oyuncu kilitli değil.', en: 'The player is not locked.' },
  staffPlayerSessionNotFound: {
    code: 6308,
    tr: 'Oturum bulunamadı ya da zaten sona ermiş.',
    en: 'The session was not found or has already ended.',
  },
  staffPlayerSessionEnded: { code: 6309, tr: 'Oturum sonlandırıldı.', en: 'The session was ended.' },
  staffAdjustmentAmountInvalid: {
    code: 6310,
    tr: 'Tutar 1 kuruş ile ₺1.000.000,00 arasında bir tam kuruş değeri olmalıdır.',
    en: 'The amount must be a whole number of kuruş from 1 kuruş to ₺1,000,000.00.',
  },
  staffAdjustmentReasonInvalid: {
    code: 6311,
    tr: 'Gerekçe zorunludur: 5 ile 500 karakter arasında yazın.',
    en: 'A reason is required: write 5 to 500 characters.',
  },
  staffAdjustmentDirectionInvalid: {
    code: 6312,
    tr: 'Düzeltme yönü yalnızca ekleme ya da düşme olabilir.',
    en: 'The adjustment is either a credit or a debit.',
  },
  staffAdjustmentInsufficient: {
    code: 6313,
    tr: 'Oyuncunun kullanılabilir nakit bakiyesi ({available}) bu düşüm için yetmiyor; bakiye sıfırın altına inemez.',
    en: "The player's available cash ({available}) does not cover this debit; a balance never goes below zero.",
  },
  staffAdjustmentDone: { code: 6314, tr: 'Bakiye düzeltmesi kaydedildi.', en: 'The balance adjustment was recorded.' },
  staffAdjustmentRequestInvalid: {
    code: 6315,
    tr: 'İşlem numarası geçersiz; sayfayı yenileyip yeniden deneyin.',
    en: 'The request id is invalid; reload the page and try again.',
  },
  staffAdjustmentReused: {
    code: 6316,
    tr: 'Bu işlem numarası başka bir düzeltmede kullanıldı; sayfayı yenileyip yeniden deneyin.',
    en: 'This request id was used for another adjustment; reload the page and try again.',
  },
  staffLockReasonInvalid: {
    code: 6317,
    tr: 'Kilit gerekçesi zorunludur: 5 ile 500 karakter arasında yazın.',
    en: 'A reason for the lock is required: write 5 to 500 characters.',
  },
  staffAdjustmentReasonTooShort: {
    code: 6318,
    tr: 'Gerekçe çok kısa: neden düzeltme yaptığınızı en az 5 karakterle yazın.',
    en: 'The reason is too short: say why you adjust in at least 5 characters.',
  },
  staffAdjustmentReasonTooLong: {
    code: 6319,
    tr: 'Gerekçe çok uzun: en fazla 500 karakter yazabilirsiniz.',
    en: 'The reason is too long: write at most 500 characters.',
  },
  staffAdjustmentAmountTooLarge: {
    code: 6320,
    tr: 'Tek bir düzeltme en fazla ₺1.000.000,00 olabilir. Daha büyük bir tutarı birden çok düzeltmeye bölmeden önce yöneticinize danışın.',
    en: 'One adjustment may be at most ₺1,000,000.00. Ask an administrator before splitting a larger amount into several.',
  },
} as const satisfies Record<string, { code: number; tr: string; en: string }>;
