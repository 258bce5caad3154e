import { PAY_UNIT } from '@bnw/game-math';

/** A pay in PAY_UNIT of the total stake, in kuruş: exact for every stake of the ladder (whole lira). */
export function unitsToKurus(stakeKurus: number, units: number): number {
  return Math.floor((stakeKurus * units) / PAY_UNIT);
}
