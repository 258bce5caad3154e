import type { Tournament, TournamentState } from '@bnw/contract';
import { tournamentStateAt } from '@bnw/contract/constants';

type TournamentDates = Pick<Tournament, 'Start_date' | 'End_date'>;

/**
 * Section 4's state by date (the contract's rule), re-evaluated as time passes, so an open page
 * moves a tournament from one tab to the next at its boundary.
 */
export { tournamentStateAt };

/** The list split by state, each part in the server's order. */
export function groupByState<T extends TournamentDates>(tournaments: readonly T[], nowMs: number) {
  const groups: Record<TournamentState, T[]> = { active: [], upcoming: [], concluded: [] };
  for (const tournament of tournaments) groups[tournamentStateAt(tournament, nowMs)].push(tournament);
  return groups;
}

/** Whole days, hours, minutes and seconds left until `targetMs` (none below zero). */
export function splitRemaining(targetMs: number, nowMs: number) {
  const totalSeconds = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** '04:13:09', the clock part of a countdown. */
export function clockPart(remaining: ReturnType<typeof splitRemaining>): string {
  return `${two(remaining.hours)}:${two(remaining.minutes)}:${two(remaining.seconds)}`;
}

/** ISO 8601 duration for a <time> element: 'P2DT4H13M9S'. */
export function isoDuration(remaining: ReturnType<typeof splitRemaining>): string {
  return `P${remaining.days}DT${remaining.hours}H${remaining.minutes}M${remaining.seconds}S`;
}
