import type { DrawEvent } from '@bnw/contract';
import { describe, expect, it } from 'vitest';
import { HASH, diceGame, draw } from '../testing/fixtures';
import { applyDrawEvent, mergeDraw, readDrawEvent, takesBets } from './draw-view';

const base = { game: 'dice-duel' as const, drawID: 501, drawNo: 41 };

describe('a game moved by its events', () => {
  it('closes, draws and settles a draw in sequence, the result moving to the head of the results', () => {
    let game = diceGame();
    let outcome = applyDrawEvent(game, { ...base, type: 'closed', sequence: 101, drawsAt: game.upcoming[0]!.drawsAt });
    expect(outcome.catchUp).toBeNull();
    game = outcome.game;
    expect(game.upcoming[0]).toMatchObject({ drawID: 501, phase: 'closed' });
    expect(takesBets(game.upcoming[0]!)).toBe(false);

    const result = { game: 'dice-duel' as const, home: [3, 4], away: [6, 6] };
    outcome = applyDrawEvent(game, { ...base, type: 'result', sequence: 102, result });
    game = outcome.game;
    expect(game.upcoming.map((each) => each.drawID)).toEqual([502]);
    expect(game.recent[0]).toMatchObject({ drawID: 501, phase: 'drawn', result });
    expect(outcome.settled).toBe(false);

    outcome = applyDrawEvent(game, { ...base, type: 'settled', sequence: 103, serverSeed: HASH, couponsSettled: 2 });
    expect(outcome.settled).toBe(true);
    expect(outcome.game.recent[0]).toMatchObject({ drawID: 501, settled: true, serverSeed: HASH });
    expect(outcome.game.sequence).toBe(103);
  });

  it('adds an opened draw with the game’s table, and voids a draw with a refund signal', () => {
    const now = Date.parse('2026-01-05T10:00:00.000Z');
    const opened = applyDrawEvent(
      diceGame(),
      {
        ...base,
        type: 'draw_opened',
        drawID: 503,
        drawNo: 43,
        sequence: 101,
        closesAt: '2026-01-05T10:01:25.000Z',
        drawsAt: '2026-01-05T10:01:30.000Z',
        serverSeedHash: HASH,
        publicSeed: 'p',
      },
      now,
    ).game;
    expect(opened.upcoming.map((each) => each.drawNo)).toEqual([41, 42, 43]);
    expect(opened.upcoming[2]).toMatchObject({ phase: 'open', secondsLeft: 85, result: null });
    expect(opened.upcoming[2]!.markets.map((market) => market.id)).toEqual([
      'match-result',
      'total-over-under',
      'exact-total',
    ]);
    const voided = applyDrawEvent(opened, { ...base, type: 'void', sequence: 102, serverSeed: HASH });
    expect(voided.settled).toBe(true);
    expect(voided.game.recent[0]).toMatchObject({ drawID: 501, phase: 'void' });
  });

  it('ignores an event it has seen, and asks for the draw after a gap', () => {
    const game = diceGame();
    const old = applyDrawEvent(game, { ...base, type: 'closed', sequence: 100, drawsAt: 'x' });
    expect(old.game).toBe(game);
    const gap = applyDrawEvent(game, { ...base, type: 'closed', sequence: 104, drawsAt: 'x' });
    expect(gap.catchUp).toBe(501);
    expect(gap.game.sequence).toBe(104);
  });

  it('puts a draw fetched alone where its phase belongs', () => {
    const drawn = draw({ phase: 'drawn', result: { game: 'dice-duel', home: [1, 1], away: [2, 2] } });
    const merged = mergeDraw(diceGame(), drawn);
    expect(merged.upcoming.map((each) => each.drawID)).toEqual([502]);
    expect(merged.recent.map((each) => each.drawID)).toEqual([501, 500]);
  });

  it('reads only well-formed messages of the topic', () => {
    const event: DrawEvent = {
      ...base,
      type: 'result',
      sequence: 5,
      result: { game: 'dice-duel', home: [1, 2], away: [3, 4] },
    };
    expect(readDrawEvent(event)).toEqual(event);
    expect(readDrawEvent({ ...event, result: { game: 'dice-duel', home: [7, 2], away: [3, 4] } })).toBeNull();
    expect(readDrawEvent({ ...event, sequence: '5' })).toBeNull();
    expect(readDrawEvent({ ...event, type: 'other' })).toBeNull();
    expect(readDrawEvent(null)).toBeNull();
  });
});
