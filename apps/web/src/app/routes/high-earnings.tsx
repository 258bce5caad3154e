import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingMessage } from '@/components/ui/status-message';
import { HighEarnings } from '@/features/high-earnings/components/high-earnings';

function HighEarningsContent() {
  const { t } = useTranslation('studio');
  return (
    <>
      <PageHeader title={t('highEarnings.title')} subtitle={t('highEarnings.lead')} />
      <HighEarnings />
    </>
  );
}

/** /high-earnings, public: the last 7 days' biggest wins (texts in the `studio` namespace). */
export function HighEarningsPage() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingMessage text={t('common.loading')} />}>
      <HighEarningsContent />
    </Suspense>
  );
}
