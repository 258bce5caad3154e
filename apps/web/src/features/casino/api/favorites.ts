import type { GameTile } from '@bnw/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePlayerUid } from '@/lib/session/player-uid';
import { type GamePages, slotFavorites, withFavoriteFlag, withFavoriteInList, withoutGame } from '../utils/game-pages';
import { casinoKeys, filterOfKey } from './casino-keys';

const TOGGLE_KEY = ['casino', 'favorite-toggle'] as const;

/** user.favorites list (type casino): the player's favourite games, at most 100. */
export function useFavoriteGames() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: casinoKeys.favorites(uid ?? ''),
    queryFn: ({ signal }) =>
      api
        .request('user.favorites', { mode: 'list', type: 'casino' }, { silent: true, hideLoadingBar: true, signal })
        .then(slotFavorites),
    enabled: uid !== null,
  });
}

export interface FavoriteToggle {
  game: GameTile;
  /** What the heart becomes: true adds the game, false removes it. */
  favorite: boolean;
}

/**
 * Draws `favorite` into every cached list of the player: the lobby's hearts, the favourites
 * grid (a removed game leaves it at once; an added one appears with the refetch, in the
 * server's order) and the favourites list.
 */
function drawFavorite(queryClient: QueryClient, uid: string, { game, favorite }: FavoriteToggle): void {
  for (const [key, data] of queryClient.getQueriesData<GamePages>({ queryKey: casinoKeys.gamesOf(uid) })) {
    if (!data) continue;
    if (!filterOfKey(key).favorites) queryClient.setQueryData(key, withFavoriteFlag(data, game.gameID, favorite));
    else if (!favorite) queryClient.setQueryData(key, withoutGame(data, game.gameID));
  }
  queryClient.setQueryData<GameTile[]>(casinoKeys.favorites(uid), (list) =>
    list ? withFavoriteInList(list, game, favorite) : list,
  );
}

/**
 * The heart: user.favorites insert or delete. It answers at once (every cached list is redrawn
 * before the call leaves); a refusal draws the heart back and says so in Turkish. Each
 * rollback undoes only its own game, so a second heart tapped meanwhile keeps its state.
 */
export function useToggleFavorite() {
  const { t } = useTranslation('casino');
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  const favoritesGrids = { queryKey: casinoKeys.gamesOf(uid), predicate: isFavoritesGrid };

  return useMutation({
    mutationKey: TOGGLE_KEY,
    meta: { hideLoadingBar: true },
    mutationFn: ({ game, favorite }: FavoriteToggle) =>
      api.request(
        'user.favorites',
        { mode: favorite ? 'insert' : 'delete', type: 'casino', id: game.gameID },
        { silent: true, hideLoadingBar: true },
      ),
    onMutate: async (toggle) => {
      // A page arriving now would be drawn from the lists as they were before the tap.
      await queryClient.cancelQueries({ queryKey: casinoKeys.gamesOf(uid) });
      await queryClient.cancelQueries({ queryKey: casinoKeys.favorites(uid) });
      drawFavorite(queryClient, uid, toggle);
    },
    onError: (error, toggle) => {
      drawFavorite(queryClient, uid, { game: toggle.game, favorite: !toggle.favorite });
      // An HTTP 5xx already has the client's own lasting notice.
      if (error instanceof ApiError && error.kind === 'server') return;
      const texts = { name: toggle.game.name, reason: error.message };
      notify.negative(toggle.favorite ? t('favorite.addFailed', texts) : t('favorite.removeFailed', texts));
    },
    onSuccess: (list) => {
      // The answer is the whole list afterwards; with another heart still on its way it may be older than the screen.
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) === 1) {
        queryClient.setQueryData(casinoKeys.favorites(uid), slotFavorites(list));
      }
    },
    onSettled: async (_list, error) => {
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries(favoritesGrids),
        // After a success the list is the answer itself; after a failure it is asked again.
        error ? queryClient.invalidateQueries({ queryKey: casinoKeys.favorites(uid) }) : null,
      ]);
    },
  });
}

function isFavoritesGrid(query: { queryKey: readonly unknown[] }): boolean {
  return filterOfKey(query.queryKey).favorites === true;
}
