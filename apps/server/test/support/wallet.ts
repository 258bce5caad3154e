import { randomBytes } from 'node:crypto';
import {
  WALLET_PATH,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  type WalletAnswer,
  type WalletCall,
} from '@bnw/contract';
import { openGameSession } from '../../src/modules/wallet/index.js';
import { signBody } from '../../src/platform/hmac.js';
import { MAX_STAKE_SETTING } from '../../src/protection/guard.js';
import { createPlayer, loginAs } from './players.js';
import type { TestApp } from './test-app.js';

export interface TestProvider {
  id: number;
  code: string;
  secret: string;
}

export interface TestGame {
  id: number;
  code: string;
  provider: TestProvider;
}

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${process.pid}x${counter}`;
}

/** A fresh id for a transaction, a round or a request. */
export function walletId(prefix = 'tx'): string {
  return `${prefix}-${randomBytes(8).toString('hex')}`;
}

/** An active provider with a known wallet secret. */
export async function createProvider(app: TestApp): Promise<TestProvider> {
  const code = unique('prov');
  const secret = randomBytes(32).toString('hex');
  const row = await app.services.db
    .insertInto('game_providers')
    .values({
      code,
      name: `Provider ${code}`,
      launch_url: 'https://games.example.com/launch',
      wallet_secret: secret,
      active: 1,
      sort_order: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code, secret };
}

/** A game of the provider, in the spec's category 1 (made if the catalogue has no seed). */
export async function createGame(app: TestApp, provider: TestProvider): Promise<TestGame> {
  const db = app.services.db;
  await db
    .insertInto('game_categories')
    .values({ id: 1, name_tr: 'Slot', name_en: 'Slot', sort_order: 0, active: 1 })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const code = unique('game');
  const row = await db
    .insertInto('games')
    .values({
      provider_id: provider.id,
      category_id: 1,
      code,
      name: `Game ${code}`,
      search_name: `game ${code}`,
      rtp_bp: 9600,
      volatility: 'medium',
      max_win_x: 5000,
      mobile: 1,
      is_new: 0,
      is_popular: 0,
      quick_access: 0,
      active: 1,
      sort_order: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code, provider };
}

/** A new player (with the ₺10.000 demo money) in a game session of `game`: answers the token. */
export async function playerInGame(app: TestApp, game: TestGame): Promise<{ token: string; userId: number }> {
  const { user } = await loginAs(app, await createPlayer(app));
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(`session: ${resolved.problem}`);
  const session = await openGameSession(app.services, resolved.player, { gameId: game.id });
  if (!session) throw new Error('no game session');
  return { token: session.token, userId: resolved.player.user.id };
}

/** One signed wallet call; `body` as a string is sent as is (malformed bodies). */
export async function walletCall(
  app: TestApp,
  provider: Pick<TestProvider, 'code' | 'secret'>,
  call: WalletCall | string,
  body: Record<string, unknown> | string,
  options: { signature?: string } = {},
): Promise<WalletAnswer & { httpStatus: number }> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await app.server.inject({
    method: 'POST',
    url: `${WALLET_PATH}/${call}`,
    headers: {
      'content-type': 'application/json',
      [WALLET_PROVIDER_HEADER]: provider.code,
      [WALLET_SIGNATURE_HEADER]: options.signature ?? signBody(provider.secret, payload),
    },
    payload,
  });
  return { ...(response.json() as WalletAnswer), httpStatus: response.statusCode };
}

/** The same signed call over real HTTP, to a server process (crash tests, benchmarks); bounded by a timeout. */
export async function walletHttpCall(
  baseUrl: string,
  provider: Pick<TestProvider, 'code' | 'secret'>,
  call: WalletCall,
  body: Record<string, unknown>,
  timeoutMs = 5_000,
): Promise<WalletAnswer> {
  const payload = JSON.stringify(body);
  const response = await fetch(`${baseUrl}${WALLET_PATH}/${call}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WALLET_PROVIDER_HEADER]: provider.code,
      [WALLET_SIGNATURE_HEADER]: signBody(provider.secret, payload),
    },
    body: payload,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return (await response.json()) as WalletAnswer;
}

/**
 * Lifts the operator's highest stake per round (protection/guard.ts, ₺250 by default) for a test
 * that drains or splits a balance with large stakes: the rule has tests of its own.
 */
export async function allowLargeStakes(app: TestApp): Promise<void> {
  await app.services.settings.set(MAX_STAKE_SETTING, { adultKurus: 1_000_000_000, youngKurus: 1_000_000_000 });
}
