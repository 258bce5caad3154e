import type { Kysely } from 'kysely';
import type { ResetLinkStatus } from '@bnw/contract';
import { randomToken, sha256Hex } from '../../auth/tokens.js';
import type { Database, EmailTokensTable } from '../../db/schema.js';

type Purpose = EmailTokensTable['purpose'];

export const TOKEN_LIFETIME_MS: Record<Purpose, number> = {
  confirm: 24 * 3600_000,
  reset: 3600_000,
};

/** Single-use tokens mailed to a player; stored as their SHA-256. */
export class EmailTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
  ) {}

  async issue(userId: number, purpose: Purpose): Promise<string> {
    const token = randomToken();
    const now = this.clock();
    await this.db
      .insertInto('email_tokens')
      .values({
        token_hash: sha256Hex(token),
        user_id: userId,
        purpose,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
      })
      .execute();
    return token;
  }

  /**
   * Marks the token used and answers its player, or null when it is unknown, used,
   * expired or for another purpose. One conditional update: two tabs cannot both use it.
   */
  async consume(token: string, purpose: Purpose): Promise<number | null> {
    const now = this.clock().toISOString();
    const row = await this.db
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', sha256Hex(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /** What a link is now, without using it: a page asks before it shows the link's form. */
  async statusOf(token: string, purpose: Purpose): Promise<ResetLinkStatus> {
    const row = await this.db
      .selectFrom('email_tokens')
      .select(['used_at', 'expires_at'])
      .where('token_hash', '=', sha256Hex(token))
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row) return 'unknown';
    if (row.used_at !== null) return 'used';
    return row.expires_at > this.clock().toISOString() ? 'valid' : 'expired';
  }

  /** A new reset link makes the older ones useless. */
  async revokeOpen(userId: number, purpose: Purpose): Promise<void> {
    await this.db
      .updateTable('email_tokens')
      .set({ used_at: this.clock().toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
