import { SOCIAL_NETWORK_NAMES, type SocialLink as SocialLinkSetting } from '@bnw/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One of the operator's social links: opens in a new tab without handing the site to it
 * (`noopener`), and says so to a screen reader.
 */
export function SocialLink({
  link,
  className,
  children,
}: {
  link: SocialLinkSetting;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const name = SOCIAL_NETWORK_NAMES[link.network];
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('info.socialOpens', { name })}
      className={className}
    >
      {children}
    </a>
  );
}
