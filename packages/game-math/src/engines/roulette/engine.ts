import type { RandomSource } from '../../random.js';
import { ROULETTE_POCKETS, colourOf } from './layout.js';

export interface RouletteOutcome {
  pocket: number;
  colour: 'red' | 'black' | 'green';
}

/**
 * One spin of the wheel: a uniform pocket of 37, the first integer of the round's random source
 * (provably fair on the server: provablyFairRandom(serverSeed, publicSeed, round)).
 */
export function spinWheel(random: RandomSource): RouletteOutcome {
  const pocket = random.nextInt(ROULETTE_POCKETS);
  return { pocket, colour: colourOf(pocket) };
}
