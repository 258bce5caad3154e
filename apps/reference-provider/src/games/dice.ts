import { multiplierHundredths, payoutKurus } from './payout.js';

/** The die shows a whole number from 1 to 100, each equally likely. */
export const DICE_FACES = 100;

/** `under`: the roll is at most the chance (1–c); `over`: it is at least 101 − c (c faces). */
export type DiceDirection = 'under' | 'over';

export interface Localised {
  tr: string;
  en: string;
}

/** A themed dice game: its own name, colours, house edge and the chances it offers. */
export interface DiceVariant {
  kind: 'dice';
  code: string;
  name: Localised;
  /** Return to player in basis points (9800 = %98,00). */
  rtpBp: number;
  /** Win chances in percent that the player may pick; each divides rtpBp, so payouts are exact. */
  chances: readonly number[];
  defaultChance: number;
  /** The stylesheet's theme class. */
  theme: string;
}

export interface DiceChoice {
  direction: DiceDirection;
  chance: number;
}

export interface DiceOutcome {
  roll: number;
  won: boolean;
  /** Kuruş paid back (stake included); 0 for a loss. */
  win: number;
}

/** The faces that win for a choice, inclusive. */
export function winningRange(choice: DiceChoice): { from: number; to: number } {
  return choice.direction === 'under'
    ? { from: 1, to: choice.chance }
    : { from: DICE_FACES + 1 - choice.chance, to: DICE_FACES };
}

export function isWinningRoll(choice: DiceChoice, roll: number): boolean {
  const range = winningRange(choice);
  return roll >= range.from && roll <= range.to;
}

/** What a roll pays for this stake and choice. */
export function settleDice(variant: DiceVariant, stake: number, choice: DiceChoice, roll: number): DiceOutcome {
  const won = isWinningRoll(choice, roll);
  return { roll, won, win: won ? payoutKurus(stake, variant.rtpBp, choice.chance) : 0 };
}

/** The choice from the page's JSON, if the variant offers it. */
export function parseDiceChoice(variant: DiceVariant, value: unknown): DiceChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { direction, chance } = value as Record<string, unknown>;
  if (direction !== 'under' && direction !== 'over') return null;
  if (typeof chance !== 'number' || !variant.chances.includes(chance)) return null;
  return { direction, chance };
}

/** The largest win as a multiple of the stake, in hundredths (the smallest chance pays most). */
export function diceMaxWinHundredths(variant: DiceVariant): number {
  return Math.max(...variant.chances.map((chance) => multiplierHundredths(variant.rtpBp, chance)));
}

/** The dice games of the slot lobby. Same engine, different themes and house edges. */
export const DICE_VARIANTS: readonly DiceVariant[] = [
  {
    kind: 'dice',
    code: 'istanbul-zarlari',
    name: { tr: 'İstanbul Zarları', en: 'Istanbul Dice' },
    rtpBp: 9800,
    chances: [2, 5, 10, 20, 25, 49, 50, 70],
    defaultChance: 50,
    theme: 'istanbul',
  },
  {
    kind: 'dice',
    code: 'kapadokya-zari',
    name: { tr: 'Kapadokya Zarı', en: 'Cappadocia Dice' },
    rtpBp: 9700,
    chances: [1, 2, 4, 5, 10, 20, 25, 50],
    defaultChance: 25,
    theme: 'kapadokya',
  },
  {
    kind: 'dice',
    code: 'ege-zari',
    name: { tr: 'Ege Zarı', en: 'Aegean Dice' },
    rtpBp: 9600,
    chances: [32, 40, 48, 50, 60, 64, 75, 80],
    defaultChance: 60,
    theme: 'ege',
  },
  {
    kind: 'dice',
    code: 'bogaz-gecesi-zari',
    name: { tr: 'Boğaz Gecesi Zarı', en: 'Bosphorus Night Dice' },
    rtpBp: 9900,
    chances: [9, 10, 30, 45, 50, 66, 75, 90],
    defaultChance: 50,
    theme: 'bogaz',
  },
];
