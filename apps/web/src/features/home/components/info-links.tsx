import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INFO_LINKS } from '@/components/layout/nav-items';

/** Links to the information pages. */
export function InfoLinks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-info">
      <h2 id="home-info" className="mb-3 text-lg font-bold">
        {t('home.infoTitle')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {INFO_LINKS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-3.5 text-sm font-medium hover:border-primary"
            >
              <item.icon aria-hidden="true" className="h-4 w-4 text-primary" />
              {t(`nav.${item.labelKey}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
