import { randomBytes } from 'node:crypto';
import type { WalletDeps } from './deps.js';

/** The provider codes the wallet header carries: short, lower case, URL-safe. */
const PROVIDER_CODE = /^[a-z0-9][a-z0-9_-]{1,39}$/;
const MAX_NAME_LENGTH = 100;
const MAX_URL_LENGTH = 500;

export interface ProviderSummary {
  code: string;
  name: string;
  launchUrl: string;
  active: boolean;
}

export type ProviderProblem = 'bad_code' | 'bad_name' | 'bad_launch_url' | 'code_taken' | 'not_found';

/** A new wallet secret: 256 random bits as hex. It is shown to the operator once. */
function newWalletSecret(): string {
  return randomBytes(32).toString('hex');
}

function isLaunchUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Adds an active provider; answers its secret, or why it was refused. */
export async function addProvider(
  deps: Pick<WalletDeps, 'db' | 'clock'>,
  input: { code: string; name: string; launchUrl: string },
): Promise<{ secret: string } | { problem: ProviderProblem }> {
  if (!PROVIDER_CODE.test(input.code)) return { problem: 'bad_code' };
  const name = input.name.trim();
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return { problem: 'bad_name' };
  if (!isLaunchUrl(input.launchUrl)) return { problem: 'bad_launch_url' };
  const secret = newWalletSecret();
  const inserted = await deps.db
    .insertInto('game_providers')
    .values({
      code: input.code,
      name,
      launch_url: input.launchUrl,
      wallet_secret: secret,
      active: 1,
      sort_order: 0,
      created_at: deps.clock().toISOString(),
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? { secret } : { problem: 'code_taken' };
}

/** Replaces a provider's secret: calls signed with the old one are refused from now on. */
export async function rotateProviderSecret(
  deps: Pick<WalletDeps, 'db'>,
  code: string,
): Promise<{ secret: string } | { problem: ProviderProblem }> {
  const secret = newWalletSecret();
  const result = await deps.db
    .updateTable('game_providers')
    .set({ wallet_secret: secret })
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { secret } : { problem: 'not_found' };
}

/** Every provider, without its secret. */
export async function listProviders(deps: Pick<WalletDeps, 'db'>): Promise<ProviderSummary[]> {
  const rows = await deps.db
    .selectFrom('game_providers')
    .select(['code', 'name', 'launch_url', 'active'])
    .orderBy('code')
    .execute();
  return rows.map((row) => ({ code: row.code, name: row.name, launchUrl: row.launch_url, active: row.active === 1 }));
}
