import { TOMBALA_PRIZES, type TombalaCard, type TombalaPrizeId, markTombalaCard } from '@bnw/game-math/engines/tombala';

/** How a card stands against the balls drawn: its marks, each row's numbers still to come, the next prize's. */
export interface CardProgress {
  marks: boolean[][];
  /** Per row, the numbers not drawn yet (0: the row is complete, a çinko). */
  rowMissing: number[];
  marked: number;
  /** The first prize of the round not fallen yet and the numbers this card still needs for it; null once all fell. */
  next: { kind: TombalaPrizeId; missing: number } | null;
}

/**
 * A card's progress. The next prize is the round's (1. çinko, then 2. çinko, then tombala): a card
 * needs that many complete rows, so its nearest rows count.
 */
export function cardProgress(
  card: TombalaCard,
  drawn: ReadonlySet<number>,
  fallen: ReadonlyArray<TombalaPrizeId>,
): CardProgress {
  const marks = markTombalaCard(card, drawn);
  const rowMissing = card.map(
    (row, index) => row.filter((cell, column) => cell !== null && !marks[index]![column]).length,
  );
  const marked = marks.flat().filter(Boolean).length;
  const prize = TOMBALA_PRIZES.find(({ id }) => !fallen.includes(id));
  const nearest = [...rowMissing].sort((a, b) => a - b);
  const next = prize
    ? { kind: prize.id, missing: nearest.slice(0, prize.rows).reduce((sum, missing) => sum + missing, 0) }
    : null;
  return { marks, rowMissing, marked, next };
}
