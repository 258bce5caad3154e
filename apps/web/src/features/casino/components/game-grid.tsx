import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/status-message';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useToggleFavorite } from '../api/favorites';
import { GAMES_PAGE_SIZE, type useGamesList } from '../api/games';
import { useInView } from '../hooks/use-in-view';
import { loadedGames } from '../utils/game-pages';
import { GameTile, GameTileSkeleton } from './game-tile';

/** Tiles that load at once: the rows a 390×844 screen shows under the lobby's header and filters. */
const EAGER_TILES = 6;
/** The next page is asked this far before the end of the grid comes into view. */
const PREFETCH_MARGIN_PX = 600;

const GRID = 'grid grid-cols-3 gap-x-2.5 gap-y-4';

interface GameGridProps {
  games: ReturnType<typeof useGamesList>;
  /** What an empty list says (the spec's "no results" text, or the favourites' invitation). */
  empty: ReactNode;
}

/**
 * The lobby's grid, three tiles a row: skeletons while the first page loads, the next page of
 * 9 as the end comes near (and a "Daha fazla göster" button for anyone the scrolling misses),
 * an empty state, and a quiet failure with a retry (section 9 swallows list failures: no notice).
 */
export function GameGrid({ games, empty }: GameGridProps) {
  const { t } = useTranslation('casino');
  const { mutate: toggleFavorite } = useToggleFavorite();

  if (games.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <ul className={GRID}>
          {Array.from({ length: GAMES_PAGE_SIZE }, (_, index) => (
            <GameTileSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (games.isError && !games.data) {
    return (
      <ErrorMessage text={t('lobby.loadFailed')} error={games.error}>
        <Button variant="outline" onClick={() => void games.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorMessage>
    );
  }
  const tiles = loadedGames(games.data.pages);
  if (tiles.length === 0) return <>{empty}</>;
  const total = games.data.pages.at(-1)?.pagination.total ?? tiles.length;
  return (
    <div aria-busy={games.isFetching} className={cn('transition-opacity', games.isPlaceholderData && 'opacity-60')}>
      <ul className={GRID}>
        {tiles.map((game, index) => (
          <GameTile key={game.gameID} game={game} eager={index < EAGER_TILES} onToggleFavorite={toggleFavorite} />
        ))}
      </ul>
      <MoreGames games={games} shown={tiles.length} total={total} />
    </div>
  );
}

/** Below the grid: the sentinel that loads the next page, the button that does the same, how many are shown. */
function MoreGames({ games, shown, total }: { games: GameGridProps['games']; shown: number; total: number }) {
  const { t } = useTranslation('casino');
  const sentinel = useRef<HTMLDivElement>(null);
  const nearEnd = useInView(sentinel, PREFETCH_MARGIN_PX);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = games;
  const canLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !games.isPlaceholderData;

  useEffect(() => {
    if (nearEnd && canLoad) void fetchNextPage();
  }, [nearEnd, canLoad, fetchNextPage]);

  return (
    <div className="mt-5 flex flex-col items-center gap-3 text-center">
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage ? (
        <ul className={cn(GRID, 'w-full')} aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <GameTileSkeleton key={index} />
          ))}
        </ul>
      ) : null}
      {isFetchNextPageError ? <p className="text-sm text-muted">{t('lobby.moreFailed')}</p> : null}
      <p className="text-xs text-muted" aria-live="polite">
        {t('lobby.shown', { shown: String(shown), total: String(total) })}
      </p>
      {hasNextPage ? (
        <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? <Spinner /> : null}
          {isFetchNextPageError ? t('common.retry') : t('lobby.showMore')}
        </Button>
      ) : null}
    </div>
  );
}
