import type { LiveTableTile } from '@bnw/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePlayerUid } from '@/lib/session/player-uid';
import { type TablePages, withFavoriteFlag, withoutTable } from '../utils/table-pages';
import { filterOfKey, liveKeys } from './live-keys';

const TOGGLE_KEY = ['live', 'favorite-toggle'] as const;

export interface TableFavoriteToggle {
  table: LiveTableTile;
  /** What the heart becomes. */
  favorite: boolean;
}

/** Draws the heart into every cached table list of the player; the favourites list loses a removed table at once. */
function drawFavorite(queryClient: QueryClient, uid: string, { table, favorite }: TableFavoriteToggle): void {
  for (const [key, data] of queryClient.getQueriesData<TablePages>({ queryKey: liveKeys.tablesOf(uid) })) {
    if (!data) continue;
    if (!filterOfKey(key).favorites) queryClient.setQueryData(key, withFavoriteFlag(data, table.tableID, favorite));
    else if (!favorite) queryClient.setQueryData(key, withoutTable(data, table.tableID));
  }
}

/**
 * A table's heart: user.favorites (type livecasino) insert or delete, drawn before the call
 * leaves; a refusal draws it back and says so in Turkish. Each rollback undoes only its own table.
 */
export function useToggleTableFavorite() {
  const { t } = useTranslation('live');
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    meta: { hideLoadingBar: true },
    mutationFn: ({ table, favorite }: TableFavoriteToggle) =>
      api.request(
        'user.favorites',
        { mode: favorite ? 'insert' : 'delete', type: 'livecasino', id: table.tableID },
        { silent: true, hideLoadingBar: true },
      ),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: liveKeys.tablesOf(uid) });
      drawFavorite(queryClient, uid, toggle);
    },
    onError: (error, toggle) => {
      drawFavorite(queryClient, uid, { table: toggle.table, favorite: !toggle.favorite });
      if (error instanceof ApiError && error.kind === 'server') return;
      const texts = { name: toggle.table.name, reason: error.message };
      notify.negative(toggle.favorite ? t('favorite.addFailed', texts) : t('favorite.removeFailed', texts));
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) > 1) return;
      await queryClient.invalidateQueries({
        queryKey: liveKeys.tablesOf(uid),
        predicate: (query) => filterOfKey(query.queryKey).favorites === true,
      });
    },
  });
}
