import { TRANSACTION_TYPE } from '@bnw/contract/constants';
import { ArrowDownToLine, ArrowUpFromLine, History, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { BalanceSummary } from './balance-summary';
import { MethodList } from './method-list';

type Tab = 'deposit' | 'withdraw';
const TAB_PARAM = 'tab';

/**
 * /payment-actions: Para Yatır and Para Çek tabs; the tab lives in the address (?tab=withdraw) so a link can open it.
 * `depositNote` (the deposit limits, given by the app) stands above the deposit methods.
 */
export function PaymentActions({ depositNote }: { depositNote?: ReactNode }) {
  const { t } = useTranslation('finance');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get(TAB_PARAM) === 'withdraw' ? 'withdraw' : 'deposit';
  const select = (next: Tab) => setParams(next === 'deposit' ? {} : { [TAB_PARAM]: next }, { replace: true });
  return (
    <>
      <BalanceSummary />
      <Tabs
        label={t('actions.tabs')}
        idPrefix="payment"
        value={tab}
        onChange={select}
        items={[
          {
            value: 'deposit',
            label: (
              <>
                <ArrowDownToLine aria-hidden="true" className="h-4 w-4" />
                {t('actions.deposit')}
              </>
            ),
          },
          {
            value: 'withdraw',
            label: (
              <>
                <ArrowUpFromLine aria-hidden="true" className="h-4 w-4" />
                {t('actions.withdraw')}
              </>
            ),
          },
        ]}
      />
      <section {...tabPanelProps('payment', tab)} className="mt-4 outline-none">
        {tab === 'deposit' ? depositNote : null}
        <MethodList key={tab} type={tab === 'deposit' ? TRANSACTION_TYPE.deposit : TRANSACTION_TYPE.withdraw} />
      </section>
      <nav className="mt-6 grid grid-cols-2 gap-2 text-sm font-semibold">
        <Link
          to={paths.financeHistory.getHref()}
          className="flex items-center justify-center gap-2 rounded-xl border border-line bg-surface px-3 py-3 hover:bg-surface-2"
        >
          <History aria-hidden="true" className="h-4 w-4 text-primary" />
          {t('actions.historyLink')}
        </Link>
        <Link
          to={paths.bankingNew.getHref('bank')}
          className="flex items-center justify-center gap-2 rounded-xl border border-line bg-surface px-3 py-3 hover:bg-surface-2"
        >
          <Landmark aria-hidden="true" className="h-4 w-4 text-primary" />
          {t('actions.bankAccountsLink')}
        </Link>
      </nav>
    </>
  );
}
