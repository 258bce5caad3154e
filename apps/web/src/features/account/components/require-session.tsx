import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { STORAGE_KEYS, writeItem } from '@/lib/storage';
import { useAppStore } from '@/stores/app-store';

/**
 * An account page needs a logged-in player. The guard lets a stored auth record through (the
 * spec's rule); while its session refresh runs the page waits, and if no session comes of it
 * (or it ended while the page was open) the page offers the login, coming back here after.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const refreshing = useAppStore((state) => state.sessionRefreshing);
  if (isLoggedIn) return children;
  if (refreshing) return <LoadingMessage text={t('session.checking')} />;
  return (
    <EmptyState icon={LogIn} title={t('session.requiredTitle')} text={t('session.requiredText')}>
      <Link
        to={paths.login.getHref()}
        onClick={() => writeItem(STORAGE_KEYS.returnUrl, `${location.pathname}${location.search}${location.hash}`)}
        className={buttonClasses('primary', 'md')}
      >
        {t('session.login')}
      </Link>
    </EmptyState>
  );
}
