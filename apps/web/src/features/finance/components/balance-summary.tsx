import { Wallet } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { BalanceAmount } from '@/components/ui/balance-amount';
import { Spinner } from '@/components/ui/spinner';
import { useBalance } from '../api/check-balance';

/** The money page's balance card: available now, and what pending withdrawals hold (both hidden with the header's toggle). */
export function BalanceSummary() {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <section
      aria-labelledby="balance-summary"
      className="mb-4 flex items-center gap-3 rounded-2xl bg-gradient-to-br from-hero-from to-hero-to p-4 text-white shadow-sm"
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/15">
        <Wallet aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="min-w-0">
        <h2 id="balance-summary" className="text-xs font-medium text-white/85">
          {t('balance.available')}
        </h2>
        {balance.data ? (
          <>
            <p className="text-2xl font-extrabold tracking-tight" data-testid="available-balance">
              <BalanceAmount kurus={balance.data.balance} />
            </p>
            {balance.data.pending > 0 ? (
              <p className="text-xs text-white/85">
                <Trans
                  t={t}
                  i18nKey="balance.held"
                  components={{ amount: <BalanceAmount kurus={balance.data.pending} /> }}
                />
              </p>
            ) : null}
          </>
        ) : balance.isError ? (
          <p className="text-sm">{t('balance.unavailable')}</p>
        ) : (
          <p className="flex items-center gap-2 text-sm">
            <Spinner className="h-4 w-4" />
            {t('balance.loading')}
          </p>
        )}
      </div>
    </section>
  );
}
