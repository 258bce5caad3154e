import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useActiveBonus } from '../api/active-bonus';
import { ActiveBonusCard, AwaitingBonusCard, QueuedBonuses } from './bonus-cards';

function NoOpenBonus() {
  const { t } = useTranslation('bonuses');
  return (
    <EmptyState icon={Gift} text={t('usage.empty')}>
      <Link to={paths.promotions.getHref()} className={buttonClasses('primary', 'sm')}>
        {t('usage.toPromotions')}
      </Link>
      <Link to={paths.bonusHistory.getHref()} className={buttonClasses('outline', 'sm')}>
        {t('usage.toHistory')}
      </Link>
    </EmptyState>
  );
}

/**
 * /bonus-usage: the open bonus and the prizes queued behind it, refreshed every few seconds while the page is open (every spin
 * moves the wagering). A failed refresh keeps what is shown; only a first load that fails says so.
 */
export function BonusUsage() {
  const { t } = useTranslation('bonuses');
  const active = useActiveBonus();
  if (active.isPending) return <LoadingMessage text={t('usage.loading')} />;
  if (active.data === undefined) {
    return (
      <ErrorMessage text={t('usage.loadFailed')} error={active.error}>
        <Button variant="outline" size="sm" onClick={() => void active.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  }
  const { open, queued } = active.data;
  if (!open && queued.length === 0) return <NoOpenBonus />;
  return (
    <>
      {open?.Status === 'active' && <ActiveBonusCard bonus={open} />}
      {open?.Status === 'awaiting_deposit' && <AwaitingBonusCard bonus={open} />}
      {queued.length > 0 && <QueuedBonuses bonuses={queued} />}
      <Link
        to={paths.bonusHistory.getHref()}
        className="mt-4 flex min-h-11 items-center justify-center text-sm font-semibold text-primary"
      >
        {t('usage.toHistory')}
      </Link>
    </>
  );
}
