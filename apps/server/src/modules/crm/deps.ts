import type { Services } from '../../services.js';

/**
 * What the mass messages touch: the database, the clock (a message is seen from its publishing
 * time) and the presence (browsers are told when the notifications change).
 */
export type CrmDeps = Pick<Services, 'db' | 'clock' | 'presence'>;
