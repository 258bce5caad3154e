import type { LiveRound, LiveTableEvent } from '@bnw/contract';
import { describe, expect, it } from 'vitest';
import { type RoundView, applyTableEvent } from './round-view';

const HASH = 'a'.repeat(64);
const base = { table: 'rulet-bogaz', tableID: 7, roundID: 40, roundNo: 12 };
const round: LiveRound = {
  tableID: 7,
  roundID: 40,
  roundNo: 12,
  phase: 'betting',
  openedAt: '2026-01-01T10:00:00.000Z',
  closesAt: '2026-01-01T10:00:20.000Z',
  drawAt: '2026-01-01T10:00:23.000Z',
  secondsLeft: 12,
  serverSeedHash: HASH,
  publicSeed: 'masa',
  serverSeed: null,
  result: null,
  nextRoundAt: null,
  players: 1,
  myBets: [{ betID: 1, kind: 'red', spot: 'red', stakeKurus: 500, status: 'open', returnKurus: null }],
  sequence: 121,
};
const view: RoundView = { round, lastResults: [], players: 1, sequence: 121 };

describe('the table round from topic messages', () => {
  it('closes betting, shows the result in front of the last results, then settles and asks for the returns', () => {
    const closed = applyTableEvent(view, { type: 'betting_closed', ...base, sequence: 122, players: 3 }, 0);
    expect(closed).toMatchObject({ refetch: false, view: { players: 3, round: { phase: 'closed', secondsLeft: 0 } } });
    const result: LiveTableEvent = {
      type: 'result',
      ...base,
      sequence: 123,
      result: { game: 'roulette', roundNo: 12, pocket: 17, colour: 'black' },
    };
    const drawn = applyTableEvent(closed.view, result, 0);
    expect(drawn.refetch).toBe(false);
    expect(drawn.view.round?.phase).toBe('result');
    expect(drawn.view.lastResults[0]).toMatchObject({ pocket: 17 });
    const settled = applyTableEvent(
      drawn.view,
      { type: 'settled', ...base, sequence: 124, serverSeed: 'b'.repeat(64), nextRoundAt: '2026-01-01T10:00:30.000Z' },
      0,
    );
    expect(settled.refetch).toBe(true);
    expect(settled.view.round).toMatchObject({ phase: 'settled', serverSeed: 'b'.repeat(64) });
    // The same result again (two processes, a resend) changes nothing.
    expect(applyTableEvent(settled.view, result, 0)).toEqual({ view: settled.view, refetch: false });
  });

  it('opens a new round with no bets and asks the server for its count', () => {
    const opened = applyTableEvent(
      view,
      {
        type: 'round_opened',
        ...base,
        roundID: 41,
        roundNo: 13,
        sequence: 131,
        closesAt: '2026-01-01T10:01:00.000Z',
        drawAt: '2026-01-01T10:01:03.000Z',
        serverSeedHash: HASH,
        publicSeed: 'masa',
      },
      Date.parse('2026-01-01T10:00:45.000Z'),
    );
    expect(opened.refetch).toBe(true);
    expect(opened.view.round).toMatchObject({ roundID: 41, phase: 'betting', secondsLeft: 15, myBets: [] });
    // The people watching are still at the table: the count stays until the server's answer.
    expect(opened.view.players).toBe(1);
  });

  it('keeps the people watching when the closing counts fewer bettors', () => {
    const watched: RoundView = { ...view, players: 12 };
    const closed = applyTableEvent(watched, { type: 'betting_closed', ...base, sequence: 122, players: 3 }, 0);
    expect(closed.view.players).toBe(12);
  });

  it('asks for the state after a gap or for a round it never saw open', () => {
    const skipped = applyTableEvent(
      view,
      { type: 'result', ...base, sequence: 123, result: { game: 'roulette', roundNo: 12, pocket: 0, colour: 'green' } },
      0,
    );
    expect(skipped.refetch).toBe(true);
    const stranger = applyTableEvent(
      view,
      { type: 'betting_closed', ...base, roundID: 99, roundNo: 20, sequence: 202, players: 0 },
      0,
    );
    expect(stranger).toEqual({ view, refetch: true });
  });
});
