import { STAFF_LIMITS, type StaffRole } from '@bnw/contract/backoffice';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { randomToken, sha256Hex } from './tokens.js';

/** A staff member whose session the back-office dispatcher resolved. */
export interface AuthenticatedStaff {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  sessionId: number;
  sessionExpiresAt: string;
  lastLoginAt: string | null;
}

export type StaffSessionResolution =
  { ok: true; staff: AuthenticatedStaff } | { ok: false; problem: 'anonymous' | 'expired' | 'locked' };

/**
 * Staff sessions, apart from players': a random 256-bit sid stored as its SHA-256, ending 30
 * minutes after the last call or 8 hours after login, whichever comes first (STAFF_LIMITS).
 * A player's sid is no staff sid: it is looked up here and not found.
 */
export class StaffSessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
  ) {}

  async create(
    staffId: number,
    origin: { ip: string; userAgent: string },
  ): Promise<{ sid: string; expiresAt: string }> {
    const sid = randomToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + STAFF_LIMITS.sessionAbsoluteMs).toISOString();
    await this.db
      .insertInto('staff_sessions')
      .values({
        sid_hash: sha256Hex(sid),
        staff_id: staffId,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: expiresAt,
        ip: origin.ip.slice(0, 64),
        user_agent: origin.userAgent.slice(0, 512),
      })
      .execute();
    return { sid, expiresAt };
  }

  /**
   * The staff member behind a sid. The idle clock moves in the same conditional update that
   * checks it, so a session past its idle end cannot be revived by two calls racing.
   */
  async resolve(sid: string | null | undefined): Promise<StaffSessionResolution> {
    if (!sid) return { ok: false, problem: 'anonymous' };
    const now = this.clock();
    const idleSince = new Date(now.getTime() - STAFF_LIMITS.sessionIdleMs).toISOString();
    const touched = await this.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('sid_hash', '=', sha256Hex(sid))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .where('last_seen_at', '>', idleSince)
      .returning(['id', 'staff_id', 'expires_at'])
      .executeTakeFirst();
    if (!touched) {
      const known = await this.db
        .selectFrom('staff_sessions')
        .select('id')
        .where('sid_hash', '=', sha256Hex(sid))
        .executeTakeFirst();
      return { ok: false, problem: known ? 'expired' : 'anonymous' };
    }
    const staff = await this.db
      .selectFrom('staff_users')
      .select(['id', 'username', 'email', 'role', 'status', 'last_login_at'])
      .where('id', '=', touched.staff_id)
      .executeTakeFirstOrThrow();
    if (staff.status !== 'active') return { ok: false, problem: 'locked' };
    return {
      ok: true,
      staff: {
        id: staff.id,
        username: staff.username,
        email: staff.email,
        role: staff.role,
        sessionId: touched.id,
        sessionExpiresAt: touched.expires_at,
        lastLoginAt: staff.last_login_at,
      },
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ revoked_at: this.clock().toISOString() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every live session of the staff member but `keepSessionId`; answers how many ended. */
  async revokeAll(staffId: number, keepSessionId: number | null = null): Promise<number> {
    let query = this.db
      .updateTable('staff_sessions')
      .set({ revoked_at: this.clock().toISOString() })
      .where('staff_id', '=', staffId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.clock().toISOString());
    if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
