import { SESSION_LIFETIME_MS, type UserPart } from '@bnw/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable, UsersTable } from '../db/schema.js';
import type { AuthenticatedPlayer } from '../platform/actor.js';
import { Batcher } from '../platform/batcher.js';
import type { SessionKeyService } from './session-key.js';
import { randomToken, sha256Hex } from './tokens.js';

/** Why a call that needs a player has none; each answers its own message. */
export type SessionProblem = 'anonymous' | 'expired' | 'mismatch' | 'inactive';

export type SessionResolution = { ok: true; player: AuthenticatedPlayer } | { ok: false; problem: SessionProblem };

/** Sessions read together: the signed-in calls of the moment. */
const READ_BATCH_MAX = 100;
const READ_BATCHES_RUNNING = 4;
const READS_QUEUED_MAX = 10_000;

/**
 * Sessions: a random 256-bit sid handed to the client once, stored as its SHA-256,
 * valid for the spec's 3600 seconds from login (not sliding).
 *
 * Every signed-in call reads its session, so the calls that arrive together read theirs in one
 * statement (`sid_hash IN (…)`, platform/batcher.ts): each read still starts after its call came,
 * so nothing is read stale, and a call alone waits one turn of the event loop.
 */
export class SessionService {
  private readonly reads: Batcher<string, SessionRow | undefined>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: SessionKeyService,
    private readonly clock: () => Date,
  ) {
    this.reads = new Batcher({
      run: (take) => this.readSessions(take()),
      keyOf: (sidHash) => sidHash,
      maxSize: READ_BATCH_MAX,
      maxRunning: READ_BATCHES_RUNNING,
      maxQueued: READS_QUEUED_MAX,
    });
  }

  async create(
    userId: number,
    options: { ip: string; userAgent: string; restricted: boolean },
  ): Promise<{ sid: string; id: number }> {
    const sid = randomToken();
    const now = this.clock();
    const row = await this.db
      .insertInto('sessions')
      .values({
        sid_hash: sha256Hex(sid),
        user_id: userId,
        restricted: options.restricted ? 1 : 0,
        ip: options.ip,
        user_agent: options.userAgent,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { sid, id: row.id };
  }

  /** The player behind the envelope's `user` part, or why there is none. */
  async resolve(user: UserPart | null): Promise<SessionResolution> {
    const sealedSid = user?.sid;
    if (!sealedSid) return { ok: false, problem: 'anonymous' };
    const sid = await this.keys.reveal(sealedSid);
    if (!sid) return { ok: false, problem: 'anonymous' };
    const row = await this.reads.submit(sha256Hex(sid));
    if (!row) return { ok: false, problem: 'anonymous' };
    if (row.revoked_at !== null || row.expires_at <= this.clock().toISOString())
      return { ok: false, problem: 'expired' };
    // A client that sends someone else's uid with its own sid is refused, not silently corrected.
    const uid = user.uid ? await this.keys.reveal(user.uid) : null;
    if (uid !== null && uid !== row.uid) return { ok: false, problem: 'mismatch' };
    if (row.status !== 'active') return { ok: false, problem: 'inactive' };
    const { session_id, restricted, expires_at: _expires, revoked_at: _revoked, ...userRow } = row;
    return { ok: true, player: { user: userRow, sessionId: session_id, restricted: restricted === 1 } };
  }

  private async readSessions(sidHashes: readonly string[]): Promise<Array<SessionRow | undefined>> {
    if (sidHashes.length === 0) return [];
    const rows = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.sid_hash', 'sessions.id as session_id', 'sessions.restricted'])
      .select(['sessions.expires_at', 'sessions.revoked_at'])
      .where('sessions.sid_hash', 'in', sidHashes)
      .execute();
    const byHash = new Map(rows.map(({ sid_hash, ...row }) => [sid_hash, row]));
    return sidHashes.map((sidHash) => byHash.get(sidHash));
  }

  async liftRestriction(sessionId: number): Promise<void> {
    await this.db.updateTable('sessions').set({ restricted: 0 }).where('id', '=', sessionId).execute();
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock().toISOString() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every live session of the player but `keepSessionId`; answers how many ended. */
  async revokeAll(userId: number, keepSessionId: number | null = null): Promise<number> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock().toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.clock().toISOString());
    if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

/** A session as a call needs it: its player's row, and whether it still holds. */
type SessionRow = Selectable<UsersTable> &
  Pick<Selectable<SessionsTable>, 'restricted' | 'expires_at' | 'revoked_at'> & { session_id: number };
