import { createHash, randomBytes } from 'node:crypto';
import type { SeedState } from '@bnw/contract';
import { assertClientSeed } from '@bnw/game-math';
import { type Selectable, type SqlBool, sql } from 'kysely';
import type { StudioSeedPairsTable } from '../../db/schema.js';
import { RpcError } from '../../rpc/outcome.js';
import type { StudioDeps } from './deps.js';

/**
 * A player's provably fair seed pairs (docs/provably-fair.md). The server seed is 32 random bytes
 * from the operating system, kept secret while the pair is active; its SHA-256 is shown before
 * play. A rotation reveals it and starts a fresh pair; the client seed carries over.
 */
type SeedPair = Selectable<StudioSeedPairsTable>;
type SeedDeps = Pick<StudioDeps, 'db' | 'clock'>;

export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  // The hash of the seed's 64 characters, as game-math's hashServerSeed recomputes it in the browser.
  return { serverSeed, serverSeedHash: createHash('sha256').update(serverSeed, 'utf8').digest('hex') };
}

/** A player's first client seed: random, so no two players share a stream until they choose one. */
function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The same rule as the browser's verification (printable, 1 to 64 code points), in the catalogue's words. */
export function checkClientSeed(clientSeed: string): void {
  try {
    assertClientSeed(clientSeed);
  } catch {
    throw new RpcError('studioClientSeedInvalid');
  }
}

export function stateOf(pair: Pick<SeedPair, 'server_seed_hash' | 'client_seed' | 'next_nonce'>): SeedState {
  return { serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nextNonce: Number(pair.next_nonce) };
}

function selectActive(deps: SeedDeps, userId: number) {
  return deps.db
    .selectFrom('studio_seed_pairs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** The player's active pair, made at first use (two first calls at once make one: the partial unique index). */
export async function activePair(deps: SeedDeps, userId: number): Promise<SeedPair> {
  const existing = await selectActive(deps, userId);
  if (existing) return existing;
  const made =
    (await insertPair(deps, userId, { clientSeed: newClientSeed(), lastSpinStartedAt: null })) ??
    (await selectActive(deps, userId));
  if (!made) throw new Error(`no active seed pair for player ${userId}`);
  return made;
}

/** The new active pair, or undefined when the player has one already (made by a call running alongside). */
function insertPair(
  deps: SeedDeps,
  userId: number,
  carried: { clientSeed: string; lastSpinStartedAt: string | null },
  executor: SeedDeps['db'] = deps.db,
): Promise<SeedPair | undefined> {
  const { serverSeed, serverSeedHash } = newServerSeed();
  return (
    executor
      .insertInto('studio_seed_pairs')
      .values({
        user_id: userId,
        server_seed: serverSeed,
        server_seed_hash: serverSeedHash,
        client_seed: carried.clientSeed,
        next_nonce: 0,
        status: 'active',
        created_at: deps.clock().toISOString(),
        rotated_at: null,
        last_spin_started_at: carried.lastSpinStartedAt,
      })
      // The literal, not a parameter: SQLite matches the target to the partial index by its text.
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .where(sql<SqlBool>`status = 'active'`)
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst()
  );
}

export async function seedState(deps: SeedDeps, userId: number): Promise<SeedState> {
  return stateOf(await activePair(deps, userId));
}

/** The next spin uses this client seed; the nonce continues. */
export async function setClientSeed(deps: SeedDeps, userId: number, clientSeed: string): Promise<SeedState> {
  checkClientSeed(clientSeed);
  forgetPair(deps, userId);
  await activePair(deps, userId);
  const updated = await deps.db
    .updateTable('studio_seed_pairs')
    .set({ client_seed: clientSeed })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .returning(['server_seed_hash', 'client_seed', 'next_nonce'])
    .executeTakeFirst();
  // Rotated in between: the fresh pair takes it.
  return updated ? stateOf(updated) : setClientSeed(deps, userId, clientSeed);
}

/**
 * Ends one pair (its server seed may now be shown) and starts a fresh one with the same client
 * seed and the same time of the last spin, so a rotation never shortens the 2.5 s cycle.
 *
 * The pair ended is the one the player saw: the one whose hash the call names, else the one active
 * when the call came. A pair is ended once: of rotations of one pair at once (a double tap, two
 * tabs), the first ends it and the others are told it was already rotated, rather than each ending
 * a pair the player never saw. The conditional UPDATE decides it: PostgreSQL re-checks the status
 * on the row it waited for, SQLite runs one writer at a time.
 */
export async function rotateSeed(deps: SeedDeps, userId: number, seenHash?: string) {
  forgetPair(deps, userId);
  const seen = await activePair(deps, userId);
  if (seenHash !== undefined && seenHash !== seen.server_seed_hash) throw new RpcError('studioSeedRotated');
  const now = deps.clock().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const old = await trx
      .updateTable('studio_seed_pairs')
      .set({ status: 'rotated', rotated_at: now })
      .where('id', '=', seen.id)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
    if (!old) throw new RpcError('studioSeedRotated');
    const carried = { clientSeed: old.client_seed, lastSpinStartedAt: old.last_spin_started_at };
    // The ended pair was the only active one, and its row stays locked until the commit: nothing can take the place.
    const current = await insertPair(deps, userId, carried, trx);
    if (!current) throw new Error(`player ${userId} got a second active seed pair during a rotation`);
    return {
      revealed: {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        lastNonce: Number(old.next_nonce) - 1,
      },
      current: stateOf(current),
    };
  });
}

/** The player's active pair as a spin needs it: what the outcome is computed from, and the turn it takes. */
export interface PairTurn {
  pairId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  lastSpinStartedAt: string | null;
}

/** Bounds each process's memory of pairs: a full map is emptied, and the pairs are read again. */
const PAIR_CACHE_LIMIT = 100_000;
const pairCaches = new WeakMap<object, Map<number, PairTurn>>();

function pairCacheOf(deps: SeedDeps): Map<number, PairTurn> {
  let cache = pairCaches.get(deps.db);
  if (!cache) pairCaches.set(deps.db, (cache = new Map()));
  return cache;
}

/**
 * The player's pair as this process last knew it, else as read now. What a process remembers can
 * be stale (another process spun or rotated since); the spin's turn is taken on the condition that
 * the pair is still at the remembered nonce (`studioRoundWriter`), and a stale memory is forgotten
 * and read again.
 */
export async function pairTurn(deps: SeedDeps, userId: number): Promise<PairTurn> {
  const cache = pairCacheOf(deps);
  const known = cache.get(userId);
  if (known) return known;
  const pair = await activePair(deps, userId);
  const turn: PairTurn = {
    pairId: pair.id,
    serverSeed: pair.server_seed,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nextNonce: Number(pair.next_nonce),
    lastSpinStartedAt: pair.last_spin_started_at,
  };
  if (cache.size >= PAIR_CACHE_LIMIT) cache.clear();
  cache.set(userId, turn);
  return turn;
}

/** After a spin took its turn: the next one starts from here without a read. */
export function rememberSpin(deps: SeedDeps, userId: number, spun: PairTurn): void {
  pairCacheOf(deps).set(userId, spun);
}

/** The pair changed, or this process's memory of it proved stale: read it again next time. */
export function forgetPair(deps: SeedDeps, userId: number): void {
  pairCacheOf(deps).delete(userId);
}
