import type { Text } from '../../i18n/language';

/**
 * The area's names in the menu, in titles and on its fields (react-admin's `resources.*` texts):
 * on the first screen with the menu, apart from the area's other texts, which load with its pages.
 */
export const PAYMENT_NAMES = {
  account_one: { tr: 'Banka hesabı', en: 'Bank account' },
  accounts: { tr: 'Şirket banka hesapları', en: 'Operator bank accounts' },
  amount: { tr: 'Tutar', en: 'Amount' },
  bank: { tr: 'Banka', en: 'Bank' },
  code: { tr: 'Kod', en: 'Code' },
  createdAt: { tr: 'Talep', en: 'Requested' },
  details: { tr: 'Hesap / gönderen', en: 'Account / sender' },
  holder: { tr: 'Hesap sahibi', en: 'Account holder' },
  iban: { tr: 'IBAN', en: 'IBAN' },
  limits: { tr: 'Sınırlar', en: 'Limits' },
  max: { tr: 'En çok (₺)', en: 'Maximum (₺)' },
  method_one: { tr: 'Ödeme yöntemi', en: 'Payment method' },
  methods: { tr: 'Ödeme yöntemleri', en: 'Payment methods' },
  min: { tr: 'En az (₺)', en: 'Minimum (₺)' },
  name: { tr: 'Ad', en: 'Name' },
  payment_one: { tr: 'Ödeme', en: 'Payment' },
  player: { tr: 'Oyuncu', en: 'Player' },
  queue: { tr: 'Ödeme onayları', en: 'Payment approvals' },
  settings: { tr: 'Çift onay eşiği', en: 'Four-eyes threshold' },
  sortOrder: { tr: 'Sıra', en: 'Order' },
  status: { tr: 'Durum', en: 'Status' },
  type: { tr: 'Tür', en: 'Type' },
} as const satisfies Record<string, Text>;
