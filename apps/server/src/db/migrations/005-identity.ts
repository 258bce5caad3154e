import type { Kysely } from 'kysely';

/**
 * Identity hardening:
 * - `throttle_counters`: one row per throttle key, reserved atomically before an attempt is
 *   judged (auth/throttle.ts); it replaces `auth_failures`, whose read-then-insert let
 *   parallel attempts all pass the check.
 * - Usernames and e-mail addresses are folded with locale-independent lower case instead of
 *   Turkish rules, which made `Irmak`/`irmak` two accounts and `ilker` unable to reach `Ilker`.
 *   The folded columns keep the unique constraints of 002-accounts, so the database itself
 *   refuses a second account with the same folded name or address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_counters')
    .addColumn('throttle_key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('throttle_counters_window').on('throttle_counters').column('window_started_at').execute();
  await db.schema.dropTable('auth_failures').execute();

  await refoldIdentifiers(db, new Date());
}

interface IdentityTables {
  users: { id: number; username: string; email: string; username_folded: string; email_folded: string };
  security_events: {
    user_id: number | null;
    event: string;
    ip: string;
    user_agent: string;
    detail: string | null;
    created_at: string;
  };
}

type FoldedColumn = 'username_folded' | 'email_folded';
const SOURCE: Record<FoldedColumn, 'username' | 'email'> = { username_folded: 'username', email_folded: 'email' };
/** Widths of the columns (002-accounts): a suffixed key must still fit on PostgreSQL. */
const WIDTH: Record<FoldedColumn, number> = { username_folded: 20, email_folded: 254 };

/**
 * The fold of this migration, frozen here: later changes to the application's fold must not
 * change what an already-run migration did.
 */
function fold(value: string): string {
  return value.trim().toLowerCase();
}

interface Refold {
  id: number;
  column: FoldedColumn;
  from: string;
  to: string;
  /** The key another (older) account kept; this one was suffixed. */
  collidedWith: string | null;
}

/**
 * Re-folds every account's username and e-mail address. When two accounts fold to the same key
 * (they differed only in I/ı/İ/i), the OLDEST keeps it: it claimed the name first, and the newer
 * ones exist only because the Turkish fold told them apart; under today's rule they would have
 * been refused. Deleting or merging accounts is not an option (they may hold money and history),
 * so the newer ones get `<key> #<id>`: a space never occurs in a valid username or address, so
 * the key can collide with nothing and no registration can take it, while the account stays
 * reachable by its other identifier (and staff can tell the player the suffixed name). Each
 * suffixed account gets an `identifier_suffixed` line in the security audit for support.
 */
export async function refoldIdentifiers(anyDb: Kysely<unknown>, now: Date): Promise<Refold[]> {
  const db = anyDb as Kysely<IdentityTables>;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'username_folded', 'email_folded'])
    .orderBy('id')
    .execute();
  const changes = (['username_folded', 'email_folded'] as const).flatMap((column) => planColumn(users, column));
  if (changes.length === 0) return changes;
  await inTransaction(db, async (tx) => {
    // Two passes, so that no intermediate state breaks the unique constraints (A takes B's old key while B still has it).
    for (const change of changes) {
      await tx
        .updateTable('users')
        .set({ [change.column]: ` #${change.id}` })
        .where('id', '=', change.id)
        .execute();
    }
    for (const change of changes) {
      await tx
        .updateTable('users')
        .set({ [change.column]: change.to })
        .where('id', '=', change.id)
        .execute();
      if (change.collidedWith === null) continue;
      await tx
        .insertInto('security_events')
        .values({
          user_id: change.id,
          event: 'identifier_suffixed',
          ip: '',
          user_agent: 'migration 005-identity',
          detail: `${SOURCE[change.column]} "${change.collidedWith}" belongs to an older account; this one is "${change.to}"`,
          created_at: now.toISOString(),
        })
        .execute();
    }
  });
  return changes;
}

/** The migrator already runs PostgreSQL's migrations in a transaction; SQLite's need their own. */
function inTransaction<T>(db: Kysely<T>, work: (tx: Kysely<T>) => Promise<void>): Promise<void> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The changes one folded column needs, oldest account first. */
function planColumn(users: IdentityTables['users'][], column: FoldedColumn): Refold[] {
  const taken = new Set<string>();
  const changes: Refold[] = [];
  for (const user of users) {
    const folded = fold(user[SOURCE[column]]);
    let to = folded;
    let collidedWith: string | null = null;
    if (taken.has(folded)) {
      const suffix = ` #${user.id}`;
      to = `${folded.slice(0, WIDTH[column] - suffix.length)}${suffix}`;
      collidedWith = folded;
    }
    taken.add(to);
    if (to !== user[column]) changes.push({ id: user.id, column, from: user[column], to, collidedWith });
  }
  return changes;
}
