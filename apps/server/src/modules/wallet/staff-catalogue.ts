import type {
  BackofficeMethodOutput,
  BackofficeParsedInput,
  CATALOGUE_CONTRACT,
  StaffProvider,
} from '@bnw/contract/backoffice';
import { UNREACHABLE_AFTER_FAILED_CHECKS } from '../../platform/provider-reachability.js';
import { type StaffActor, type StaffHandlers, StaffRefusal, staffOf, staffOk } from '../../rpc/backoffice-handlers.js';
import type { WalletDeps } from './deps.js';
import { rotateProviderSecret } from './providers.js';

/**
 * The back office's providers ("Catalogue"): the wallet owns `game_providers`
 * (adding one, its secret), so staff list, switch, order and rotate them here. A provider switched
 * off takes every game of it out of the lobbies at once: the lobby reads the same column.
 */
type Deps = Pick<WalletDeps, 'db' | 'clock'>;

function providersQuery(deps: Deps) {
  return deps.db.selectFrom('game_providers').select((eb) => [
    'game_providers.id',
    'game_providers.code',
    'game_providers.name',
    'game_providers.launch_url',
    'game_providers.active',
    'game_providers.sort_order',
    'game_providers.failed_checks',
    'game_providers.checked_at',
    eb
      .selectFrom('games')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .whereRef('games.provider_id', '=', 'game_providers.id')
      .as('game_count'),
    eb
      .selectFrom('games')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .whereRef('games.provider_id', '=', 'game_providers.id')
      .where('games.active', '=', 1)
      .as('active_game_count'),
  ]);
}

type ProviderRow = Awaited<ReturnType<ReturnType<typeof providersQuery>['executeTakeFirstOrThrow']>>;

function toStaffProvider(row: ProviderRow): StaffProvider {
  const failedChecks = Number(row.failed_checks);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    launchUrl: row.launch_url,
    active: row.active === 1,
    sortOrder: row.sort_order,
    failedChecks,
    checkedAt: row.checked_at,
    listed: row.active === 1 && failedChecks < UNREACHABLE_AFTER_FAILED_CHECKS,
    gameCount: Number(row.game_count ?? 0),
    activeGameCount: Number(row.active_game_count ?? 0),
  };
}

export async function listStaffProviders(
  deps: Deps,
  input: BackofficeParsedInput<'bo_catalogue.providers_list'>,
): Promise<BackofficeMethodOutput<'bo_catalogue.providers_list'>> {
  const counted = await deps.db
    .selectFrom('game_providers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await providersQuery(deps)
    .orderBy('game_providers.sort_order')
    .orderBy('game_providers.id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    providers: rows.map(toStaffProvider),
    pagination: { total: Number(counted.n), limit: input.limit, offset: input.offset },
  };
}

export async function providerById(deps: Deps, providerId: number): Promise<StaffProvider> {
  const row = await providersQuery(deps).where('game_providers.id', '=', providerId).executeTakeFirst();
  if (!row) throw new StaffRefusal('catalogueProviderNotFound', {}, `provider:${providerId}`);
  return toStaffProvider(row);
}

/** One update of the fields sent; nothing else of the provider (least of all its secret) moves. */
export async function updateStaffProvider(
  deps: Deps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_catalogue.provider_update'>,
): Promise<StaffProvider> {
  staffOf(actor);
  const changes = {
    ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
    ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
  };
  const result = await deps.db
    .updateTable('game_providers')
    .set(changes)
    .where('id', '=', input.providerID)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new StaffRefusal('catalogueProviderNotFound', {}, `provider:${input.providerID}`);
  }
  return providerById(deps, input.providerID);
}

/**
 * The operator command's rotation (providers.ts), by the provider's id. The old secret stops
 * verifying at once, as docs/wallet-api.md promises providers: there is no overlap in which both
 * sign, so the new secret must reach the provider before its next wallet call.
 */
export async function rotateStaffProviderSecret(
  deps: Deps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_catalogue.provider_rotate_secret'>,
): Promise<BackofficeMethodOutput<'bo_catalogue.provider_rotate_secret'>> {
  staffOf(actor);
  const provider = await deps.db
    .selectFrom('game_providers')
    .select(['id', 'code'])
    .where('id', '=', input.providerID)
    .executeTakeFirst();
  if (!provider) throw new StaffRefusal('catalogueProviderNotFound', {}, `provider:${input.providerID}`);
  const rotated = await rotateProviderSecret(deps, provider.code);
  if ('problem' in rotated) throw new StaffRefusal('catalogueProviderNotFound', {}, `provider:${provider.id}`);
  return {
    providerID: provider.id,
    code: provider.code,
    secret: rotated.secret,
    rotatedAt: deps.clock().toISOString(),
  };
}

type ProviderCalls = Pick<
  typeof CATALOGUE_CONTRACT,
  | 'bo_catalogue.providers_list'
  | 'bo_catalogue.provider_get'
  | 'bo_catalogue.provider_update'
  | 'bo_catalogue.provider_rotate_secret'
>;

export const walletStaffCatalogueHandlers: StaffHandlers<ProviderCalls> = {
  'bo_catalogue.providers_list': async (input, { services }) => staffOk(await listStaffProviders(services, input)),
  'bo_catalogue.provider_get': async (input, { services }) => staffOk(await providerById(services, input.providerID)),
  'bo_catalogue.provider_update': async (input, { services, actor }) => {
    const provider = await updateStaffProvider(services, actor, input);
    return staffOk(provider, 'catalogueProviderUpdated', `provider:${provider.id}`);
  },
  'bo_catalogue.provider_rotate_secret': async (input, { services, actor }) => {
    const rotated = await rotateStaffProviderSecret(services, actor, input);
    return staffOk(rotated, 'catalogueSecretRotated', `provider:${rotated.providerID}`);
  },
};
