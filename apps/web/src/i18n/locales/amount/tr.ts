import type { Texts } from '../texts';

/**
 * Turkish texts of the `amount` namespace: the one amount field of the site (deposits,
 * withdrawals, limits, stakes) and why it refuses what was typed. Loaded with the pages that have
 * such a field, not with the first page; `en.ts` has the same keys.
 */
export const amountTr = {
  hint: 'Örnek: 1.000,50',
  preview: 'Tutar: {{amount}}',
  refused: {
    empty: 'Tutarı yazın.',
    sign: 'Tutarda eksi (-) ya da artı (+) işareti olamaz.',
    characters: 'Tutarda yalnızca rakam, binlikler için nokta ve kuruş için virgül olabilir.',
    tooLong: 'Tutar çok uzun. Örneğin 1.000,50 biçiminde yazın.',
    format: 'Tutar anlaşılamadı. Örneğin 1.000,50 biçiminde yazın.',
    decimals: 'Kuruş en fazla iki basamaklı olabilir, örneğin 12,50.',
    zero: 'Tutar sıfırdan büyük olmalı.',
    belowMinimum: 'Tutar en az {{amount}} olmalı.',
    aboveMaximum: 'Tutar en fazla {{amount}} olabilir.',
  },
};

export type AmountTexts = Texts<typeof amountTr>;
