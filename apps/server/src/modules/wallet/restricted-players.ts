import type { Subscriber } from '../../platform/events.js';
import type { WalletDeps } from './deps.js';

export const RESTRICTION_SUBSCRIBER = 'wallet.end_sessions';

/**
 * A player who took a time-out, excluded themselves or closed their account has their open game
 * sessions ended at once: a provider's next bet on them is refused as an expired token, besides the
 * bet's own check of the restriction. Idempotent: an ended session stays ended.
 */
export function restrictionSubscriber(deps: Pick<WalletDeps, 'db' | 'clock'>): Subscriber<'player_restricted'> {
  return {
    name: RESTRICTION_SUBSCRIBER,
    event: 'player_restricted',
    handle: async ({ userId }) => {
      const now = deps.clock().toISOString();
      await deps.db
        .updateTable('game_sessions')
        .set({ expires_at: now })
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .execute();
    },
  };
}
