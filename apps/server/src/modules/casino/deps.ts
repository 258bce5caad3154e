import type { Services } from '../../services.js';

/** What the casino's lobby use cases touch: the database (and its dialect, for row locks) and the clock. */
export type CasinoDeps = Pick<Services, 'db' | 'dialect' | 'clock'>;
