/*
 * The real-time channel's text-free constants (the player site's first page may import them
 * through `@bnw/contract/constants` without zod); live-messages.ts holds the message schemas.
 */

/**
 * The real-time channel: one WebSocket per browser tab at LIVE_PATH, on the RPC's port.
 * The client speaks first, in JSON text frames: `auth` with its stored session (never in the URL,
 * which proxies log), `subscribe`/`unsubscribe` to a shared game's topic, `ping`. The server answers
 * each and forwards what is published on the topics the socket follows as `event` frames.
 */
export const LIVE_PATH = '/endpoint/ws';

/**
 * Topics: `player:<userId>` (one player's balance and notifications; the server subscribes an
 * authenticated socket to its own, nobody asks for it), `players:all` (every signed-in player:
 * a new mass message), `table:<code>` (a shared game's rounds), `lobby:live` (the live lobby's tiles).
 */
export const LIVE_TOPIC_MAX_LENGTH = 64;
const TABLE_TOPIC = /^table:[a-z0-9][a-z0-9_-]{0,47}$/;
export const LOBBY_TOPIC = 'lobby:live';
export const ALL_PLAYERS_TOPIC = 'players:all';
export const playerTopic = (userId: number) => `player:${userId}`;
export const tableTopic = (code: string) => `table:${code}`;

/** The topics a client may ask for, signed in or not: shared games and the live lobby. */
export function isWatchableTopic(topic: string): boolean {
  return topic === LOBBY_TOPIC || TABLE_TOPIC.test(topic);
}

/**
 * Why the server closed a socket (WebSocket close codes 4000-4999 are the application's). The
 * client reconnects after every one of them but LIVE_CLOSE.full and LIVE_CLOSE.tooLarge, after
 * which it waits longest: asking again at once would only be refused again.
 */
export const LIVE_CLOSE = {
  /** A frame that is not JSON, not text, or not one of the client messages. */
  badMessage: 4400,
  /** Nothing said (no auth, no subscription) within the deadline. */
  silent: 4408,
  /** A frame over the size limit. */
  tooLarge: 4413,
  /** More frames per second than allowed. */
  tooFast: 4429,
  /** The server holds its most connections, in all or from the client's address. */
  full: 4503,
  /** The server is stopping; another process takes the reconnection. */
  shutdown: 4001,
} as const;
