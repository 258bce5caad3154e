import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { runMaintenanceCheck } from '../api/check-status';

/** /maintenance-control: checks the site on arrival and sends the player home or to the maintenance screen. */
export function MaintenanceControl() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['maintenance', 'control'],
    queryFn: runMaintenanceCheck,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (query.data === 'up') return <Navigate to={paths.home.getHref()} replace />;
  if (query.data === 'down') return <Navigate to={paths.maintenance.getHref()} replace />;
  return (
    <section className="rounded-3xl border border-line bg-surface px-5 py-8 text-center shadow-sm">
      <PageHeader title={t('maintenance.controlTitle')} />
      {query.isError ? (
        <ErrorMessage text={t('maintenance.checkFailed')} error={query.error}>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </ErrorMessage>
      ) : (
        <LoadingMessage text={t('maintenance.controlText')} />
      )}
    </section>
  );
}
