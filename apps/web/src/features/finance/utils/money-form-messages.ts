import type { TFunction } from 'i18next';
import type { MoneyFormError } from './money-form';

/** The Turkish (or English) sentence of a form error, with its amounts filled in. */
export function moneyFormMessage(t: TFunction, error: MoneyFormError): string {
  const params = error.params ?? {};
  switch (error.key) {
    case 'amountBelowMinimum':
      return t('finance.form.errors.amountBelowMinimum', { min: params.min ?? '' });
    case 'amountAboveMaximum':
      return t('finance.form.errors.amountAboveMaximum', { max: params.max ?? '' });
    case 'insufficientBalance':
      return t('finance.form.errors.insufficientBalance', { available: params.available ?? '' });
    default:
      return t(`finance.form.errors.${error.key}`);
  }
}
