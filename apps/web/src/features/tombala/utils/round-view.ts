import type { TombalaEvent, TombalaPrize, TombalaRound } from '@bnw/contract';
import { TOMBALA_PRIZES } from '@bnw/game-math/engines/tombala';

/** The round a room's page draws: the last answer of tombala.round moved on by the topic's events. */
export interface RoundView {
  round: TombalaRound | null;
  /** The newest event (or answer) applied: older or repeated messages are dropped. */
  sequence: number;
}

export interface EventOutcome {
  view: RoundView;
  /** A message was missed (a gap, another round): the page asks tombala.round again. */
  refetch: boolean;
  /** The round ended (finished or cancelled): money moved, the player's cards and balance are asked again. */
  ended: boolean;
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isBall = (value: unknown): value is number => isInt(value) && value >= 1 && value <= 90;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 64;

/**
 * A topic message as a tombala event, or null. Checked by hand rather than by the contract's zod
 * schema, which would bring zod into the page's chunk for a handful of fields; what the page reads
 * of each type is checked, the rest of a message is the server's.
 */
export function readTombalaEvent(data: unknown): TombalaEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (!isInt(message.roomID) || !isInt(message.roundID) || !isInt(message.roundNo) || !isInt(message.sequence)) {
    return null;
  }
  switch (message.type) {
    case 'round_opened':
      return isText(message.startsAt) ? (message as TombalaEvent) : null;
    case 'card_sold':
      return isInt(message.cardsSold) && isInt(message.potKurus) ? (message as TombalaEvent) : null;
    case 'round_started':
      return isText(message.startedAt) && isInt(message.potKurus) && isPrizeAmounts(message.prizeKurus)
        ? (message as TombalaEvent)
        : null;
    case 'ball':
      return isInt(message.index) && isBall(message.number) ? (message as TombalaEvent) : null;
    case 'prize':
      return isPrize(message.prize) ? (message as TombalaEvent) : null;
    case 'finished':
    case 'cancelled':
      return isText(message.serverSeed) && isText(message.nextRoundAt) ? (message as TombalaEvent) : null;
    default:
      return null;
  }
}

function isPrizeAmounts(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return TOMBALA_PRIZES.every(({ id }) => isInt((value as Record<string, unknown>)[id]));
}

function isPrize(value: unknown): value is TombalaPrize {
  if (typeof value !== 'object' || value === null) return false;
  const prize = value as Record<string, unknown>;
  return (
    TOMBALA_PRIZES.some(({ id }) => id === prize.kind) &&
    isInt(prize.ballIndex) &&
    isBall(prize.ball) &&
    isInt(prize.amountEachKurus) &&
    isInt(prize.winnerCount) &&
    Array.isArray(prize.winners)
  );
}

const same = (view: RoundView): EventOutcome => ({ view, refetch: false, ended: false });
const missed = (view: RoundView): EventOutcome => ({ view, refetch: true, ended: false });

/**
 * One event applied to the round shown. A repeat or an older message changes nothing; a message of
 * another round, or one that shows a step was missed (a number skipped: each of the room's events
 * is one more than the last; a ball past the next one, a ball before the start), asks for the
 * round again.
 */
export function applyTombalaEvent(view: RoundView, event: TombalaEvent): EventOutcome {
  const outcome = applyInOrder(view, event);
  const skipped = view.sequence !== 0 && event.sequence > view.sequence + 1;
  return skipped && !outcome.refetch ? { ...outcome, refetch: true } : outcome;
}

function applyInOrder(view: RoundView, event: TombalaEvent): EventOutcome {
  if (event.sequence <= view.sequence) return same(view);
  const round = view.round;
  if (!round || round.roundID !== event.roundID) return missed(view);
  const sequence = event.sequence;
  switch (event.type) {
    case 'round_opened':
      return same({ round, sequence });
    case 'card_sold':
      if (round.phase !== 'selling') return same(view);
      return same({ round: { ...round, cardsSold: event.cardsSold, potKurus: event.potKurus }, sequence });
    case 'round_started':
      return same({
        round: {
          ...round,
          phase: 'running',
          startedAt: event.startedAt,
          ballIntervalMs: event.ballIntervalMs,
          cardsSold: event.cardsSold,
          potKurus: event.potKurus,
          prizeKurus: event.prizeKurus,
          secondsLeft: 0,
        },
        sequence,
      });
    case 'ball':
      if (round.phase !== 'running' || event.index > round.balls.length) return missed(view);
      if (event.index < round.balls.length) return same({ round, sequence });
      return same({ round: { ...round, balls: [...round.balls, event.number] }, sequence });
    case 'prize':
      if (event.prize.ballIndex >= round.balls.length) return missed(view);
      if (round.prizes.some((prize) => prize.kind === event.prize.kind)) return same({ round, sequence });
      return same({ round: { ...round, prizes: [...round.prizes, event.prize] }, sequence });
    case 'finished':
      return {
        view: {
          round: { ...round, phase: 'finished', serverSeed: event.serverSeed, nextRoundAt: event.nextRoundAt },
          sequence,
        },
        // The last balls and prizes may have been missed: the answer has them all.
        refetch: true,
        ended: true,
      };
    case 'cancelled':
      return {
        view: {
          round: {
            ...round,
            phase: 'cancelled',
            cardsSold: event.cardsSold,
            serverSeed: event.serverSeed,
            nextRoundAt: event.nextRoundAt,
          },
          sequence,
        },
        refetch: false,
        ended: true,
      };
  }
}

/** A tombala.round answer replaces the view unless a message applied meanwhile is newer (of the same round). */
export function acceptRoundAnswer(view: RoundView, answer: TombalaRound | null): RoundView {
  if (!answer) return view.round ? view : { round: null, sequence: 0 };
  if (view.round && view.round.roundID === answer.roundID && answer.sequence < view.sequence) return view;
  if (view.round && answer.roundID < view.round.roundID) return view;
  return { round: answer, sequence: answer.sequence };
}
