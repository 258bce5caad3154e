import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { useMaintenanceCheck } from '../api/check-status';

/** The screen named siteUnderMaintenance: an explanation and "Tekrar dene". */
export function MaintenanceScreen() {
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
