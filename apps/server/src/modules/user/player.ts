import type { AuthenticatedPlayer } from '../../auth/session-service.js';
import type { SecurityEventOrigin } from '../../audit/security-log.js';
import type { RpcContext } from '../../rpc/context.js';

/** The signed-in player of a call whose method needs one; the dispatcher guarantees it. */
export function playerOf(context: RpcContext): AuthenticatedPlayer {
  if (!context.player) throw new Error('a player method ran without a resolved player');
  return context.player;
}

export function originOf(context: RpcContext): SecurityEventOrigin {
  return { ip: context.ip, userAgent: context.userAgent };
}
