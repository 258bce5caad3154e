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

/** The pair's nonce and time reserved for one spin. */
export interface Reservation {
  pairId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * Takes the next nonce and the player's turn in one conditional UPDATE … RETURNING: it succeeds
 * only when the last spin began at least the minimum cycle ago, so twenty spins sent at once pass
 * one (PostgreSQL re-checks the condition on the row it waited for; SQLite runs writers one at a
 * time). A client seed sent with the spin is set in the same statement. Run inside the spin's
 * transaction (`deps.db` is it): a round refused later gives the nonce and the turn back with it.
 */
export async function reserveNonce(
  deps: SeedDeps & Pick<StudioDeps, 'config'>,
  userId: number,
  clientSeed: string | undefined,
  startedAt: Date,
): Promise<Reservation> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const cutoff = new Date(startedAt.getTime() - deps.config.studioMinCycleMs).toISOString();
    const row = await deps.db
      .updateTable('studio_seed_pairs')
      .set((eb) => ({
        next_nonce: eb('next_nonce', '+', 1),
        last_spin_started_at: startedAt.toISOString(),
        ...(clientSeed === undefined ? {} : { client_seed: clientSeed }),
      }))
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('last_spin_started_at', 'is', null), eb('last_spin_started_at', '<=', cutoff)]))
      .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
      .executeTakeFirst();
    if (row) {
      return {
        pairId: row.id,
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: Number(row.next_nonce) - 1,
      };
    }
    // Refused: too soon, or no active pair (the first spin, or a rotation in between).
    const pair = await activePair(deps, userId);
    if (pair.last_spin_started_at !== null && pair.last_spin_started_at > cutoff) throw new RpcError('studioTooFast');
  }
  throw new RpcError('studioTooFast');
}
