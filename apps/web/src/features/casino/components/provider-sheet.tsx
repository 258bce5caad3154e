import { useTranslation } from 'react-i18next';
import { searchSuffix } from '@/components/lobby/chip-links';
import { LinkSheet } from '@/components/lobby/link-sheet';
import { paths } from '@/config/paths';
import { useGameProviders } from '../api/catalogue';

/** The slot lobby's provider filter: every studio (up to 100), each a link to its provider page. */
export function ProviderSheet({ activeID, search }: { activeID: number | undefined; search: string }) {
  const { t } = useTranslation('casino');
  const providers = useGameProviders();
  const suffix = searchSuffix(search);
  const links = providers.data
    ? [
        { id: 0, name: t('providers.all'), to: `${paths.slot.getHref()}${suffix}`, active: activeID === undefined },
        ...providers.data.map((provider) => ({
          id: provider.providerID,
          name: provider.name,
          to: `${paths.slotProvider.getHref(provider.providerID)}${suffix}`,
          active: provider.providerID === activeID,
        })),
      ]
    : undefined;
  return (
    <LinkSheet
      filtered={activeID !== undefined}
      texts={{
        title: t('providers.title'),
        open: t('providers.open'),
        close: t('providers.close'),
        loading: t('common.loading'),
        loadFailed: t('providers.loadFailed'),
        retry: t('common.retry'),
      }}
      links={links}
      error={providers.isError ? providers.error : null}
      onRetry={() => void providers.refetch()}
    />
  );
}
