import { type Kysely, type Selectable } from 'kysely';
import type { Database, TombalaRoomsTable, TombalaRoundsTable } from '../../db/schema.js';

export type TombalaRoomRow = Selectable<TombalaRoomsTable>;
export type TombalaRoundRow = Selectable<TombalaRoundsTable>;

const ROOMS_MAX = 20;

/** The open rooms in the operator's order: a room is open while it and its game and label are switched on. */
export function openRoomsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('tombala_rooms')
    .innerJoin('games', 'games.id', 'tombala_rooms.id')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .selectAll('tombala_rooms')
    .where('tombala_rooms.active', '=', 1)
    .where('games.active', '=', 1)
    .where('game_providers.active', '=', 1)
    .orderBy('tombala_rooms.sort_order')
    .orderBy('tombala_rooms.id')
    .limit(ROOMS_MAX);
}

export function findOpenRoom(db: Kysely<Database>, roomId: number): Promise<TombalaRoomRow | undefined> {
  return openRoomsQuery(db).where('tombala_rooms.id', '=', roomId).executeTakeFirst();
}

export function latestRound(db: Kysely<Database>, roomId: number): Promise<TombalaRoundRow | undefined> {
  return db
    .selectFrom('tombala_rounds')
    .selectAll()
    .where('room_id', '=', roomId)
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The balls a running (or finished) round shows at `now`: ball i comes out at startedAt + (i + 1) × ballMs. */
export function visibleBallCount(round: TombalaRoundRow, now: Date): number {
  if (round.started_at === null || round.balls_drawn === null) return 0;
  if (round.phase === 'finished') return round.balls_drawn;
  const elapsedMs = now.getTime() - Date.parse(round.started_at);
  return Math.max(0, Math.min(round.balls_drawn, Math.floor(elapsedMs / round.ball_ms)));
}

export function drawOrderOf(round: TombalaRoundRow): number[] {
  return round.draw_order === null ? [] : (JSON.parse(round.draw_order) as number[]);
}

/** A round is over once its next round is named (all paid, or all refunded). */
export function isOver(round: TombalaRoundRow): boolean {
  return round.next_round_at !== null;
}
