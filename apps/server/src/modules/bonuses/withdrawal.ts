import { BONUS_OPEN_STATUSES } from '@bnw/contract';
import type { OpenBonusPort } from '../../platform/open-bonus-port.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import { endBonus } from './bonus-money.js';

/** The bonuses module's side of platform/open-bonus-port.ts, handed to finance by the composition root. */
export function openBonusPort(services: Services): OpenBonusPort {
  return {
    async settleForWithdrawal(trx, userId, confirmed) {
      const open = await trx
        .selectFrom('player_bonuses')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', [...BONUS_OPEN_STATUSES])
        .executeTakeFirst();
      if (!open) return;
      if (!confirmed) throw new RpcError('bonusForfeitRequired');
      await endBonus(services, trx, { id: open.id, userId }, 'forfeited');
    },
  };
}
