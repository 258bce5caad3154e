import { DICE_VARIANTS, type DiceVariant, diceMaxWinHundredths } from './dice.js';
import { HORSE_RACE, type RaceGame, raceMaxWinHundredths } from './race.js';

export type GameDefinition = DiceVariant | RaceGame;

/** Every game we offer, by the code the casino lists it under (its `game_id`). */
export const GAMES: ReadonlyMap<string, GameDefinition> = new Map(
  [...DICE_VARIANTS, HORSE_RACE].map((game) => [game.code, game]),
);

export function findGame(code: unknown): GameDefinition | undefined {
  return typeof code === 'string' ? GAMES.get(code) : undefined;
}

/** The chances a game offers: the dice's choices, or the race's runners. */
export function chancesOf(game: GameDefinition): number[] {
  return game.kind === 'dice' ? [...game.chances] : game.runners.map((runner) => runner.chance);
}

export function maxWinHundredths(game: GameDefinition): number {
  return game.kind === 'dice' ? diceMaxWinHundredths(game) : raceMaxWinHundredths(game);
}

/**
 * Why a game's published figures would not hold, or null. A chance that does not divide the RTP
 * would round payouts down and make the real RTP lower than the one we publish.
 */
export function problemWith(game: GameDefinition): string | null {
  for (const chance of chancesOf(game)) {
    if (!Number.isInteger(chance) || chance < 1 || chance > 99) return `${game.code}: chance ${chance} is not 1..99`;
    if (game.rtpBp % chance !== 0) return `${game.code}: chance ${chance} does not divide RTP ${game.rtpBp}`;
  }
  if (game.kind === 'race' && chancesOf(game).reduce((sum, chance) => sum + chance, 0) !== 100) {
    return `${game.code}: the runners' chances do not sum to 100`;
  }
  if (game.kind === 'dice' && !game.chances.includes(game.defaultChance))
    return `${game.code}: default chance not offered`;
  return null;
}

for (const game of GAMES.values()) {
  const problem = problemWith(game);
  if (problem) throw new Error(problem);
}
