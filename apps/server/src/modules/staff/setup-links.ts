import { STAFF_LIMITS } from '@bnw/contract/backoffice';
import type { Kysely } from 'kysely';
import { randomToken, sha256Hex } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';

/**
 * A staff member's one-time set-up link: a random token of which only the SHA-256 is stored,
 * valid for STAFF_LIMITS.setupLinkMs. Issuing one replaces any earlier link and clears the
 * authenticator key a half-done set-up showed.
 */
export async function issueSetupLink(
  db: Kysely<Database>,
  deps: { clock: () => Date; config: { publicUrl: string } },
  staffId: number,
): Promise<{ link: string; expiresAt: string }> {
  const token = randomToken();
  const expiresAt = new Date(deps.clock().getTime() + STAFF_LIMITS.setupLinkMs).toISOString();
  await db
    .updateTable('staff_users')
    .set({ setup_token_hash: sha256Hex(token), setup_expires_at: expiresAt, totp_pending_secret: null })
    .where('id', '=', staffId)
    .execute();
  return { link: setupLink(deps.config.publicUrl, token), expiresAt };
}

export function setupLink(publicUrl: string, token: string): string {
  return `${publicUrl}/backoffice/setup?token=${token}`;
}
