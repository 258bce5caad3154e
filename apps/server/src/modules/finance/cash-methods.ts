import { type CashMethod, type Language, TRANSACTION_TYPE } from '@bnw/contract';
import type { Selectable } from 'kysely';
import type { CashMethodsTable } from '../../db/schema.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import { providerFor } from './providers/registry.js';

export type CashMethodRow = Selectable<CashMethodsTable>;

export interface MethodFilter {
  type?: number;
  methodId?: number;
  favoritesOnly?: boolean;
  highlightedOnly?: boolean;
}

/** Methods on offer (demo-only ones just in demo mode), favourites and highlighted first. */
export async function listCashMethods(
  deps: Pick<Services, 'db' | 'config'>,
  actor: Actor,
  filter: MethodFilter = {},
): Promise<CashMethod[]> {
  const lang = actor.lang;
  let query = deps.db.selectFrom('cash_methods').selectAll().where('active', '=', 1);
  if (!deps.config.demoMode) query = query.where('demo_only', '=', 0);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.methodId !== undefined) query = query.where('id', '=', filter.methodId);
  if (filter.highlightedOnly) query = query.where('highlighted', '=', 1);
  const rows = await query.orderBy('sort_order').orderBy('id').limit(50).execute();
  const favorites = new Set(await favoriteMethodIds(deps, playerOf(actor).user.id));
  const operatorAccounts = await listOperatorAccounts(deps);
  return rows
    .filter((row) => !filter.favoritesOnly || favorites.has(row.id))
    .map((row) => toView(row, lang, favorites.has(row.id), operatorAccounts))
    .sort((a, b) => Number(b.favorite) - Number(a.favorite) || Number(b.highlighted) - Number(a.highlighted));
}

/** A method the player may use now, or the Turkish refusal. */
export async function usableMethod(
  deps: Pick<Services, 'db' | 'config'>,
  methodId: number,
  type: number,
): Promise<CashMethodRow> {
  const row = await deps.db
    .selectFrom('cash_methods')
    .selectAll()
    .where('id', '=', methodId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row || (row.demo_only === 1 && !deps.config.demoMode)) throw new RpcError('methodUnknown');
  if (row.type !== type) throw new RpcError('methodWrongType');
  return row;
}

export async function setFavorite(
  deps: Pick<Services, 'db' | 'clock'>,
  actor: Actor,
  { methodId, favorite }: { methodId: number; favorite: boolean },
): Promise<void> {
  const userId = playerOf(actor).user.id;
  const method = await deps.db.selectFrom('cash_methods').select('id').where('id', '=', methodId).executeTakeFirst();
  if (!method) throw new RpcError('methodUnknown');
  if (!favorite) {
    await deps.db
      .deleteFrom('favorite_cash_methods')
      .where('user_id', '=', userId)
      .where('method_id', '=', methodId)
      .execute();
    return;
  }
  await deps.db
    .insertInto('favorite_cash_methods')
    .values({ user_id: userId, method_id: methodId, created_at: deps.clock().toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'method_id']).doNothing())
    .execute();
}

export async function isFavorite(
  deps: Pick<Services, 'db'>,
  actor: Actor,
  { methodId }: { methodId: number },
): Promise<boolean> {
  const method = await deps.db.selectFrom('cash_methods').select('id').where('id', '=', methodId).executeTakeFirst();
  if (!method) throw new RpcError('methodUnknown');
  return (await favoriteMethodIds(deps, playerOf(actor).user.id)).includes(methodId);
}

async function favoriteMethodIds(deps: Pick<Services, 'db'>, userId: number): Promise<number[]> {
  const rows = await deps.db
    .selectFrom('favorite_cash_methods')
    .select('method_id')
    .where('user_id', '=', userId)
    .limit(100)
    .execute();
  return rows.map((row) => row.method_id);
}

async function listOperatorAccounts(deps: Pick<Services, 'db'>) {
  const rows = await deps.db
    .selectFrom('operator_bank_accounts')
    .innerJoin('banks', 'banks.id', 'operator_bank_accounts.bank_id')
    .select([
      'operator_bank_accounts.id',
      'banks.name as bank_name',
      'operator_bank_accounts.iban',
      'operator_bank_accounts.holder_name',
    ])
    .where('operator_bank_accounts.active', '=', 1)
    .orderBy('operator_bank_accounts.id')
    .limit(10)
    .execute();
  return rows.map((row) => ({ id: row.id, bankName: row.bank_name, iban: row.iban, holderName: row.holder_name }));
}

function toView(
  row: CashMethodRow,
  lang: Language,
  favorite: boolean,
  operatorAccounts: CashMethod['operatorAccounts'],
): CashMethod {
  const provider = providerFor(row.provider);
  return {
    methodID: row.id,
    code: row.code,
    type: row.type === TRANSACTION_TYPE.withdraw ? TRANSACTION_TYPE.withdraw : TRANSACTION_TYPE.deposit,
    name: lang === 'en' ? row.name_en : row.name_tr,
    description: lang === 'en' ? row.description_en : row.description_tr,
    call: provider.call(row.type),
    minAmount: row.min_kurus,
    maxAmount: row.max_kurus,
    highlighted: row.highlighted === 1,
    favorite,
    fields: provider.fields(row.type),
    operatorAccounts: provider.needsOperatorAccount ? operatorAccounts : [],
  };
}
