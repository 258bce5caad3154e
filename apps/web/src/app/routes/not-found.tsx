import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState icon={SearchX} text={t('notFound.text')}>
        <Link to={paths.home.getHref()} className={buttonClasses('primary', 'md')}>
          {t('common.backHome')}
        </Link>
      </EmptyState>
    </>
  );
}
