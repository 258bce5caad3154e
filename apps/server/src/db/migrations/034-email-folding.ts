import type { Kysely } from 'kysely';

/**
 * E-mail addresses whose local part differs only in I/ı/İ/i are one address from now on
 * (`alı@x.com`, `ALİ@x.com`, `ali@x.com`): the application folds them alike
 * (modules/user/user-repository.ts), and this migration re-folds the stored keys to match.
 *
 * Addresses that now fold alike were registered as separate accounts. The migration never fails
 * on them and never deletes or merges an account (either may hold money and history): the OLDEST
 * account keeps the address's key, as in 005-identity, and every newer one gets `<key> #<id>`,
 * a key no registration can take (an address has no space), so the unique index on
 * `email_folded` holds from the first moment. The newer account keeps its address for mail and
 * signs in by its username. Each one gets an `identifier_suffixed` line in the security audit,
 * naming the account that kept the key, and the migration prints one line per collision: the
 * operator's list to act on (docs/decisions.md, "E-mail addresses fold the Turkish i").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await refoldEmails(db, new Date(), (line) => console.warn(line));
}

interface EmailTables {
  users: { id: number; email: string; email_folded: string };
  security_events: {
    user_id: number | null;
    event: string;
    ip: string;
    user_agent: string;
    detail: string | null;
    created_at: string;
  };
}

/** The width of `email_folded` (002-accounts): a suffixed key must still fit on PostgreSQL. */
const EMAIL_WIDTH = 254;
const MIGRATION = 'migration 034-email-folding';

/**
 * The fold of this migration, frozen here: a later change of the application's fold must not
 * change what an already-run migration did.
 */
function foldEmail034(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const local = at < 0 ? trimmed : trimmed.slice(0, at);
  const foldedLocal = local
    .replace(/[İı]/g, 'i')
    .toLowerCase()
    .replace(/i\u0307/g, 'i');
  return at < 0 ? foldedLocal : `${foldedLocal}${trimmed.slice(at).toLowerCase()}`;
}

export interface EmailRefold {
  id: number;
  from: string;
  to: string;
  /** The account that kept the key; null when this account keeps it. */
  keptBy: number | null;
}

/**
 * Re-folds the addresses the new fold changes (only those with ı, İ or a combining dot: the rest
 * fold as before), together with the accounts that hold the keys they now fold to. Answers the
 * changes; `report` gets one line per account that lost the key to an older one.
 */
export async function refoldEmails(
  anyDb: Kysely<unknown>,
  now: Date,
  report: (line: string) => void,
): Promise<EmailRefold[]> {
  const db = anyDb as Kysely<EmailTables>;
  const touched = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_folded'])
    .where((eb) => eb.or([eb('email', 'like', '%ı%'), eb('email', 'like', '%İ%'), eb('email', 'like', '%\u0307%')]))
    .execute();
  if (touched.length === 0) return [];
  const keys = [...new Set(touched.map((user) => foldEmail034(user.email)))];
  const holders = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_folded'])
    .where('email_folded', 'in', keys)
    .execute();
  const changes = planRefold(keys, [...touched, ...holders]);
  if (changes.length === 0) return [];
  await inTransaction(db, (tx) => applyRefold(tx, changes, now));
  for (const change of changes) {
    if (change.keptBy === null) continue;
    report(
      `${MIGRATION}: account ${change.id} ("${change.from}") shares its e-mail address with the older account ` +
        `${change.keptBy}; it keeps its address for mail, signs in by username, and its key is now "${change.to}"`,
    );
  }
  return changes;
}

/** For each key: the oldest account that folds to it keeps it, the newer ones are suffixed. */
function planRefold(keys: string[], users: EmailTables['users'][]): EmailRefold[] {
  const byId = new Map(users.map((user) => [user.id, user]));
  const changes: EmailRefold[] = [];
  for (const key of keys) {
    const group = [...byId.values()]
      .filter((user) => foldEmail034(user.email) === key)
      .sort((first, second) => first.id - second.id);
    const keeper = group[0]!;
    for (const user of group) {
      const suffix = ` #${user.id}`;
      const kept = user === keeper;
      const to = kept ? key : `${key.slice(0, EMAIL_WIDTH - suffix.length)}${suffix}`;
      if (to !== user.email_folded)
        changes.push({ id: user.id, from: user.email, to, keptBy: kept ? null : keeper.id });
    }
  }
  return changes;
}

async function applyRefold(tx: Kysely<EmailTables>, changes: EmailRefold[], now: Date): Promise<void> {
  // Two passes, so that no moment breaks the unique index (A takes B's old key while B still has it).
  for (const change of changes) {
    await tx
      .updateTable('users')
      .set({ email_folded: ` #${change.id}` })
      .where('id', '=', change.id)
      .execute();
  }
  for (const change of changes) {
    await tx.updateTable('users').set({ email_folded: change.to }).where('id', '=', change.id).execute();
    if (change.keptBy === null) continue;
    await tx
      .insertInto('security_events')
      .values({
        user_id: change.id,
        event: 'identifier_suffixed',
        ip: '',
        user_agent: MIGRATION,
        detail: `e-mail "${change.from}" folds like the address of the older account ${change.keptBy}; this one is "${change.to}"`,
        created_at: now.toISOString(),
      })
      .execute();
  }
}

/** The migrator already runs PostgreSQL's migrations in a transaction; SQLite's need their own. */
function inTransaction<T>(db: Kysely<T>, work: (tx: Kysely<T>) => Promise<void>): Promise<void> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
