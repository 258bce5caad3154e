import type { Localised } from './dice.js';
import { multiplierHundredths, payoutKurus } from './payout.js';

/** One horse: its chance to win in percent (the chances of a race sum to 100). */
export interface Runner {
  number: number;
  name: string;
  chance: number;
  /** The jockey's silk colour on the page. */
  silk: string;
}

export interface RaceGame {
  kind: 'race';
  code: string;
  name: Localised;
  rtpBp: number;
  runners: readonly Runner[];
  theme: string;
}

export interface RaceOutcome {
  /** Runner numbers from first to last: the first is the winner. */
  order: number[];
  won: boolean;
  win: number;
}

/** A whole number in [min, max): crypto.randomInt in production, a fixed sequence in tests. */
export type RandomInt = (min: number, max: number) => number;

/** The race of the virtual lobby: six runners with fixed odds; every bet returns exactly 96 %. */
export const HORSE_RACE: RaceGame = {
  kind: 'race',
  code: 'at-yarisi',
  name: { tr: 'Sanal At Yarışı', en: 'Virtual Horse Race' },
  rtpBp: 9600,
  runners: [
    { number: 1, name: 'Karayel', chance: 30, silk: '#e11d48' },
    { number: 2, name: 'Poyraz', chance: 24, silk: '#2563eb' },
    { number: 3, name: 'Yıldırım', chance: 20, silk: '#f59e0b' },
    { number: 4, name: 'Bozkır', chance: 12, silk: '#16a34a' },
    { number: 5, name: 'Tayfun', chance: 10, silk: '#9333ea' },
    { number: 6, name: 'Şimşek', chance: 4, silk: '#f8fafc' },
  ],
  theme: 'hipodrom',
};

/** The winner for a draw of 0..99: the runners own consecutive slices as wide as their chances. */
export function winnerOf(race: RaceGame, draw: number): Runner {
  let upTo = 0;
  for (const runner of race.runners) {
    upTo += runner.chance;
    if (draw < upTo) return runner;
  }
  throw new Error(`draw ${draw} is outside 0..99`);
}

/**
 * Runs a race: the winner is drawn by the odds; the places behind it are shuffled evenly (they pay
 * nothing, only the winner does, and the page shows them as they are sent).
 */
export function runRace(race: RaceGame, stake: number, pick: number, randomInt: RandomInt): RaceOutcome {
  const winner = winnerOf(race, randomInt(0, 100));
  const others = race.runners.map((runner) => runner.number).filter((number) => number !== winner.number);
  for (let index = others.length - 1; index > 0; index -= 1) {
    const swap = randomInt(0, index + 1);
    [others[index], others[swap]] = [others[swap] as number, others[index] as number];
  }
  const won = winner.number === pick;
  return { order: [winner.number, ...others], won, win: won ? payoutKurus(stake, race.rtpBp, winner.chance) : 0 };
}

export function parseRacePick(race: RaceGame, value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const { runner } = value as Record<string, unknown>;
  return race.runners.some((candidate) => candidate.number === runner) ? (runner as number) : null;
}

export function raceMaxWinHundredths(race: RaceGame): number {
  return Math.max(...race.runners.map((runner) => multiplierHundredths(race.rtpBp, runner.chance)));
}
