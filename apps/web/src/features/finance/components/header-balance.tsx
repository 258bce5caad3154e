import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../api/check-balance';

/**
 * The amount in the header's balance area: the available balance of finance.check_balance
 * (no loading bar, no notice on failure). A dash while loading or when it cannot be fetched.
 * The header decides whether it is shown at all (the show/hide toggle).
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const balance = useBalance();
  if (balance.data) {
    return <span data-testid="header-balance">{formatTry(balance.data.balance)}</span>;
  }
  const label = balance.isError ? t('balance.unavailable') : t('balance.loading');
  return (
    <span title={label}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
