/** The back office's payments messages, codes 6400–6499, Turkish first (merged in messages.ts). */
export const PAYMENTS_MESSAGES = {
  staffPaymentNotFound: { code: 6400, tr: 'Ödeme işlemi bulunamadı.', en: 'The payment was not found.' },
  staffPaymentNotPending: {
    code: 6401,
    tr: 'Bu ödeme artık beklemede değil; başka bir personel karar vermiş olabilir.',
    en: 'This payment is no longer pending; another staff member may have decided it.',
  },
  staffPaymentApproved: { code: 6402, tr: 'Ödeme onaylandı.', en: 'The payment was approved.' },
  staffPaymentFirstApproval: {
    code: 6403,
    tr: 'İlk onay kaydedildi (1/2). Ödemenin tamamlanması için başka bir personelin de onaylaması gerekiyor.',
    en: 'The first approval was recorded (1/2). Another staff member must approve it too to complete it.',
  },
  staffPaymentSameApprover: {
    code: 6404,
    tr: 'Bu ödemeyi zaten onayladınız; ikinci onayı başka bir personel vermelidir.',
    en: 'You have already approved this payment; the second approval must come from another staff member.',
  },
  staffPaymentRejected: {
    code: 6405,
    tr: 'Ödeme reddedildi; tutar oyuncunun bakiyesine döndü.',
    en: "The payment was rejected; the amount is back in the player's balance.",
  },
  staffPaymentReasonInvalid: {
    code: 6406,
    tr: 'Ret gerekçesi zorunludur: 3 ile 500 karakter arasında yazın.',
    en: 'A reason for the rejection is required: write 3 to 500 characters.',
  },
  staffPaymentFilterInvalid: { code: 6407, tr: 'Ödeme filtresi geçersiz.', en: 'The payment filter is invalid.' },
  staffPaymentThresholdInvalid: {
    code: 6408,
    tr: 'Çift onay eşiği ₺1,00 ile ₺10.000.000,00 arasında bir tam kuruş değeri olmalıdır.',
    en: 'The four-eyes threshold must be a whole number of kuruş from ₺1.00 to ₺10,000,000.00.',
  },
  staffPaymentThresholdSaved: {
    code: 6409,
    tr: 'Çift onay eşiği kaydedildi.',
    en: 'The four-eyes threshold was saved.',
  },
  staffCashMethodNotFound: { code: 6410, tr: 'Ödeme yöntemi bulunamadı.', en: 'The payment method was not found.' },
  staffCashMethodLimitsInvalid: {
    code: 6411,
    tr: 'Tutar sınırları 1 kuruş ile ₺10.000.000,00 arasında olmalı; en az tutar en çok tutardan büyük olamaz.',
    en: 'The limits must be from 1 kuruş to ₺10,000,000.00, and the minimum may not exceed the maximum.',
  },
  staffCashMethodSaved: { code: 6412, tr: 'Ödeme yöntemi kaydedildi.', en: 'The payment method was saved.' },
  staffCashMethodOrderInvalid: {
    code: 6413,
    tr: 'Sıra 0 ile 10000 arasında bir tam sayı olmalıdır.',
    en: 'The order must be a whole number from 0 to 10000.',
  },
  staffBankAccountNotFound: { code: 6414, tr: 'Banka hesabı bulunamadı.', en: 'The bank account was not found.' },
  staffBankAccountIbanInvalid: {
    code: 6415,
    tr: 'IBAN geçersiz: TR ile başlayan 26 karakterlik geçerli bir IBAN girin.',
    en: 'The IBAN is invalid: enter a valid 26-character IBAN starting with TR.',
  },
  staffBankAccountHolderInvalid: {
    code: 6416,
    tr: 'Hesap sahibi 2 ile 100 karakter arasında olmalıdır.',
    en: 'The account holder must be 2 to 100 characters long.',
  },
  staffBankUnknown: {
    code: 6417,
    tr: 'Banka bulunamadı ya da etkin değil.',
    en: 'The bank was not found or is inactive.',
  },
  staffBankAccountExists: {
    code: 6418,
    tr: 'Bu IBAN ile kayıtlı bir hesap zaten var.',
    en: 'An account with this IBAN already exists.',
  },
  staffBankAccountSaved: { code: 6419, tr: 'Banka hesabı kaydedildi.', en: 'The bank account was saved.' },
  staffBankAccountActivated: {
    code: 6420,
    tr: 'Banka hesabı oyunculara gösteriliyor.',
    en: 'The bank account is shown to players.',
  },
  staffBankAccountDeactivated: {
    code: 6421,
    tr: 'Banka hesabı artık oyunculara gösterilmiyor.',
    en: 'The bank account is no longer shown to players.',
  },
} as const satisfies Record<string, { code: number; tr: string; en: string }>;
