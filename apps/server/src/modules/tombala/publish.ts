import { tombalaTopic } from '@bnw/contract';
import type { TombalaDeps } from './deps.js';

/** The topics a browser may follow: every room's. */
export async function tombalaTopics(deps: Pick<TombalaDeps, 'db'>): Promise<string[]> {
  const rooms = await deps.db.selectFrom('tombala_rooms').select('code').execute();
  return rooms.map((room) => tombalaTopic(room.code));
}
