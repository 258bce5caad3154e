import { type TombalaEvent, tombalaTopic } from '@bnw/contract';
import type { TombalaDeps } from './deps.js';

/**
 * After the step's transaction committed: the room's event. A lost message costs nothing (clients
 * catch up by asking), so a failing publish is not the scheduler's failure.
 */
export async function publishRoomEvent(
  deps: Pick<TombalaDeps, 'presence'>,
  roomCode: string,
  event: TombalaEvent,
): Promise<void> {
  await deps.presence.publish(tombalaTopic(roomCode), event).catch(() => undefined);
}
