import { DRAW_GAME_IDS, type DrawEvent, type DrawGameCode, drawsTopic } from '@bnw/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DrawsDeps } from './deps.js';

/**
 * The game's next event sequence, raised inside the write that makes the event: every event of a
 * game gets the next number, whichever process led, so a client sees a gap as a missed event.
 */
export async function nextSequence(trx: Transaction<Database>, gameId: number): Promise<number> {
  const row = await trx
    .updateTable('draw_games')
    .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
    .where('id', '=', gameId)
    .returning('sequence')
    .executeTakeFirstOrThrow();
  return row.sequence;
}

/** The topics a browser may follow: every shipped game's. */
export function drawTopics(): Promise<string[]> {
  return Promise.resolve(DRAW_GAME_IDS.map((game) => drawsTopic(game)));
}

/**
 * After the step's transaction committed: the game's event. A lost message costs nothing (clients
 * catch up by asking), so a failing publish is not the scheduler's failure.
 */
export async function publishDrawEvent(
  deps: Pick<DrawsDeps, 'presence'>,
  game: DrawGameCode,
  event: DrawEvent,
): Promise<void> {
  await deps.presence.publish(drawsTopic(game), event).catch(() => undefined);
}
