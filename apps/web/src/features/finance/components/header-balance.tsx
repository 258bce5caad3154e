import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../api/check-balance';

/** '₺100.000,00' is the longest amount shown at the header's usual size. */
const LONG_AMOUNT = '₺100.000,00'.length;

/**
 * The amount in the header's balance area: the available balance of finance.check_balance
 * (no loading bar, no notice on failure). A dash while loading or when it cannot be fetched.
 * The header decides whether it is shown at all (the show/hide toggle).
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const balance = useBalance();
  if (balance.data) {
    const amount = formatTry(balance.data.balance);
    // From ₺1.000.000,00 (13 characters) a size smaller, so the header holds up to ₺10.000.000,00 at 320 px.
    return (
      <span data-testid="header-balance" className={amount.length > LONG_AMOUNT ? 'text-xs' : undefined}>
        {amount}
      </span>
    );
  }
  const label = balance.isError ? t('balance.unavailable') : t('balance.loading');
  return (
    <span title={label}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
