import { randomBytes } from 'node:crypto';
import type { LiveTableTile, MethodOutput, OwnLiveTableTile, UserPart } from '@bnw/contract';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { type LiveDeps, LiveScheduler, syncLiveCatalogue } from '../src/modules/live/index.js';
import { sharedRoundWallet } from '../src/modules/wallet/index.js';
import type { Services } from '../src/services.js';
import { createPlayer, loginAs } from './support/players.js';
import type { TestApp } from './support/test-app.js';

/** What the live-table tests share: a player with money, a table by code, a scheduler of an app. */
export function liveDeps(services: Services): LiveDeps {
  return { ...services, wallet: sharedRoundWallet(services) };
}

export async function prepareLive(app: TestApp): Promise<void> {
  await syncLiveCatalogue(app.services);
}

export function schedulerOf(services: Services, deps: LiveDeps = liveDeps(services)): LiveScheduler {
  return new LiveScheduler(deps);
}

export async function tableByCode(app: Pick<TestApp, 'services'>, code: string) {
  return app.services.db.selectFrom('live_tables').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
}

export async function latestRoundOf(app: Pick<TestApp, 'services'>, tableId: number) {
  return app.services.db
    .selectFrom('live_rounds')
    .selectAll()
    .where('table_id', '=', tableId)
    .orderBy('round_no', 'desc')
    .executeTakeFirstOrThrow();
}

export interface LivePlayer {
  user: UserPart;
  userId: number;
}

/** A confirmed player with the demo grant (₺10.000). */
export async function newLivePlayer(app: TestApp): Promise<LivePlayer> {
  const player = await createPlayer(app);
  const { user } = await loginAs(app, player);
  await app.services.events.deliverNow();
  const row = await app.services.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', player.username)
    .executeTakeFirstOrThrow();
  return { user, userId: row.id };
}

/** Cash and bonus available. */
export async function moneyOf(app: Pick<TestApp, 'services'>, userId: number): Promise<number> {
  const account = await app.services.ledger.playerCashAccountId(userId);
  return (await app.services.ledger.balance(account)).availableKurus;
}

export function requestId(): string {
  return randomBytes(10).toString('hex');
}

export async function ledgerIsSound(app: Pick<TestApp, 'services'>): Promise<void> {
  const report = await verifyLedger(app.services.db);
  if (!report.ok) throw new Error(`ledger verify: ${report.violations.join('; ')}`);
}

export async function countRows(
  app: Pick<TestApp, 'services'>,
  table: 'live_bets' | 'live_rounds' | 'game_rounds' | 'wallet_transactions',
): Promise<number> {
  const row = await app.services.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The lobby's tiles of our own tables (with their state and limits): the live tests' tables. */
export function ownTiles(tables: LiveTableTile[]): OwnLiveTableTile[] {
  return tables.filter((table): table is OwnLiveTableTile => table.kind === 'ours');
}

type Opened = MethodOutput<'livecasino.init_game'>;

/** `livecasino.init_game`'s answer for one of our tables; anything else fails the test. */
export function ownOpened(opened: Opened): Extract<Opened, { kind: 'ours' }> {
  if (opened.kind !== 'ours') throw new Error(`expected one of our tables, got ${opened.kind}`);
  return opened;
}
