import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * What the operator's first weeks asked for (docs/backoffice.md, "The staff audit" and "Payments"):
 * - `staff_audit.detail`: what an audited call changed (before and after, the amount, the reason)
 *   or which personal data a staff member read, as bounded JSON text. Adding a column is no UPDATE
 *   of a row, so the append-only triggers (026) stay as they are.
 * - an index on the players' saved IBANs, so the payment queue and a player's page can tell at
 *   once whether another player holds the same IBAN (the shared-IBAN flag).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.alterTable('staff_audit').addColumn('detail', 'text').execute();
  await db.schema.createIndex('bank_accounts_iban').on('bank_accounts').columns(['iban', 'user_id']).execute();
}
