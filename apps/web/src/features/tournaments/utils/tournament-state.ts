import type { Tournament, TournamentState } from '@bnw/contract';

type TournamentDates = Pick<Tournament, 'Start_date' | 'End_date'>;

/**
 * Section 4's state by date, the contract's `tournamentState` (a test holds them equal; importing
 * it would bring zod with it): upcoming until the start itself, active strictly between, then
 * concluded from the end itself. Re-evaluated as time passes, so an open page moves a tournament
 * from one tab to the next at its boundary.
 */
export function tournamentStateAt(tournament: TournamentDates, nowMs: number): TournamentState {
  if (nowMs <= Date.parse(tournament.Start_date)) return 'upcoming';
  if (nowMs < Date.parse(tournament.End_date)) return 'active';
  return 'concluded';
}

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
