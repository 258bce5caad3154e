import { useTranslation } from 'react-i18next';
import { searchSuffix } from '@/components/lobby/chip-links';
import { ProviderLinkSheet } from '@/components/lobby/link-sheet';
import { paths } from '@/config/paths';
import { useGameProviders } from '../api/catalogue';

/** The slot lobby's provider filter: every studio (up to 100), each a link to its provider page. */
export function ProviderSheet({ activeID, search }: { activeID: number | undefined; search: string }) {
  const { t } = useTranslation('casino');
  const suffix = searchSuffix(search);
  return (
    <ProviderLinkSheet
      providers={useGameProviders()}
      activeID={activeID}
      all={{ name: t('providers.all'), to: `${paths.slot.getHref()}${suffix}` }}
      hrefOf={(providerID) => `${paths.slotProvider.getHref(providerID)}${suffix}`}
      texts={{
        title: t('providers.title'),
        open: t('providers.open'),
        close: t('providers.close'),
        loading: t('common.loading'),
        loadFailed: t('providers.loadFailed'),
        retry: t('common.retry'),
      }}
    />
  );
}
