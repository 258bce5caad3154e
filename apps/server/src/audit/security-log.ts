import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export type SecurityEvent =
  | 'register'
  /** Someone tried to register with the address of this account; its owner was mailed. */
  | 'register_existing_email'
  | 'confirmation_resent'
  /** Written by migrations 005-identity and 034-email-folding: the account's identifier collided with an older one's. */
  | 'identifier_suffixed'
  | 'email_confirmed'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'ga_on'
  | 'ga_off'
  | 'ga_failed'
  | 'password_change'
  | 'password_reset_requested'
  | 'password_reset'
  | 'sessions_ended';

export interface SecurityEventOrigin {
  ip: string;
  userAgent: string;
}

/** The security audit trail: who did what, from where, when. Append only. */
export class SecurityLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
  ) {}

  async record(
    event: SecurityEvent,
    userId: number | null,
    origin: SecurityEventOrigin,
    detail: string | null = null,
  ): Promise<void> {
    await this.db
      .insertInto('security_events')
      .values({
        user_id: userId,
        event,
        ip: origin.ip.slice(0, 64),
        user_agent: origin.userAgent.slice(0, 512),
        detail: detail?.slice(0, 500) ?? null,
        created_at: this.clock().toISOString(),
      })
      .execute();
  }
}
