import type { Language } from '@bnw/contract';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.js';

export type UserRow = Selectable<UsersTable>;

/** A player whose session the dispatcher resolved. */
export interface AuthenticatedPlayer {
  user: UserRow;
  sessionId: number;
  /** True until the login's authenticator code is verified. */
  restricted: boolean;
}

/** Where a call came from: the client address (as the proxy rules decide) and its user agent. */
export interface Origin {
  ip: string;
  userAgent: string;
}

/**
 * Who asks a use case to act. Every use case takes `(deps, actor, input)`: the RPC handlers,
 * the operator commands, the back office and the wallet API build an actor and call the same
 * function. `player` is set for calls whose method needs a signed-in player.
 */
export interface Actor {
  origin: Origin;
  lang: Language;
  player: AuthenticatedPlayer | null;
}

/** The signed-in player of a use case that needs one; the dispatcher guarantees it for player methods. */
export function playerOf(actor: Pick<Actor, 'player'>): AuthenticatedPlayer {
  if (!actor.player) throw new Error('a player use case ran without a signed-in player');
  return actor.player;
}

/** The actor of work the system does by itself (jobs, subscribers, operator commands). */
export function systemActor(name: string, lang: Language = 'tr'): Actor {
  return { origin: { ip: '127.0.0.1', userAgent: `system:${name}` }, lang, player: null };
}
