import { useTranslation } from 'react-i18next';
import { InformationPage } from '@/features/information/components/information-page';
import { SocialMediaLinks } from '@/features/information/components/social-media-links';

/** Its own chunk: the link validation brings the contract's schema library, which no other page needs. */
export function SocialMediaPage() {
  const { t } = useTranslation();
  return (
    <InformationPage
      infType="SocialMediaLinks"
      fallbackTitle={t('nav.socialMedia')}
      renderBody={(page) => <SocialMediaLinks page={page} />}
    />
  );
}
