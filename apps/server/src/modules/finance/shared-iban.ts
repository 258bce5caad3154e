import { SHARED_IBAN_NAMED_MAX, type SharedIban } from '@bnw/contract/backoffice';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One IBAN asked about on behalf of one player: who else holds it. */
export interface IbanHolder {
  iban: string;
  userId: number;
}

const keyOf = (holder: IbanHolder) => `${holder.userId}:${holder.iban}`;
export { keyOf as sharedIbanKey };

/**
 * The shared-IBAN flag for each (IBAN, player): the other players who saved the same IBAN in a
 * bank account, live or deleted (deleting an account must not hide that two players used it). One
 * grouped count over every IBAN asked (index bank_accounts_iban, 035); only an IBAN held by two or
 * more players is then read for its holders, at most SHARED_IBAN_NAMED_MAX named.
 */
export async function sharedIbans(db: Db, holders: readonly IbanHolder[]): Promise<Map<string, SharedIban | null>> {
  const flags = new Map<string, SharedIban | null>(holders.map((holder) => [keyOf(holder), null]));
  const ibans = [...new Set(holders.map((holder) => holder.iban))];
  if (ibans.length === 0) return flags;
  const counted = await db
    .selectFrom('bank_accounts')
    .select(['iban', (eb) => eb.fn.count<number | string>('user_id').distinct().as('holders')])
    .where('iban', 'in', ibans)
    .groupBy('iban')
    .execute();
  const shared = new Set(counted.filter((row) => Number(row.holders) >= 2).map((row) => row.iban));
  for (const holder of holders) {
    if (shared.has(holder.iban)) flags.set(keyOf(holder), await othersHolding(db, holder));
  }
  return flags;
}

async function othersHolding(db: Db, holder: IbanHolder): Promise<SharedIban | null> {
  const others = db
    .selectFrom('bank_accounts')
    .where('bank_accounts.iban', '=', holder.iban)
    .where('bank_accounts.user_id', '<>', holder.userId);
  const [counted, named] = await Promise.all([
    others
      .select((eb) => eb.fn.count<number | string>('bank_accounts.user_id').distinct().as('players'))
      .executeTakeFirstOrThrow(),
    others
      .innerJoin('users', 'users.id', 'bank_accounts.user_id')
      .select(['users.id', 'users.username'])
      .distinct()
      .orderBy('users.id')
      .limit(SHARED_IBAN_NAMED_MAX)
      .execute(),
  ]);
  const count = Number(counted.players);
  if (count === 0) return null;
  return { count, players: named.map((row) => ({ playerId: row.id, username: row.username })) };
}
