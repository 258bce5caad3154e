import { LIVE_LAST_RESULTS, type LiveResult, type LiveRound, type LiveTableEvent } from '@bnw/contract';

/** What the table page draws of the round: the round now (null before the first), the last results, the people at the table. */
export interface RoundView {
  round: LiveRound | null;
  /** Newest first, at most LIVE_LAST_RESULTS. */
  lastResults: LiveResult[];
  /** The people at the table as the server counted them: its watchers, or the round's bettors if more. */
  players: number;
  /** The latest event's number applied (each of the table's events is one more than the last). */
  sequence: number;
}

export interface EventOutcome {
  view: RoundView;
  /**
   * The page asks `livecasino.table_round` again: a message was missed (a gap in the sequence, a
   * round it never saw open), or the round is settled and the player's bets have their returns.
   */
  refetch: boolean;
}

/**
 * One `table:<code>` message applied to the view. Old or repeated messages change nothing; a
 * message of a round the page does not hold, other than its opening, asks for the state instead.
 */
export function applyTableEvent(view: RoundView, event: LiveTableEvent, receivedAtMs: number): EventOutcome {
  if (event.sequence <= view.sequence) return { view, refetch: false };
  const gap = view.sequence !== 0 && event.sequence !== view.sequence + 1 && event.type !== 'round_opened';
  if (event.type === 'round_opened') {
    const round: LiveRound = {
      tableID: event.tableID,
      roundID: event.roundID,
      roundNo: event.roundNo,
      phase: 'betting',
      openedAt: new Date(receivedAtMs).toISOString(),
      closesAt: event.closesAt,
      drawAt: event.drawAt,
      // The phone's estimate until the refetch brings the server's count.
      secondsLeft: Math.max(0, Math.ceil((Date.parse(event.closesAt) - receivedAtMs) / 1000)),
      serverSeedHash: event.serverSeedHash,
      publicSeed: event.publicSeed,
      serverSeed: null,
      result: null,
      nextRoundAt: null,
      // The watchers stay for the next round; the refetch brings the server's count.
      players: view.players,
      myBets: [],
      sequence: event.sequence,
    };
    return { view: { ...view, round, sequence: event.sequence }, refetch: true };
  }
  const round = view.round;
  if (!round || round.roundID !== event.roundID) return { view, refetch: true };
  switch (event.type) {
    case 'betting_closed':
      return {
        view: {
          ...view,
          round: { ...round, phase: 'closed', secondsLeft: 0 },
          // The event counts the round's bettors only; the people watching are at the table too.
          players: Math.max(view.players, event.players),
          sequence: event.sequence,
        },
        refetch: gap,
      };
    case 'result':
      return {
        view: {
          ...view,
          round: { ...round, phase: 'result', secondsLeft: 0, result: event.result },
          lastResults: withResult(view.lastResults, event.result),
          sequence: event.sequence,
        },
        refetch: gap,
      };
    case 'settled':
    case 'void':
      return {
        view: {
          ...view,
          round: {
            ...round,
            phase: event.type,
            secondsLeft: 0,
            serverSeed: event.serverSeed,
            nextRoundAt: event.nextRoundAt,
          },
          sequence: event.sequence,
        },
        refetch: true,
      };
  }
}

/** The results with a new one in front (once), at most LIVE_LAST_RESULTS. */
export function withResult(results: readonly LiveResult[], result: LiveResult): LiveResult[] {
  return [result, ...results.filter((shown) => shown.roundNo !== result.roundNo)].slice(0, LIVE_LAST_RESULTS);
}
