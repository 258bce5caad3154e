import {
  BONUS_ENDED_STATUSES,
  BONUS_MAX_OPEN,
  BONUS_MAX_QUEUED_LISTED,
  BONUS_OPEN_STATUSES,
  BONUS_QUEUED_STATUS,
  type MethodParsedInput,
  type PlayerBonus,
} from '@bnw/contract';
import { readPlayerMoney } from '../../ledger/player-money.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import { endBonus } from './bonus-money.js';
import type { BonusDeps } from './deps.js';
import { bonusesWithTerms, toPlayerBonus } from './player-bonuses.js';

/** `bonus.list_active`: the open bonus with its balance and wagering progress, then the queued prizes. */
export async function listActiveBonuses(deps: BonusDeps, actor: Actor): Promise<PlayerBonus[]> {
  const userId = playerOf(actor).user.id;
  const [open, queued] = await Promise.all([
    bonusesWithTerms(deps.db)
      .where('player_bonuses.user_id', '=', userId)
      .where('player_bonuses.status', 'in', [...BONUS_OPEN_STATUSES])
      .limit(BONUS_MAX_OPEN)
      .execute(),
    bonusesWithTerms(deps.db)
      .where('player_bonuses.user_id', '=', userId)
      .where('player_bonuses.status', '=', BONUS_QUEUED_STATUS)
      .orderBy('player_bonuses.id')
      .limit(BONUS_MAX_QUEUED_LISTED)
      .execute(),
  ]);
  const balance = open.length > 0 ? ((await readPlayerMoney(deps.db, userId)).bonus?.availableKurus ?? 0) : 0;
  return [...open.map((row) => toPlayerBonus(row, balance)), ...queued.map((row) => toPlayerBonus(row, 0))];
}

/** `bonus.list_history`: ended bonuses, latest first. */
export async function listBonusHistory(deps: BonusDeps, actor: Actor, input: MethodParsedInput<'bonus.list_history'>) {
  const userId = playerOf(actor).user.id;
  const ended = [...BONUS_ENDED_STATUSES];
  const [rows, count] = await Promise.all([
    bonusesWithTerms(deps.db)
      .where('player_bonuses.user_id', '=', userId)
      .where('player_bonuses.status', 'in', ended)
      .orderBy('player_bonuses.id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    deps.db
      .selectFrom('player_bonuses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', 'in', ended)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => toPlayerBonus(row, 0)),
    pagination: { total: Number(count.n), limit: input.limit, offset: input.offset },
  };
}

/** `bonus.forfeit`: the player gives up their open bonus; what remains of it goes back to the house. */
export async function forfeitBonus(
  deps: BonusDeps,
  actor: Actor,
  input: MethodParsedInput<'bonus.forfeit'>,
): Promise<PlayerBonus> {
  const userId = playerOf(actor).user.id;
  const ended = await deps.db
    .transaction()
    .execute((trx) => endBonus(deps, trx, { id: input.bonusID, userId }, 'forfeited'));
  if (!ended) throw new RpcError('bonusNotFound');
  const row = await bonusesWithTerms(deps.db).where('player_bonuses.id', '=', input.bonusID).executeTakeFirstOrThrow();
  return toPlayerBonus(row, 0);
}
