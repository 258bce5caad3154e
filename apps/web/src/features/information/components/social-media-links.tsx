import { SOCIAL_NETWORK_NAMES } from '@bnw/contract/constants';
import { ExternalLink, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { SocialLink } from '@/components/ui/social-link';
import { useSiteSettings } from '@/lib/site-settings';

/**
 * /social-media: the operator's social links (system.get_site_settings, https only), or an
 * honest "none yet". A new installation has none: it must not send players to accounts it does
 * not own.
 */
export function SocialMediaLinks() {
  const { t } = useTranslation();
  const links = useSiteSettings()?.socialLinks ?? [];
  return (
    <article>
      <PageHeader title={t('nav.socialMedia')} />
      {links.length === 0 ? <EmptyState icon={Share2} text={t('info.socialEmpty')} /> : null}
      <ul className="grid gap-3">
        {links.map((link) => (
          <li key={link.network}>
            <SocialLink
              link={link}
              className="flex h-12 w-full items-center justify-between rounded-xl border border-line bg-surface px-4 font-semibold hover:bg-surface-2"
            >
              <span className="flex items-center gap-3">
                <Share2 aria-hidden="true" className="h-5 w-5 text-primary" />
                {SOCIAL_NETWORK_NAMES[link.network]}
              </span>
              <ExternalLink aria-hidden="true" className="h-4 w-4 text-muted" />
            </SocialLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
