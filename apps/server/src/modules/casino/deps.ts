import type { Services } from '../../services.js';

/** What the casino's lobby use cases touch: the database and the clock (favourites' dates). */
export type CasinoDeps = Pick<Services, 'db' | 'clock'>;
