import { type TombalaEvent, tombalaTopic } from '@bnw/contract';
import type { TombalaDeps } from './deps.js';

/** The topics a browser may follow: every room's. */
export async function tombalaTopics(deps: Pick<TombalaDeps, 'db'>): Promise<string[]> {
  const rooms = await deps.db.selectFrom('tombala_rooms').select('code').execute();
  return rooms.map((room) => tombalaTopic(room.code));
}

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
