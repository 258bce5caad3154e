import type { Language, UserPart } from '@bnw/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthenticatedPlayer } from '../auth/session-service.js';
import type { Services } from '../services.js';

/** Everything a handler may know about the call besides its input. */
export interface RpcContext {
  lang: Language;
  /** The envelope's `user` part as sent; authentication reads it. */
  user: UserPart | null;
  /** Client address from the connection (Fastify's trustProxy decides), never from the body. */
  ip: string;
  userAgent: string;
  log: FastifyBaseLogger;
  services: Services;
  /** The signed-in player, resolved by the dispatcher for methods that need one. */
  player: AuthenticatedPlayer | null;
}
