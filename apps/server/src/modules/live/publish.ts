import { type LiveLobbyEvent, tableTopic } from '@bnw/contract';
import type { LiveDeps } from './deps.js';
import { type LiveTableRow, tableStateNow } from './tables.js';

/** The topic of a table's round events (docs: methods/livecasino.ts; the contract's `tableTopic`). */
export { tableTopic };

export const LOBBY_TOPIC = 'lobby:live';

/** The topics a browser may follow: the lobby and every table's (switched off or not: its page still shows it). */
export async function liveTopics(deps: Pick<LiveDeps, 'db'>): Promise<string[]> {
  const tables = await deps.db.selectFrom('live_tables').select('code').execute();
  return [LOBBY_TOPIC, ...tables.map((table) => tableTopic(table.code))];
}

/**
 * After a table's event went out (platform/rounds/publish.ts): the lobby tile's new state, under
 * the event's number. A lost message costs nothing (clients catch up by asking). The tile's people
 * at the table are read after the table's event went out, so the count (one bounded Redis read)
 * never delays the round's watchers.
 */
export async function publishLobbyState(
  deps: Pick<LiveDeps, 'db' | 'clock' | 'presence'>,
  table: Pick<LiveTableRow, 'id' | 'code' | 'game'>,
  sequence: number,
): Promise<void> {
  const watchers = await deps.presence.watcherCounts([tableTopic(table.code)]);
  const { state } = await tableStateNow(deps.db, table, deps.clock(), watchers);
  const lobby: LiveLobbyEvent = { type: 'table_state', tableID: table.id, table: table.code, sequence, state };
  await deps.presence.publish(LOBBY_TOPIC, lobby).catch(() => undefined);
}
