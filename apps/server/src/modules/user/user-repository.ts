import type { Insertable, Kysely, Updateable } from 'kysely';
import type { UserRow } from '../../platform/actor.js';
import type { Database, UsersTable } from '../../db/schema.js';

/**
 * Usernames and e-mail addresses are unique without regard to case, folded with the
 * locale-independent lower case: identifiers are compared as typed on any keyboard, so `ilker`
 * reaches `Ilker` and `IVAN@X.COM` is `ivan@x.com`. (Turkish rules, with I→ı, made those pairs
 * two accounts.) Names and search stay Turkish-aware (turkishLower in the contract).
 *
 * The four Turkish i's (I, ı, İ, i) are one letter in a username and in the local part of an
 * address (before its last @): a Turkish keyboard or phone gives any of them for the same name, so
 * `alı@x.com`, `ALİ@x.com` and `ali@x.com` are one address. A username holds only ASCII letters, so
 * for a stored one this is the plain lower case; a typed `ılker` reaches `ilker`. The domain is
 * only lower-cased: there ı is a letter of its own (`xı.com` is another domain than `xi.com`).
 * Migration 034-email-folding re-folded the stored addresses (docs/decisions.md).
 */
export function foldIdentifier(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return foldTurkishI(trimmed);
  return `${foldTurkishI(trimmed.slice(0, at))}${trimmed.slice(at).toLowerCase()}`;
}

/** Lower case with ı and İ as i (İ, and an I or i with a combining dot above, lower-case to i + U+0307). */
function foldTurkishI(text: string): string {
  return text
    .replace(/[İı]/g, 'i')
    .toLowerCase()
    .replace(/i\u0307/g, 'i');
}

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** By username or e-mail address, as the login form accepts either. */
  findByLogin(login: string): Promise<UserRow | undefined> {
    const folded = foldIdentifier(login);
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('username_folded', '=', folded), eb('email_folded', '=', folded)]))
      .executeTakeFirst();
  }

  async usernameTaken(username: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('username_folded', '=', foldIdentifier(username))
      .executeTakeFirst();
    return row !== undefined;
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email_folded', '=', foldIdentifier(email)).executeTakeFirst();
  }

  async insert(values: Insertable<UsersTable>): Promise<number> {
    const row = await this.db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<UsersTable>): Promise<void> {
    await this.db.updateTable('users').set(values).where('id', '=', id).execute();
  }

  /** Stores a TOTP step only if it is newer than the last one: two requests cannot both use one code. */
  async advanceTotpStep(id: number, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ ga_last_step: step })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('ga_last_step', 'is', null), eb('ga_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
