import { TOMBALA_PRIZES, type TombalaPrizeId } from '@bnw/game-math/engines/tombala';

/** The prizes in the order they fall: 1. çinko, 2. çinko, tombala. */
export const PRIZE_ORDER: readonly TombalaPrizeId[] = TOMBALA_PRIZES.map(({ id }) => id);
