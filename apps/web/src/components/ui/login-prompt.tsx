import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { STORAGE_KEYS, writeItem } from '@/lib/storage';

/**
 * A public page whose data needs a login (/notifications): an honest prompt instead of an
 * empty list. Following it stores the page as the return address, as the guard would.
 */
export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation('finance');
  const location = useLocation();
  const rememberReturn = () =>
    writeItem(STORAGE_KEYS.returnUrl, `${location.pathname}${location.search}${location.hash}`);
  return (
    <EmptyState icon={LogIn} title={t('loginPrompt.title')} text={text}>
      <Link to={paths.login.getHref()} onClick={rememberReturn} className={buttonClasses('primary', 'sm')}>
        {t('loginPrompt.login')}
      </Link>
      <Link to={paths.register.getHref()} className={buttonClasses('outline', 'sm')}>
        {t('loginPrompt.register')}
      </Link>
    </EmptyState>
  );
}
