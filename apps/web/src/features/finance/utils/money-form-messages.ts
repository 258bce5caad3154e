import type { TFunction } from 'i18next';
import type { MoneyFormError } from './money-form';

/** The Turkish (or English) sentence of a form error, with its amounts filled in. */
export function moneyFormMessage(t: TFunction<'finance'>, error: MoneyFormError): string {
  const params = error.params ?? {};
  switch (error.key) {
    case 'amountBelowMinimum':
      return t('form.errors.amountBelowMinimum', { min: params.min ?? '' });
    case 'amountAboveMaximum':
      return t('form.errors.amountAboveMaximum', { max: params.max ?? '' });
    case 'insufficientBalance':
      return t('form.errors.insufficientBalance', { available: params.available ?? '' });
    default:
      return t(`form.errors.${error.key}`);
  }
}
