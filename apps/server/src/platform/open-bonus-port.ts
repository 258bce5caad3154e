import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * What a withdrawal needs of the player's open bonus: a withdrawal while a
 * bonus is open forfeits it, and only when the player confirmed so. The interface lives on the
 * ground floor; the bonuses module implements it and the composition root hands it to finance,
 * so neither module imports the other.
 */
export interface OpenBonusPort {
  /**
   * Inside the withdrawal's transaction: nothing when no bonus is open; refuses with
   * `bonusForfeitRequired` when one is and `confirmed` is false; forfeits it when confirmed.
   */
  settleForWithdrawal(trx: Transaction<Database>, userId: number, confirmed: boolean): Promise<void>;
}
