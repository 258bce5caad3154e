import type { Services } from '../../services.js';

/** What the mass messages touch: the database and the clock (a message is seen from its publishing time). */
export type CrmDeps = Pick<Services, 'db' | 'clock'>;
