import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INFO_LINKS } from './nav-items';

/** 18+ and responsible gaming, the information pages and the licence list (given by the app). */
export function SiteFooter({ licenses }: { licenses: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-8 border-t border-line bg-surface">
      <div className="mx-auto max-w-screen-sm space-y-5 px-4 py-6 text-sm">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 border-danger text-sm font-extrabold text-danger">
            {t('footer.ageLimit')}
          </span>
          <p className="text-muted">{t('footer.responsibleGaming')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {INFO_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="font-medium underline-offset-4 hover:underline">
                  {t(`nav.${item.labelKey}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-licenses">
          <h2 id="footer-licenses" className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
            {t('footer.licenses')}
          </h2>
          {licenses}
        </section>
        <p className="text-xs text-muted">{t('footer.copyright', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
