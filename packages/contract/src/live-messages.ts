import { z } from 'zod';
import { balanceSchema } from './methods/finance.js';
import { LIVE_TOPIC_MAX_LENGTH, isWatchableTopic } from './live-protocol.js';

export * from './live-protocol.js';

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
  /** `subscribe` to a topic no game publishes on. */
  'unknown_topic',
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
