import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../api/check-balance';

/** '₺100.000,00' is the longest amount shown at the header's usual size. */
const LONG_AMOUNT = '₺100.000,00'.length;

/**
 * The bonus balance under the cash, smaller, while a bonus is open: playable but not withdrawable,
 * so never added to the cash. Its own line keeps the area as narrow as the cash alone.
 */
function BonusLine({ kurus }: { kurus: number }) {
  const { t } = useTranslation();
  return (
    <span className="block text-[10px] font-semibold leading-3 text-primary" data-testid="header-bonus">
      {t('balance.bonus', { amount: formatTry(kurus) })}
    </span>
  );
}

/**
 * The amount in the header's balance area: the available balance of finance.check_balance
 * (no loading bar, no notice on failure), and the bonus balance under it when there is one.
 * A dash while loading or when it cannot be fetched. The header decides whether it is shown at
 * all (the show/hide toggle hides the bonus with the cash).
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const balance = useBalance();
  if (balance.data) {
    const amount = formatTry(balance.data.balance);
    // From ₺1.000.000,00 (13 characters) a size smaller, so the header holds up to ₺10.000.000,00 at 320 px.
    // Missing before the server knew of bonuses: read as none.
    const bonus = balance.data.bonus ?? 0;
    return (
      <>
        <span data-testid="header-balance" className={amount.length > LONG_AMOUNT ? 'text-xs' : undefined}>
          {amount}
        </span>
        {bonus > 0 ? <BonusLine kurus={bonus} /> : null}
      </>
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
