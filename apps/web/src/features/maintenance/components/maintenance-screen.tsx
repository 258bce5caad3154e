import { useQuery } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { runMaintenanceCheck, useMaintenanceCheck } from '../api/check-status';

/**
 * The screen named siteUnderMaintenance. The site is asked on arrival: a player who opens
 * /maintenance (a bookmark, a tab left open) while the site is up goes home instead of reading
 * that it is down; otherwise the explanation and "Tekrar dene".
 */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const arrival = useQuery({
    queryKey: ['maintenance', 'arrival'],
    queryFn: runMaintenanceCheck,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (arrival.data === 'up') return <Navigate to={paths.home.getHref()} replace />;
  if (arrival.isPending) return <LoadingMessage text={t('maintenance.checking')} />;
  return <MaintenanceExplanation />;
}

function MaintenanceExplanation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const note = useAppStore((state) => state.maintenanceDetail?.message ?? null);
  const check = useMaintenanceCheck();

  const retry = () =>
    check.mutate(undefined, {
      onSuccess: (status) => {
        if (status === 'up') void navigate(paths.home.getHref(), { replace: true });
      },
    });

  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border border-line bg-surface px-5 py-8 text-center shadow-sm">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-surface-2 text-primary">
        <Wrench aria-hidden="true" className="h-8 w-8" />
      </span>
      <PageHeader title={t('maintenance.title')} />
      <p className="-mt-3 text-muted">{t('maintenance.text')}</p>
      {note ? (
        <div className="w-full rounded-2xl bg-surface-2 p-4 text-left text-sm">
          <p className="font-semibold">{t('maintenance.operatorNote')}</p>
          <p className="mt-1 whitespace-pre-line text-muted">{note}</p>
        </div>
      ) : null}
      <Button size="lg" className="w-full" onClick={retry} disabled={check.isPending}>
        {check.isPending ? <Spinner /> : null}
        {check.isPending ? t('maintenance.checking') : t('maintenance.retry')}
      </Button>
      <p role="status" className="min-h-5 text-sm text-muted">
        {check.isSuccess && check.data === 'down' ? t('maintenance.stillDown') : null}
        {check.isError ? t('maintenance.checkFailed') : null}
      </p>
    </section>
  );
}
