import { SearchX } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { GameFilter } from '../api/casino-keys';
import { useGameCategories, useGameProviders } from '../api/catalogue';
import { useGamesList } from '../api/games';
import { routeId } from '@/lib/route-id';
import { searchTerm } from '@/lib/search-text';
import { CategoryChips } from './category-chips';
import { GameGrid } from './game-grid';
import { GameSearch } from './game-search';
import { ProviderSheet } from './provider-sheet';

interface SlotLobbyProps {
  /** `:categoryID` of /slot/category/:categoryID, as the address has it. */
  categoryParam?: string | undefined;
  /** `:providerID` of /slot/provider/:providerID. */
  providerParam?: string | undefined;
  /** The page's inner slider, under its title (/slot's, composed by the app). */
  banner?: ReactNode;
  /** What follows the games (/slot's lower slider). */
  footer?: ReactNode;
}

/**
 * The slot lobby of /slot, /slot/category/:categoryID and /slot/provider/:providerID: the
 * search and provider filter, the category chips and the games. The search lives in the
 * address (`?q=`), so back, forward and a shared link show the same list, and typing keeps
 * the category or provider on screen.
 */
export function SlotLobby({ categoryParam, providerParam, banner, footer }: SlotLobbyProps) {
  const { t } = useTranslation('casino');
  const { t: tMain } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = searchTerm(params.get('q') ?? '') ?? '';
  // null: the address names no valid list (nothing is asked); undefined: not filtered by it.
  const categoryID = categoryParam === undefined ? undefined : routeId(categoryParam);
  const providerID = providerParam === undefined ? undefined : routeId(providerParam);
  const valid = categoryID !== null && providerID !== null;
  const filter = useMemo<GameFilter>(
    () => ({
      ...(categoryID ? { categoryID } : {}),
      ...(providerID ? { providerID } : {}),
      ...(search ? { search } : {}),
    }),
    [categoryID, providerID, search],
  );
  const games = useGamesList(filter, { enabled: valid });
  const total = valid ? games.data?.pages.at(-1)?.pagination.total : undefined;
  const commitSearch = (term: string) => setParams(term ? { q: term } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title={useLobbyTitle(categoryID ?? undefined, providerID ?? undefined)}
        subtitle={
          <span className="block h-5">{total === undefined ? null : t('lobby.gameCount', { count: total })}</span>
        }
      />
      {banner}
      <div className="mb-3 flex gap-2">
        <GameSearch committed={search} onCommit={commitSearch} />
        <ProviderSheet activeID={providerID ?? undefined} search={search} />
      </div>
      <CategoryChips
        activeID={categoryID ?? undefined}
        allActive={categoryParam === undefined && providerParam === undefined}
        search={search}
      />
      <div className="mt-4">
        {valid ? (
          <GameGrid
            games={games}
            empty={
              <EmptyState icon={SearchX} text={tMain('common.noResults')}>
                {search ? (
                  <Button variant="outline" onClick={() => commitSearch('')}>
                    {t('lobby.clearSearch')}
                  </Button>
                ) : null}
                {categoryID || providerID ? <ShowAllLink /> : null}
              </EmptyState>
            }
          />
        ) : (
          <EmptyState icon={SearchX} text={t('lobby.unknownFilter')}>
            <ShowAllLink />
          </EmptyState>
        )}
      </div>
      {footer}
    </>
  );
}

function ShowAllLink() {
  const { t } = useTranslation('casino');
  return (
    <Link to={paths.slot.getHref()} className={buttonClasses('primary', 'md')}>
      {t('lobby.showAll')}
    </Link>
  );
}

/** The category's or provider's name once its list is here, else the lobby's own title. */
function useLobbyTitle(categoryID: number | undefined, providerID: number | undefined): string {
  const { t } = useTranslation('casino');
  const categories = useGameCategories();
  const providers = useGameProviders();
  if (categoryID !== undefined) {
    return categories.data?.find((category) => category.CategoryID === categoryID)?.name ?? t('lobby.title');
  }
  if (providerID !== undefined) {
    return providers.data?.find((provider) => provider.providerID === providerID)?.name ?? t('lobby.title');
  }
  return t('lobby.title');
}
