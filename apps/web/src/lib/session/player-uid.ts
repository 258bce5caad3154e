import { type AppState, useAppStore } from '@/stores/app-store';

/** The logged-in player's uid (from the stored profile), or null when logged out. */
function playerUidOf(state: Pick<AppState, 'isLoggedIn' | 'userProfile'>): string | null {
  return state.isLoggedIn ? (state.userProfile?.uid ?? null) : null;
}

/**
 * The key of the player's data in the query cache: every query of a player's data starts with
 * it, so that one player's details, balance or history are never shown to the next one on the
 * same phone.
 */
export function usePlayerUid(): string | null {
  return useAppStore(playerUidOf);
}

/** Same, outside React (app start). */
export function currentPlayerUid(): string | null {
  return playerUidOf(useAppStore.getState());
}
