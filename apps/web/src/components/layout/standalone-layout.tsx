import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { DemoBanner } from './demo-banner';

/** Pages without the main layout (login, register, maintenance...): logo, one card, the 18+ line. */
export function StandaloneLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header>
        <DemoBanner />
        <div className="flex justify-center py-6">
          <Link to={paths.home.getHref()} className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
            <LogoMark className="h-10 w-10" />
            <span>{t('common.siteName')}</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-8">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-muted">
        <span className="font-bold text-danger">{t('footer.ageLimit')}</span> · {t('footer.responsibleGaming')}
      </footer>
    </div>
  );
}
