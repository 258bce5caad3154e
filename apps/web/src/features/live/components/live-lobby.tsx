import { CircleDot, Heart, LayoutGrid, Spade, SearchX, type LucideIcon } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChipLinks, searchSuffix } from '@/components/lobby/chip-links';
import { ProviderLinkSheet } from '@/components/lobby/link-sheet';
import { SearchField } from '@/components/lobby/search-field';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { chipCategories } from '@/lib/lobby-categories';
import { routeId } from '@/lib/route-id';
import { searchTerm } from '@/lib/search-text';
import { useLiveCategories, useLiveProviders } from '../api/catalogue';
import type { TableFilter } from '../api/live-keys';
import { useLiveTables, useLobbyUpdates } from '../api/tables';
import { LiveTableGrid } from './live-table-grid';

/** Our categories' pictures (livecasino categories 1 roulette, 2 baccarat); another goes without. */
const CATEGORY_ICONS: Readonly<Record<number, LucideIcon>> = { 1: CircleDot, 2: Spade };

interface LiveLobbyProps {
  /** `:categoryID` of /live/category/:categoryID, as the address has it. */
  categoryParam?: string | undefined;
  /** `:providerID` of /live/provider/:providerID. */
  providerParam?: string | undefined;
  /** /favorite-live-casino: the player's favourite tables only. */
  favorites?: boolean;
  /** The page's inner slider, under its title (composed by the app). */
  banner?: ReactNode;
  footer?: ReactNode;
}

/**
 * The live lobby of /live, /live/category/:id, /live/provider/:id and /favorite-live-casino: the
 * search (`?q=`) and the provider filter, the category chips, and the tables with their state now,
 * kept live by the `lobby:live` topic.
 */
export function LiveLobby({ categoryParam, providerParam, favorites = false, banner, footer }: LiveLobbyProps) {
  const { t } = useTranslation('live');
  const [params, setParams] = useSearchParams();
  const search = searchTerm(params.get('q') ?? '') ?? '';
  const categoryID = categoryParam === undefined ? undefined : routeId(categoryParam);
  const providerID = providerParam === undefined ? undefined : routeId(providerParam);
  const valid = categoryID !== null && providerID !== null;
  const filter = useMemo<TableFilter>(
    () => ({
      ...(categoryID ? { categoryID } : {}),
      ...(providerID ? { providerID } : {}),
      ...(search ? { search } : {}),
      ...(favorites ? { favorites: true } : {}),
    }),
    [categoryID, providerID, search, favorites],
  );
  const tables = useLiveTables(filter, { enabled: valid });
  useLobbyUpdates();
  const total = valid ? tables.data?.pages.at(-1)?.pagination.total : undefined;
  const commitSearch = (term: string) => setParams(term ? { q: term } : {}, { replace: true });
  const title = useLobbyTitle(categoryID ?? undefined, providerID ?? undefined, favorites);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <span className="block h-5">{total === undefined ? null : t('lobby.tableCount', { count: total })}</span>
        }
      />
      {banner}
      <div className="mb-3 flex gap-2">
        <SearchField
          committed={search}
          onCommit={commitSearch}
          texts={{ label: t('search.label'), placeholder: t('search.placeholder'), clear: t('search.clear') }}
        />
        {favorites ? null : <ProviderFilter activeID={providerID ?? undefined} search={search} />}
      </div>
      {favorites ? null : (
        <CategoryFilter
          activeID={categoryID ?? undefined}
          allActive={categoryParam === undefined && providerParam === undefined}
          search={search}
        />
      )}
      <div className="mt-4">
        {valid ? (
          <LiveTableGrid
            tables={tables}
            empty={
              favorites && !search ? (
                <EmptyState icon={Heart} text={t('favorites.empty')}>
                  <AllTablesLink />
                </EmptyState>
              ) : (
                <EmptyState icon={SearchX} text={t('lobby.noResults')}>
                  {search ? (
                    <Button variant="outline" onClick={() => commitSearch('')}>
                      {t('lobby.clearSearch')}
                    </Button>
                  ) : null}
                  {categoryID || providerID ? <AllTablesLink /> : null}
                </EmptyState>
              )
            }
          />
        ) : (
          <EmptyState icon={SearchX} text={t('lobby.unknownFilter')}>
            <AllTablesLink />
          </EmptyState>
        )}
      </div>
      {footer}
    </>
  );
}

function AllTablesLink() {
  const { t } = useTranslation('live');
  return (
    <Link to={paths.live.getHref()} className={buttonClasses('primary', 'md')}>
      {t('lobby.showAll')}
    </Link>
  );
}

function CategoryFilter({
  activeID,
  allActive,
  search,
}: {
  activeID: number | undefined;
  allActive: boolean;
  search: string;
}) {
  const { t } = useTranslation('live');
  const categories = useLiveCategories();
  const suffix = searchSuffix(search);
  const chips = [
    { id: 0, name: t('lobby.allTables'), to: `${paths.live.getHref()}${suffix}`, icon: LayoutGrid, active: allActive },
    ...chipCategories(categories.data ?? [], activeID).map((category) => ({
      id: category.CategoryID,
      name: category.name,
      to: `${paths.liveCategory.getHref(category.CategoryID)}${suffix}`,
      icon: CATEGORY_ICONS[category.CategoryID],
      active: category.CategoryID === activeID,
    })),
  ];
  return <ChipLinks label={t('lobby.categories')} chips={chips} />;
}

function ProviderFilter({ activeID, search }: { activeID: number | undefined; search: string }) {
  const { t } = useTranslation('live');
  const suffix = searchSuffix(search);
  return (
    <ProviderLinkSheet
      providers={useLiveProviders()}
      activeID={activeID}
      all={{ name: t('providers.all'), to: `${paths.live.getHref()}${suffix}` }}
      hrefOf={(providerID) => `${paths.liveProvider.getHref(providerID)}${suffix}`}
      texts={{
        title: t('providers.title'),
        open: t('providers.open'),
        close: t('common.close'),
        loading: t('common.loading'),
        loadFailed: t('providers.loadFailed'),
        retry: t('common.retry'),
      }}
    />
  );
}

/** The category's or provider's name once its list is here, else the lobby's own title. */
function useLobbyTitle(categoryID: number | undefined, providerID: number | undefined, favorites: boolean): string {
  const { t } = useTranslation('live');
  const categories = useLiveCategories();
  const providers = useLiveProviders();
  if (favorites) return t('favorites.title');
  if (categoryID !== undefined)
    return categories.data?.find((category) => category.CategoryID === categoryID)?.name ?? t('lobby.title');
  if (providerID !== undefined)
    return providers.data?.find((provider) => provider.providerID === providerID)?.name ?? t('lobby.title');
  return t('lobby.title');
}
