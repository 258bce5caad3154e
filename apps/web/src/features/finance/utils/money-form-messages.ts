import type { TFunction } from 'i18next';
import type { MoneyFormError } from './money-form';

/**
 * The Turkish (or English) sentence of a form error, with its amounts filled in; the available
 * balance only while the player shows it (`showBalance`, the header's eye toggle). Null for an
 * amount that does not read: the amount field says why itself.
 */
export function moneyFormMessage(t: TFunction<'finance'>, error: MoneyFormError, showBalance = true): string | null {
  const params = error.params ?? {};
  switch (error.key) {
    case 'amountRefused':
      return null;
    case 'insufficientBalance':
      return showBalance
        ? t('form.errors.insufficientBalance', { available: params.available ?? '' })
        : t('form.errors.insufficientBalanceHidden');
    default:
      return t(`form.errors.${error.key}`);
  }
}
