import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A /play address whose type is neither casino nor virtual (or whose id is no id): said plainly, with a way back. */
export function GameNotFound() {
  const { t } = useTranslation('play');
  const { t: tCommon } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
      <EmptyState icon={Gamepad2} title={t('notFound.title')} text={t('notFound.text')}>
        <Link to={paths.slot.getHref()} className={buttonClasses('primary', 'md')}>
          {t('notFound.back')}
        </Link>
        <Link to={paths.home.getHref()} className={buttonClasses('outline', 'md')}>
          {tCommon('nav.home')}
        </Link>
      </EmptyState>
    </main>
  );
}
