/*
 * What the balance query (lib/balance.ts) and the real-time channel (lib/realtime-player.ts) share,
 * apart so that the channel's code can be fetched later without importing the query's module back.
 */

/**
 * The balance's query key. It starts with 'finance' and the player's uid like the money area's
 * other keys, so a money movement's invalidation (features/finance) refreshes it too.
 */
export const balanceQueryKey = (uid: string) => ['finance', uid, 'balance'] as const;

/**
 * True while the real-time channel is signed in and pushes the balance after every movement
 * (lib/realtime-player.ts sets it, then refetches once): no polling then. When the channel is down
 * the refetch brings the polling back.
 */
export const balancePush = { live: false };
