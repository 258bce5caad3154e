import type { Language, UserPart } from '@bnw/contract';
import type { AuthenticatedPlayer } from '../platform/actor.js';
import type { Actor } from '../platform/actor.js';
import type { Services } from '../services.js';

/** The logger a call writes to (Fastify's request logger satisfies it). */
export interface RpcLog {
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

/** Everything a handler may know about the call besides its input. */
export interface RpcContext {
  lang: Language;
  /** The envelope's `user` part as sent; authentication reads it. */
  user: UserPart | null;
  /** Client address from the connection (the proxy rules decide), never from the body. */
  ip: string;
  userAgent: string;
  log: RpcLog;
  services: Services;
  /** The signed-in player, resolved by the dispatcher for methods that need one. */
  player: AuthenticatedPlayer | null;
  /** Who is acting, as the use cases take it: `(deps, actor, input)`. */
  actor: Actor;
}
