/**
 * The content rules by date (specification sections 4 and 5), without the schema library: the
 * server applies them to what it answers, and the player site applies them again as time passes
 * on an open page (`@bnw/contract/constants`, which keeps zod out of the first page).
 */

export type TournamentStateByDate = 'active' | 'upcoming' | 'concluded';

interface Dated {
  Start_date: string;
  End_date: string;
}

/**
 * Section 5: a slider is shown only when its Status is active and now lies strictly between its
 * Start_date and End_date.
 */
export function isSliderShownAt(slider: Dated & { Status: string }, nowMs: number): boolean {
  return slider.Status === 'active' && Date.parse(slider.Start_date) < nowMs && nowMs < Date.parse(slider.End_date);
}

/**
 * Section 4: active when start is before now and end after now, upcoming when start is after
 * now, concluded when both are past. The two instants themselves, where the specification's
 * strict comparisons say neither, are settled as "not active": the exact start is still
 * upcoming, the exact end already concluded.
 */
export function tournamentStateAt(tournament: Dated, nowMs: number): TournamentStateByDate {
  if (nowMs <= Date.parse(tournament.Start_date)) return 'upcoming';
  if (nowMs < Date.parse(tournament.End_date)) return 'active';
  return 'concluded';
}
