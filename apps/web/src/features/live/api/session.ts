import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { liveKeys } from './live-keys';

/** As the play page: asked again this often while the table is in front, in case a push never comes. */
const SESSION_REFRESH_MS = 10_000;

/**
 * What the player has staked and won at this table since opening it (the top bar's net, the
 * reality check's figure): a table's id is its game's id, so the play page's summary call serves.
 */
export function useTableSession(tableID: number, since: string) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: liveKeys.session(uid ?? '', tableID, since),
    queryFn: ({ signal }) =>
      api.request(
        'casino.game_session_summary',
        { gameID: tableID, since },
        { silent: true, hideLoadingBar: true, signal },
      ),
    enabled: uid !== null,
    meta: { hideLoadingBar: true },
    refetchInterval: SESSION_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
