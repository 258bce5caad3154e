import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingMessage } from '@/components/ui/status-message';
import { ResponsibleGaming } from '@/features/protection/components/responsible-gaming';

/**
 * /responsible-gaming, public: the title at once, the rest once the `protection` texts
 * have arrived. A visitor sees the self-assessment and the help list, a player their settings too.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.responsibleGaming.title')} />
      <Suspense fallback={<LoadingMessage text={t('common.loading')} />}>
        <ResponsibleGaming />
      </Suspense>
    </>
  );
}
