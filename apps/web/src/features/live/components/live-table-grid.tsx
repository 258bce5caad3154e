import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/status-message';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { useLiveTables } from '../api/tables';
import { loadedTables } from '../utils/table-pages';
import { LiveTableTile, LiveTableTileSkeleton } from './live-table-tile';

const GRID = 'grid grid-cols-1 gap-3 min-[600px]:grid-cols-2';

/** The lobby's tables: skeletons while the first page loads, a retry on failure, the next page on demand. */
export function LiveTableGrid({ tables, empty }: { tables: ReturnType<typeof useLiveTables>; empty: ReactNode }) {
  const { t } = useTranslation('live');
  if (tables.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <ul className={GRID}>
          {Array.from({ length: 3 }, (_, index) => (
            <LiveTableTileSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (tables.isError && !tables.data) {
    return (
      <ErrorMessage text={t('lobby.loadFailed')} error={tables.error}>
        <Button variant="outline" onClick={() => void tables.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorMessage>
    );
  }
  const tiles = loadedTables(tables.data.pages);
  if (tiles.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={tables.isFetching} className={cn('transition-opacity', tables.isPlaceholderData && 'opacity-60')}>
      <ul className={GRID}>
        {tiles.map((table) => (
          <LiveTableTile key={table.tableID} table={table} />
        ))}
      </ul>
      {tables.hasNextPage ? (
        <div className="mt-5 flex justify-center">
          <Button variant="outline" onClick={() => void tables.fetchNextPage()} disabled={tables.isFetchingNextPage}>
            {tables.isFetchingNextPage ? <Spinner /> : null}
            {tables.isFetchNextPageError ? t('common.retry') : t('lobby.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
