import type { ServerModule } from '../../rpc/server-module.js';
import { ok } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import { claimBonus } from './claim.js';
import { depositSubscriber } from './deposits.js';
import { expireBonuses } from './expiry.js';
import { forfeitBonus, listActiveBonuses, listBonusHistory } from './listing.js';
import { prizeSubscriber } from './prizes.js';
import { restrictionSubscriber } from './restricted-players.js';
import { wageringSubscriber } from './wagering.js';

export { expireBonuses } from './expiry.js';
export { openBonusPort } from './withdrawal.js';
export { WAGERING_SUBSCRIBER } from './wagering.js';
export { DEPOSIT_SUBSCRIBER } from './deposits.js';
export { PRIZE_SUBSCRIBER } from './prizes.js';

/** A bonus that expires leaves the player's balance within a minute. */
const EXPIRY_INTERVAL_MS = 30_000;

type BonusMethod = 'bonus.claim' | 'bonus.list_active' | 'bonus.list_history' | 'bonus.forfeit';

/**
 * Bonuses: claimed from a promotion's offer, granted (at once, or on the next
 * qualifying deposit) into the player's bonus account, wagered from real rounds, converted to cash,
 * expired or forfeited. A tournament's bonus prize arrives as an event and is granted on the
 * tournament's terms (prizes.ts). The wallet splits stakes and wins between cash and bonus (wallet/bonus-money.ts).
 */
export const bonusesModule: ServerModule<BonusMethod> = {
  name: 'bonuses',
  handlers: {
    'bonus.claim': async (input, { services, actor }) => ok(await claimBonus(services, actor, input)),
    'bonus.list_active': async (_input, { services, actor }) => ok(await listActiveBonuses(services, actor)),
    'bonus.list_history': async (input, { services, actor }) => ok(await listBonusHistory(services, actor, input)),
    'bonus.forfeit': async (input, { services, actor }) => ok(await forfeitBonus(services, actor, input)),
  },
  jobs: (services: Services) => [
    {
      name: 'bonuses.expire',
      intervalMs: EXPIRY_INTERVAL_MS,
      scope: 'once',
      run: () => expireBonuses(services),
    },
  ],
  subscribers: (services: Services) => [
    wageringSubscriber(services),
    depositSubscriber(services),
    prizeSubscriber(services),
    restrictionSubscriber(services),
  ],
};
