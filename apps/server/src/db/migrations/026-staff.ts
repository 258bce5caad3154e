import { type Kysely, sql } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Staff accounts of the back office (modules/staff), apart from players:
 * staff members with their role, password and authenticator, and the one set-up link each may
 * have (stored as its SHA-256, used up by a conditional update); staff sessions with an idle and
 * an absolute end; and the staff audit, append only: triggers refuse every UPDATE and DELETE of it.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('staff_users'), context)
    .addColumn('username', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    // administrator, finance, content, support or auditor.
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    // active or locked.
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    // Null until the set-up link is used: such an account cannot log in.
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('totp_secret', 'varchar(64)')
    // The key the set-up link shows, until its first code confirms it.
    .addColumn('totp_pending_secret', 'varchar(64)')
    // The step of the last code accepted: each code works once.
    .addColumn('totp_last_step', 'bigint')
    .addColumn('setup_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('setup_expires_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('last_login_ip', 'varchar(64)')
    .execute();

  await idColumn(db.schema.createTable('staff_sessions'), context)
    .addColumn('sid_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // Moved on by every call; the idle end is last_seen_at + 30 minutes.
    .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
    // The absolute end, 8 hours after login.
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').columns(['staff_id', 'id']).execute();

  await idColumn(db.schema.createTable('staff_audit'), context)
    // Null for a login under a username no staff member has.
    .addColumn('staff_id', 'integer')
    .addColumn('username', 'varchar(32)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)')
    .addColumn('method', 'varchar(64)', (col) => col.notNull())
    .addColumn('target', 'varchar(200)')
    // ok, refused (the use case said no) or denied (the role may not call it).
    .addColumn('outcome', 'varchar(10)', (col) => col.notNull())
    .addColumn('code', 'integer', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_time').on('staff_audit').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('staff_audit_staff').on('staff_audit').columns(['staff_id', 'id']).execute();
  await forbidChanges(db, context);
}

/** The audit is evidence: the database itself refuses to change or remove a row of it. */
async function forbidChanges(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  if (context.dialect === 'postgres') {
    await sql`
      CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'staff_audit is append only';
      END $$`.execute(db);
    await sql`
      CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
      FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only()`.execute(db);
    // TRUNCATE skips row triggers: a statement trigger refuses it too.
    await sql`
      CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
      FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only()`.execute(db);
    return;
  }
  await sql`
    CREATE TRIGGER staff_audit_no_update BEFORE UPDATE ON staff_audit
    BEGIN SELECT RAISE(ABORT, 'staff_audit is append only'); END`.execute(db);
  await sql`
    CREATE TRIGGER staff_audit_no_delete BEFORE DELETE ON staff_audit
    BEGIN SELECT RAISE(ABORT, 'staff_audit is append only'); END`.execute(db);
}
