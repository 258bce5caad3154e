import type { PlayerLiveEvent } from '@bnw/contract';
import { useAppStore } from '@/stores/app-store';
import type { AppQueryMeta } from './api-client';
// eslint-disable-next-line import-x/no-cycle -- lib/balance.ts loads this module lazily, after the first paint; the import back is of a module long evaluated
import { balancePush, balanceQueryKey } from './balance';
import { queryClient } from './query-client';
import { Realtime, type SocketLike, liveUrl } from './realtime';
import { currentPlayerUid } from './session/player-uid';
import { readStoredSession } from './session/stored-session';

/*
 * The tab's one real-time connection, and what a signed-in player hears on it: the balance goes
 * straight into the query the header reads (and stops its polling), "notifications changed" makes
 * every query marked `meta.refreshOn: 'notifications'` ask again. Loaded on demand (lib/balance.ts
 * once a player is signed in, realtime-hooks.ts for a game page), never with the first page.
 */

let shared: Realtime | null = null;

/** The tab's connection, made (and wired to the player's session) on first use. */
export function sharedRealtime(): Realtime {
  if (shared) return shared;
  const realtime = new Realtime({
    url: liveUrl(window.location),
    // The browser's WebSocket types its handlers with `this` and MessageEvent; SocketLike is the part used.
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    session: () => {
      // What the RPC client sends as its `user` part for a signed-in player.
      const { sid, uid } = readStoredSession() ?? {};
      return currentPlayerUid() !== null && sid ? { sid, ...(uid ? { uid } : {}) } : null;
    },
  });
  shared = realtime;
  followPlayer(realtime);
  return realtime;
}

function followPlayer(realtime: Realtime): void {
  let uid = currentPlayerUid();
  realtime.onPlayerEvent((data) => {
    const event = data as PlayerLiveEvent;
    if (uid === null) return;
    if (event.kind === 'balance') queryClient.setQueryData(balanceQueryKey(uid), event.balance);
    else if (event.kind === 'notifications') {
      void queryClient.invalidateQueries({
        predicate: (query) => (query.meta as AppQueryMeta | undefined)?.refreshOn === 'notifications',
      });
    }
  });
  realtime.onStatus((status) => setPushing(uid, status === 'live' && uid !== null));
  // Signing in or out (or another player on the phone): the socket starts again with the new session.
  useAppStore.subscribe(() => {
    const next = currentPlayerUid();
    if (next === uid) return;
    setPushing(uid, false);
    uid = next;
    realtime.restart();
  });
  realtime.want();
}

/** Polling stops while pushes come; either way one fetch now catches up on what was missed. */
function setPushing(uid: string | null, live: boolean): void {
  if (balancePush.live === live) return;
  balancePush.live = live;
  if (uid !== null) void queryClient.invalidateQueries({ queryKey: balanceQueryKey(uid) });
}

sharedRealtime();
