import type { Subscriber } from '../../platform/events.js';
import type { Services } from '../../services.js';
import { grantDemoMoney } from './demo-grant.js';

/** In demo mode a player whose address is confirmed gets the play money (once: the grant is idempotent). */
export function financeSubscribers(services: Services): Subscriber[] {
  const demoGrant: Subscriber<'email_confirmed'> = {
    name: 'finance.demo_grant',
    event: 'email_confirmed',
    handle: ({ userId }) => grantDemoMoney(services, userId),
  };
  return [demoGrant as Subscriber];
}
