import { SOCIAL_NETWORK_NAMES } from '@bnw/contract/constants';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SocialLink } from '@/components/ui/social-link';
import { paths } from '@/config/paths';
import { useSiteSettings } from '@/lib/site-settings';
import { INFO_LINKS } from './nav-items';

/** The operator's social links (system settings); nothing at all until the operator sets one. */
function SocialLinks() {
  const { t } = useTranslation();
  const links = useSiteSettings()?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('footer.social')}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <SocialLink
              link={link}
              className="inline-flex h-11 items-center gap-2 rounded-full border border-line px-4 font-semibold hover:bg-surface-2"
            >
              {SOCIAL_NETWORK_NAMES[link.network]}
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 text-muted" />
            </SocialLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The information pages; each link a thumb's height (WCAG 2.5.8), not a line of small text. */
function InfoLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.links')}>
      <ul className="flex flex-wrap gap-x-4">
        {INFO_LINKS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline"
            >
              {t(`nav.${item.labelKey}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 18+ and responsible gaming, the information pages, the social links and the licence list (given by the app). */
export function SiteFooter({ licenses }: { licenses: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-8 border-t border-line bg-surface">
      <div className="mx-auto max-w-screen-sm space-y-5 px-4 py-6 text-sm">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 border-danger text-sm font-extrabold text-danger">
            {t('footer.ageLimit')}
          </span>
          <div>
            <p className="text-muted">{t('footer.responsibleGaming')}</p>
            <Link
              to={paths.responsibleGaming.getHref()}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              {t('footer.responsibleGamingLink')}
            </Link>
          </div>
        </div>
        <InfoLinks />
        <SocialLinks />
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
