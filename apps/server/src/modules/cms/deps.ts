import type { Services } from '../../services.js';

/** What the content use cases touch: the database and the clock (the slider and tournament rules are by date). */
export type CmsDeps = Pick<Services, 'db' | 'clock'>;
