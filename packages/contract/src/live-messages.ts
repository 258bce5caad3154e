import { z } from 'zod';
import { balanceSchema } from './methods/finance.js';

/**
 * The real-time channel (issue #13): one WebSocket per browser tab at LIVE_PATH, on the RPC's port.
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

const topicField = z.string().max(LIVE_TOPIC_MAX_LENGTH).refine(isWatchableTopic, { message: 'topic' });

/** Messages from the browser. Unknown keys are refused too: a frame is exactly one of these. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('auth'),
    /** The sealed session id and user id the RPC client sends in its `user` part. */
    sid: z.string().min(1).max(1024),
    uid: z.string().max(512).optional(),
  }),
  z.strictObject({ type: z.literal('subscribe'), topic: topicField }),
  z.strictObject({ type: z.literal('unsubscribe'), topic: topicField }),
  z.strictObject({ type: z.literal('ping'), id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** Why a request on an open socket was refused (the socket stays open). */
export const LIVE_REFUSALS = [
  'auth_failed',
  'already_authenticated',
  'too_many_subscriptions',
  'not_subscribed',
] as const;
export type LiveRefusal = (typeof LIVE_REFUSALS)[number];

/**
 * What is published on a player's topics. Each says what changed, with the state read after the
 * change committed (`balance`) or only that it changed (`notifications`: the client asks again).
 */
export const playerLiveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('balance'), balance: balanceSchema }),
  z.object({ kind: z.literal('notifications') }),
]);
export type PlayerLiveEvent = z.infer<typeof playerLiveEventSchema>;

/** Messages from the server. `event.data` is the publisher's message, checked by whoever reads that topic. */
export const liveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), ok: z.literal(true), userId: z.number().int() }),
  z.object({ type: z.literal('subscribed'), topic: z.string().max(LIVE_TOPIC_MAX_LENGTH) }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string().max(LIVE_TOPIC_MAX_LENGTH) }),
  z.object({ type: z.literal('pong'), id: z.number().int().optional() }),
  z.object({
    type: z.literal('refused'),
    reason: z.enum(LIVE_REFUSALS),
    topic: z.string().max(LIVE_TOPIC_MAX_LENGTH).optional(),
  }),
  /** The session behind the socket ended (logout, expiry): no more private messages; watching goes on. */
  z.object({ type: z.literal('session_ended') }),
  z.object({ type: z.literal('event'), topic: z.string().max(LIVE_TOPIC_MAX_LENGTH), data: z.unknown() }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

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
  /** The server holds its most connections. */
  full: 4503,
  /** The client read too slowly: the server will not buffer without limit. */
  slow: 4504,
  /** The server is stopping; another process takes the reconnection. */
  shutdown: 4001,
} as const;
