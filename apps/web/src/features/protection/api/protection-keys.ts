/**
 * Query keys of player protection. They start with 'protection' and the player's uid, so that one
 * player's limits are never shown to the next one on the same phone.
 */
export const protectionKeys = {
  all: (uid: string) => ['protection', uid] as const,
  settings: (uid: string) => ['protection', uid, 'settings'] as const,
};
