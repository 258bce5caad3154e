import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button-styles';

/**
 * After a server error nothing is sent until the page is reloaded (section 4): the one action
 * that can work, in place of a retry that cannot.
 */
export function ReloadPageButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className={buttonClasses('primary', 'md', className)}
    >
      <RotateCw aria-hidden="true" className="h-4 w-4" />
      {t('errors.reload')}
    </button>
  );
}
