import {
  TOMBALA_BALLS,
  TOMBALA_COLUMNS,
  TOMBALA_ROWS,
  type TombalaCard,
  tombalaCardFromKey,
  tombalaCardKey,
  tombalaCardProblem,
  tombalaColumnRange,
} from '@bnw/game-math';
import { sharedRoundWallet } from '../src/modules/wallet/index.js';
import {
  type TombalaDeps,
  type TombalaTiming,
  TombalaScheduler,
  syncTombalaRooms,
} from '../src/modules/tombala/index.js';
import type { Services } from '../src/services.js';
import type { TestApp } from './support/test-app.js';

/** What the tombala tests share: a short schedule, a scheduler of an app, a room by code, an independent referee. */
export const TEST_TIMING: TombalaTiming = { sellMs: 60_000, ballMs: 3_000, showMs: 5_000, startGraceMs: 10_000 };

export function tombalaDeps(services: Services): TombalaDeps {
  return { ...services, wallet: sharedRoundWallet(services), timing: TEST_TIMING };
}

export function tombalaSchedulerOf(services: Services): TombalaScheduler {
  return new TombalaScheduler(tombalaDeps(services));
}

export async function prepareTombala(app: Pick<TestApp, 'services'>): Promise<void> {
  await syncTombalaRooms(app.services);
}

export async function roomByCode(app: Pick<TestApp, 'services'>, code: string) {
  return app.services.db.selectFrom('tombala_rooms').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
}

export async function latestTombalaRound(app: Pick<TestApp, 'services'>, roomId: number) {
  return app.services.db
    .selectFrom('tombala_rounds')
    .selectAll()
    .where('room_id', '=', roomId)
    .orderBy('round_no', 'desc')
    .executeTakeFirstOrThrow();
}

export async function cardsOfRound(app: Pick<TestApp, 'services'>, roundId: number) {
  return app.services.db
    .selectFrom('tombala_cards')
    .selectAll()
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();
}

export interface RefereePrize {
  prize: 'cinko-1' | 'cinko-2' | 'tombala';
  ballIndex: number;
  cardIds: number[];
}

/**
 * The prizes of a round worked out the slow, obvious way (not game-math's tracker): after each
 * ball, count each card's complete rows; a prize falls to every card first reaching its row count.
 */
export function referee(cards: Array<{ id: number; card: TombalaCard }>, order: number[]): RefereePrize[] {
  const drawn = new Set<number>();
  const stages = [
    { prize: 'cinko-1', rows: 1 },
    { prize: 'cinko-2', rows: 2 },
    { prize: 'tombala', rows: 3 },
  ] as const;
  const prizes: RefereePrize[] = [];
  let stage = 0;
  for (const [index, ball] of order.entries()) {
    drawn.add(ball);
    const wanted = stages[stage]!;
    const winners = cards
      .filter(
        ({ card }) => card.filter((row) => row.every((cell) => cell === null || drawn.has(cell))).length >= wanted.rows,
      )
      .map(({ id }) => id);
    if (winners.length > 0) {
      prizes.push({ prize: wanted.prize, ballIndex: index, cardIds: winners });
      stage += 1;
      if (stage === stages.length) return prizes;
    }
  }
  throw new Error('the order ended before the tombala');
}

/**
 * Cards that share their first two rows with `card` and differ in the third: such cards complete
 * rows one and two on the same balls, so their prizes are often shared.
 */
export function siblingsOf(card: TombalaCard, wanted: number): TombalaCard[] {
  const used = new Set(card.flat().filter((cell): cell is number => cell !== null));
  const siblings: TombalaCard[] = [];
  for (let column = 0; column < TOMBALA_COLUMNS && siblings.length < wanted; column += 1) {
    if (card[TOMBALA_ROWS - 1]![column] === null) continue;
    const { low, high } = tombalaColumnRange(column);
    for (let number = low; number <= high && siblings.length < wanted; number += 1) {
      if (used.has(number) || number > TOMBALA_BALLS) continue;
      const sibling = card.map((row, rowIndex) =>
        row.map((cell, cellColumn) => (rowIndex === TOMBALA_ROWS - 1 && cellColumn === column ? number : cell)),
      );
      if (tombalaCardProblem(sibling) === null) siblings.push(sibling);
    }
  }
  return siblings;
}

export { tombalaCardFromKey, tombalaCardKey };
