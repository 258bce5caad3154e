import { describe, expect, it } from 'vitest';
import { eventBase, ownCard, tombalaRound } from '../testing/fixtures';
import { cardProgress } from './card-progress';
import { acceptRoundAnswer, applyTombalaEvent, readTombalaEvent } from './round-view';

const running = tombalaRound({
  phase: 'running',
  startedAt: '2026-01-01T10:03:00.000Z',
  balls: [1, 12],
  sequence: 40,
});
const ball = (index: number, number: number) =>
  readTombalaEvent({ type: 'ball', ...eventBase, index, number, sequence: 39 + index })!;

describe('a round moved by its events', () => {
  it('appends the next ball and drops a repeat', () => {
    const next = applyTombalaEvent({ round: running, sequence: running.sequence }, ball(2, 21));
    expect(next.view.round?.balls).toEqual([1, 12, 21]);
    expect(next.refetch).toBe(false);
    const again = applyTombalaEvent(next.view, ball(2, 21));
    expect(again.view).toBe(next.view);
  });

  it('asks for the round again after a gap in the balls or a message of another round', () => {
    const gap = applyTombalaEvent({ round: running, sequence: running.sequence }, ball(4, 33));
    expect(gap.refetch).toBe(true);
    expect(gap.view.round?.balls).toEqual([1, 12]);
    const other = readTombalaEvent({
      type: 'round_opened',
      ...eventBase,
      roundID: 71,
      roundNo: 8,
      sequence: 50,
      startsAt: 'x',
      cardPriceKurus: 100,
      serverSeedHash: 'b'.repeat(64),
      publicSeed: 'tombala',
    })!;
    expect(applyTombalaEvent({ round: running, sequence: running.sequence }, other).refetch).toBe(true);
  });

  it('applies an event after a skipped number and asks for the round again: a message was lost', () => {
    const selling = tombalaRound();
    const sold = applyTombalaEvent(
      { round: selling, sequence: selling.sequence },
      readTombalaEvent({
        type: 'card_sold',
        ...eventBase,
        sequence: selling.sequence + 2,
        cardsSold: 9,
        potKurus: 900,
      })!,
    );
    expect(sold.view.round).toMatchObject({ cardsSold: 9, potKurus: 900 });
    expect(sold.refetch).toBe(true);
    const next = applyTombalaEvent(
      sold.view,
      readTombalaEvent({
        type: 'card_sold',
        ...eventBase,
        sequence: selling.sequence + 3,
        cardsSold: 10,
        potKurus: 1_000,
      })!,
    );
    expect(next.refetch).toBe(false);
  });

  it('moves a sale and a start, and ends a cancelled round with its seed', () => {
    const selling = tombalaRound();
    const sold = applyTombalaEvent(
      { round: selling, sequence: selling.sequence },
      readTombalaEvent({
        type: 'card_sold',
        ...eventBase,
        sequence: selling.sequence + 1,
        cardsSold: 14,
        potKurus: 1_400,
      })!,
    );
    expect(sold.view.round).toMatchObject({ cardsSold: 14, potKurus: 1_400 });
    const cancelled = applyTombalaEvent(
      sold.view,
      readTombalaEvent({
        type: 'cancelled',
        ...eventBase,
        sequence: selling.sequence + 2,
        cardsSold: 14,
        serverSeed: 'c'.repeat(64),
        nextRoundAt: '2026-01-01T10:03:10.000Z',
      })!,
    );
    expect(cancelled.view.round).toMatchObject({ phase: 'cancelled', serverSeed: 'c'.repeat(64) });
    expect(cancelled.ended).toBe(true);
  });

  it('refuses a message that is not a tombala event', () => {
    expect(readTombalaEvent({ type: 'ball', ...eventBase, sequence: 1, index: 0, number: 91 })).toBeNull();
    expect(readTombalaEvent({ type: 'result', ...eventBase, sequence: 1 })).toBeNull();
    expect(readTombalaEvent('ball')).toBeNull();
  });

  it('keeps a newer view than a late answer of the same round, takes a newer round', () => {
    const view = { round: running, sequence: running.sequence };
    expect(acceptRoundAnswer(view, tombalaRound({ phase: 'running', sequence: 39 }))).toBe(view);
    const next = tombalaRound({ roundID: 71, roundNo: 8, sequence: 50 });
    expect(acceptRoundAnswer(view, next).round).toBe(next);
  });
});

describe('a card’s progress', () => {
  it('marks the drawn numbers, counts each row’s missing and the next prize’s', () => {
    const drawn = new Set([1, 21, 41, 61, 12, 32]);
    const progress = cardProgress(ownCard().numbers, drawn, []);
    expect(progress.rowMissing).toEqual([1, 3, 5]);
    expect(progress.marked).toBe(6);
    expect(progress.next).toEqual({ kind: 'cinko-1', missing: 1 });
    drawn.add(81);
    expect(cardProgress(ownCard().numbers, drawn, ['cinko-1']).next).toEqual({ kind: 'cinko-2', missing: 3 });
  });
});
