import { type PlayerLiveEvent, playerTopic } from '@bnw/contract';
import type { Subscriber } from '../../platform/events.js';
import type { Services } from '../../services.js';

const NOTIFICATIONS_CHANGED: PlayerLiveEvent = { kind: 'notifications' };

/**
 * A staff answer reaches the player's open pages at once: their browsers are told that the
 * notifications changed and ask again for their tickets and unread answers (the answer itself is
 * never pushed: the player's own calls apply their rules). Lost when no page is open, which is fine:
 * the next page asks anyway.
 */
export function supportSubscribers(services: Pick<Services, 'presence'>): Subscriber[] {
  const tellPlayer: Subscriber<'support_ticket_answered'> = {
    name: 'support.tell_player_of_answer',
    event: 'support_ticket_answered',
    handle: ({ userId }) => services.presence.publish(playerTopic(userId), NOTIFICATIONS_CHANGED),
  };
  return [tellPlayer as Subscriber];
}
