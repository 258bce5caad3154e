import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { type HighEarningsOrder, useHighEarnings } from '../api/high-earnings';
import { EarningRow } from './earning-row';

const TAB_ID = 'high-earnings';

/** The feed in two orders, by amount and by multiple of the stake, each its own query. */
export function HighEarnings() {
  const { t } = useTranslation('studio');
  const [by, setBy] = useState<HighEarningsOrder>('amount');
  return (
    <div className="space-y-3">
      <Tabs
        label={t('highEarnings.tabsLabel')}
        idPrefix={TAB_ID}
        value={by}
        onChange={setBy}
        items={[
          { value: 'amount', label: t('highEarnings.byAmount') },
          { value: 'multiplier', label: t('highEarnings.byMultiplier') },
        ]}
      />
      <div {...tabPanelProps(TAB_ID, by)}>
        <EarningsList by={by} />
      </div>
    </div>
  );
}

function EarningsList({ by }: { by: HighEarningsOrder }) {
  const { t } = useTranslation('studio');
  const feed = useHighEarnings(by);
  if (feed.isPending) return <LoadingMessage text={t('highEarnings.loading')} />;
  if (feed.isError) {
    return (
      <ErrorMessage text={t('highEarnings.loadFailed')} error={feed.error}>
        <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
          {t('highEarnings.retry')}
        </Button>
      </ErrorMessage>
    );
  }
  if (feed.data.length === 0) return <EmptyState icon={Trophy} text={t('highEarnings.empty')} />;
  return (
    <ol className="space-y-2" data-testid="high-earnings-list">
      {feed.data.map((row, index) => (
        <EarningRow key={row.roundID} row={row} rank={index + 1} emphasis={by} />
      ))}
    </ol>
  );
}
