import type { Selectable, Transaction } from 'kysely';
import type { Database, GameRoundsTable } from '../../db/schema.js';
import type { WalletCaller } from './caller.js';
import type { WalletDeps } from './deps.js';

type Round = Selectable<GameRoundsTable>;

/** What a round's settlement works with (shared-rounds.ts): its transaction, who plays and who calls. */
export interface MoneyContext {
  deps: Pick<WalletDeps, 'events'>;
  trx: Transaction<Database>;
  caller: WalletCaller;
  userId: number;
  gameId: number;
  now: string;
}

export async function recordSettled(context: MoneyContext, round: Round): Promise<void> {
  await context.deps.events.record(context.trx, 'round_settled', {
    roundId: round.id,
    userId: round.user_id,
    gameId: round.game_id,
    providerId: round.provider_id,
    stakeKurus: Number(round.stake_kurus),
    winKurus: Number(round.win_kurus),
  });
}
