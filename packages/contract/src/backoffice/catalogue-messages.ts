/** The back office's catalogue messages, codes 6200–6299, Turkish first (merged in messages.ts). */
export const CATALOGUE_MESSAGES = {
  catalogueProviderNotFound: { code: 6200, tr: 'Sağlayıcı bulunamadı.', en: 'The provider was not found.' },
  catalogueCategoryNotFound: { code: 6201, tr: 'Kategori bulunamadı.', en: 'The category was not found.' },
  catalogueGameNotFound: { code: 6202, tr: 'Oyun bulunamadı.', en: 'The game was not found.' },
  catalogueLiveTableNotFound: { code: 6203, tr: 'Canlı masa bulunamadı.', en: 'The live table was not found.' },
  catalogueNothingToChange: {
    code: 6204,
    tr: 'Değiştirilecek en az bir alan gönderin.',
    en: 'Send at least one field to change.',
  },
  catalogueSortOrderInvalid: {
    code: 6205,
    tr: 'Sıra 0 ile 1.000.000 arasında bir tam sayı olmalıdır.',
    en: 'The order must be a whole number from 0 to 1,000,000.',
  },
  catalogueCategoryNameInvalid: {
    code: 6206,
    tr: 'Kategori adı 1–60 karakter olmalı ve kontrol karakteri içermemelidir.',
    en: 'The category name must be 1–60 characters without control characters.',
  },
  catalogueSearchInvalid: {
    code: 6207,
    tr: 'Arama metni en fazla 64 karakter olabilir.',
    en: 'The search text may be at most 64 characters.',
  },
  catalogueFilterInvalid: { code: 6208, tr: 'Katalog filtresi geçersiz.', en: 'The catalogue filter is invalid.' },
  catalogueLimitsInvalid: {
    code: 6209,
    tr: 'Masa limitleri tutarsız: en düşük bahis ≤ en yüksek bahis ≤ tur başına üst sınır olmalıdır.',
    en: 'The table limits do not fit: minimum bet ≤ maximum bet ≤ limit per round.',
  },
  catalogueAmountInvalid: {
    code: 6210,
    tr: 'Tutar 1 kuruş ile 1.000.000 ₺ arasında, kuruş cinsinden bir tam sayı olmalıdır.',
    en: 'The amount must be a whole number of kuruş from 1 kuruş to ₺1,000,000.',
  },
  catalogueSwitchInvalid: {
    code: 6211,
    tr: 'Durum ve işaretler açık ya da kapalı olmalıdır.',
    en: 'Status and flags must be on or off.',
  },
  catalogueStakeStepInvalid: {
    code: 6212,
    tr: 'Bu masada bahisler {step} katlarıyla yapılır: limitler de {step} katı olmalıdır.',
    en: 'Bets at this table go in steps of {step}: the limits must be multiples of {step} too.',
  },
  catalogueImageInvalid: {
    code: 6213,
    tr: 'Yalnızca PNG, JPEG ya da WebP biçiminde bir resim yüklenebilir.',
    en: 'Only a PNG, JPEG or WebP picture can be uploaded.',
  },
  catalogueImageTooLarge: {
    code: 6214,
    tr: 'Resim en fazla 150 KB olabilir.',
    en: 'The picture may be at most 150 KB.',
  },
  catalogueImageSizeInvalid: {
    code: 6215,
    tr: 'Resmin eni ve boyu 120 ile 1200 piksel arasında olmalıdır (önerilen 3:4, örneğin 600×800).',
    en: "The picture's width and height must be 120 to 1200 pixels (3:4 recommended, e.g. 600×800).",
  },
  catalogueProviderUpdated: { code: 6220, tr: 'Sağlayıcı güncellendi.', en: 'The provider was updated.' },
  catalogueSecretRotated: {
    code: 6221,
    tr: 'Yeni cüzdan anahtarı oluşturuldu ve eskisi hemen geçersiz oldu. Anahtar yalnızca şimdi gösterilir: sağlayıcıya güvenli yoldan iletin.',
    en: 'A new wallet secret was made and the old one stopped working at once. It is shown only now: hand it to the provider over a safe channel.',
  },
  catalogueCategoryUpdated: { code: 6222, tr: 'Kategori güncellendi.', en: 'The category was updated.' },
  catalogueGameUpdated: { code: 6223, tr: 'Oyun güncellendi.', en: 'The game was updated.' },
  catalogueLiveTableUpdated: { code: 6224, tr: 'Canlı masa güncellendi.', en: 'The live table was updated.' },
  catalogueGameImageSet: { code: 6225, tr: 'Oyunun resmi yüklendi.', en: "The game's picture was uploaded." },
  catalogueGameImageCleared: {
    code: 6226,
    tr: 'Oyun yeniden çizilen resmiyle gösteriliyor.',
    en: 'The game shows its drawn picture again.',
  },
} as const satisfies Record<string, { code: number; tr: string; en: string }>;
