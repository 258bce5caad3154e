import type { WalletStatus } from '@bnw/contract';
import type { WalletDeps } from './deps.js';

/**
 * Who calls the wallet: a game provider, not a player. The HTTP surface builds it once the
 * provider header named an active provider and the signature matched its secret.
 */
export interface WalletCaller {
  providerId: number;
  providerCode: string;
}

/** An active provider by its code, with the secret its calls are signed with. */
export async function findWalletProvider(
  deps: Pick<WalletDeps, 'db'>,
  code: string,
): Promise<{ caller: WalletCaller; walletSecret: string } | undefined> {
  const row = await deps.db
    .selectFrom('game_providers')
    .select(['id', 'code', 'wallet_secret'])
    .where('code', '=', code)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  return { caller: { providerId: row.id, providerCode: row.code }, walletSecret: row.wallet_secret };
}

/** A call the wallet refuses with a status of the protocol; the transaction it was in rolls back. */
export class WalletRefusal extends Error {
  constructor(readonly status: Exclude<WalletStatus, 'OK'>) {
    super(status);
    this.name = 'WalletRefusal';
  }
}
