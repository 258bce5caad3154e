import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { tr } from '@/i18n/locales/tr';

type Pages = typeof tr.pages;
/** The pages still to be built: those with a "coming soon" text. */
export type PageKey = { [K in keyof Pages]: 'empty' extends keyof Pages[K] ? K : never }[keyof Pages];

interface UpcomingPageProps {
  pageKey: PageKey;
  icon: LucideIcon;
  /** A line under the title, such as the category or game the address names. */
  subtitle?: ReactNode;
  /** The page's inner slider (above its content) and the one after it, when the page has them. */
  banner?: ReactNode;
  footer?: ReactNode;
}

/**
 * A page whose capability arrives with a later issue: the real layout, its title and an
 * honest "coming soon" state — no fake lists, no forms that do nothing.
 */
export function UpcomingPage({ pageKey, icon, subtitle, banner, footer }: UpcomingPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`pages.${pageKey}.title`)} subtitle={subtitle} />
      {banner}
      <EmptyState icon={icon} title={t('common.comingSoon')} text={t(`pages.${pageKey}.empty`)}>
        <Link to={paths.home.getHref()} className={buttonClasses('outline', 'sm')}>
          {t('common.backHome')}
        </Link>
      </EmptyState>
      {footer}
    </>
  );
}
