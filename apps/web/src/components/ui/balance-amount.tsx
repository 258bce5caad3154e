import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/stores/app-store';

/** Bullets in place of an amount the player chose to hide; a screen reader hears `label`. */
export function HiddenAmount({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">••••</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/**
 * An amount of the player's balance (available, withdrawable, held), masked wherever it
 * appears while the header's eye toggle hides the balance. Transaction amounts are not the
 * balance and stay visible.
 */
export function BalanceAmount({ kurus }: { kurus: number }) {
  const { t } = useTranslation();
  const showBalance = useAppStore((state) => state.showBalance);
  return showBalance ? <>{formatTry(kurus)}</> : <HiddenAmount label={t('balance.hidden')} />;
}
