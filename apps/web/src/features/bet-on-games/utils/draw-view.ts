import type { DrawEvent, DrawGameView, DrawResult, DrawView } from '@bnw/contract';
import { BETFRAME_LIMITS } from '@bnw/contract';

/**
 * A game's draws as the page shows them: betframe.getGames' answer moved along by the events of
 * `table:draws-<game>`. Each event's `sequence` is one more than the last; one that skips ahead
 * means messages were missed, and the page catches up (betframe.getDraw for the event's draw, then
 * the games again). An event at or below the sequence shown is old news and changes nothing.
 */

const isInt = (value: unknown): value is number => Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 64;
const isDie = (value: unknown) => isInt(value) && value >= 1 && value <= 6;

function isResult(value: unknown): value is DrawResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Record<string, unknown>;
  if (result.game === 'lucky-six') {
    return (
      Array.isArray(result.balls) &&
      result.balls.length <= 35 &&
      result.balls.every((ball) => isInt(ball) && ball >= 1 && ball <= 48)
    );
  }
  if (result.game === 'dice-duel') {
    const pair = (dice: unknown) => Array.isArray(dice) && dice.length === 2 && dice.every(isDie);
    return pair(result.home) && pair(result.away);
  }
  return false;
}

/** A message of the topic as an event, or null when it is not one (the topic may carry others later). */
export function readDrawEvent(data: unknown): DrawEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.game !== 'lucky-six' && message.game !== 'dice-duel') return null;
  if (!isInt(message.drawID) || !isInt(message.drawNo) || !isInt(message.sequence)) return null;
  switch (message.type) {
    case 'draw_opened':
      return isText(message.closesAt) && isText(message.drawsAt) && isText(message.serverSeedHash)
        ? (message as DrawEvent)
        : null;
    case 'closed':
      return isText(message.drawsAt) ? (message as DrawEvent) : null;
    case 'result':
      return isResult(message.result) ? (message as DrawEvent) : null;
    case 'settled':
      return isText(message.serverSeed) && isInt(message.couponsSettled) ? (message as DrawEvent) : null;
    case 'void':
      return isText(message.serverSeed) ? (message as DrawEvent) : null;
    default:
      return null;
  }
}

export interface EventOutcome {
  game: DrawGameView;
  /** Messages were missed: ask for this draw (and the games) again. */
  catchUp: number | null;
  /** Money moved on a draw (settled or void): the player's coupons and balance are asked for again. */
  settled: boolean;
}

const secondsUntil = (iso: string, nowMs: number) => Math.max(0, Math.ceil((Date.parse(iso) - nowMs) / 1000));

function withDraw(game: DrawGameView, drawID: number, change: (draw: DrawView) => DrawView): DrawGameView {
  return {
    ...game,
    upcoming: game.upcoming.map((draw) => (draw.drawID === drawID ? change(draw) : draw)),
    recent: game.recent.map((draw) => (draw.drawID === drawID ? change(draw) : draw)),
  };
}

/** Moves a draw from the upcoming list to the head of the results. */
function toRecent(game: DrawGameView, drawID: number, change: (draw: DrawView) => DrawView): DrawGameView {
  const draw = game.upcoming.find((each) => each.drawID === drawID);
  if (!draw) return withDraw(game, drawID, change);
  return {
    ...game,
    upcoming: game.upcoming.filter((each) => each.drawID !== drawID),
    recent: [change(draw), ...game.recent.filter((each) => each.drawID !== drawID)].slice(
      0,
      BETFRAME_LIMITS.recentResultsMax,
    ),
  };
}

/** Puts a draw fetched on its own (betframe.getDraw) where its phase belongs. */
export function mergeDraw(game: DrawGameView, draw: DrawView): DrawGameView {
  const others = (list: DrawView[]) => list.filter((each) => each.drawID !== draw.drawID);
  if (draw.phase === 'open' || draw.phase === 'closed') {
    const upcoming = [...others(game.upcoming), draw].sort((one, other) => one.drawNo - other.drawNo);
    return { ...game, upcoming: upcoming.slice(0, BETFRAME_LIMITS.upcomingDrawsMax), recent: others(game.recent) };
  }
  const recent = [...others(game.recent), draw].sort((one, other) => other.drawNo - one.drawNo);
  return { ...game, upcoming: others(game.upcoming), recent: recent.slice(0, BETFRAME_LIMITS.recentResultsMax) };
}

export function applyDrawEvent(game: DrawGameView, event: DrawEvent, nowMs: number = Date.now()): EventOutcome {
  if (event.game !== game.game || event.sequence <= game.sequence) return { game, catchUp: null, settled: false };
  const known = [...game.upcoming, ...game.recent].some((draw) => draw.drawID === event.drawID);
  const gap = event.sequence !== game.sequence + 1;
  const moved = { ...game, sequence: event.sequence };
  switch (event.type) {
    case 'draw_opened': {
      // Every draw of a game offers the same table: a new draw takes the markets of one shown.
      const template = game.upcoming[0] ?? game.recent[0];
      if (known || !template) return { game: moved, catchUp: known ? null : event.drawID, settled: false };
      const draw: DrawView = {
        ...template,
        drawID: event.drawID,
        drawNo: event.drawNo,
        phase: 'open',
        openedAt: new Date(nowMs).toISOString(),
        closesAt: event.closesAt,
        drawsAt: event.drawsAt,
        secondsLeft: secondsUntil(event.closesAt, nowMs),
        serverSeedHash: event.serverSeedHash,
        publicSeed: event.publicSeed,
        serverSeed: null,
        result: null,
        settled: false,
      };
      return { game: mergeDraw(moved, draw), catchUp: gap ? event.drawID : null, settled: false };
    }
    case 'closed':
      return {
        game: withDraw(moved, event.drawID, (draw) => ({ ...draw, phase: 'closed', secondsLeft: 0 })),
        catchUp: gap || !known ? event.drawID : null,
        settled: false,
      };
    case 'result':
      return {
        game: toRecent(moved, event.drawID, (draw) => ({
          ...draw,
          phase: 'drawn',
          secondsLeft: 0,
          result: event.result,
        })),
        catchUp: gap || !known ? event.drawID : null,
        settled: false,
      };
    case 'settled':
      return {
        game: withDraw(moved, event.drawID, (draw) => ({ ...draw, settled: true, serverSeed: event.serverSeed })),
        catchUp: gap || !known ? event.drawID : null,
        settled: true,
      };
    case 'void':
      return {
        game: toRecent(moved, event.drawID, (draw) => ({
          ...draw,
          phase: 'void',
          secondsLeft: 0,
          result: null,
          settled: true,
          serverSeed: event.serverSeed,
        })),
        catchUp: gap || !known ? event.drawID : null,
        settled: true,
      };
  }
}

/** Whether a draw still takes bets at `nowMs` (its phase, and its closing time on the phone's clock). */
export function takesBets(draw: Pick<DrawView, 'phase' | 'closesAt'>, nowMs: number = Date.now()): boolean {
  return draw.phase === 'open' && Date.parse(draw.closesAt) > nowMs;
}
