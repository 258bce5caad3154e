import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database.js';

/** What a migration may need to know about the database it runs on. */
export interface MigrationContext {
  dialect: DialectName;
}

/** An auto-incrementing integer primary key `id`, spelled as each dialect wants it. */
export function idColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  context: MigrationContext,
): CreateTableBuilder<T, 'id'> {
  if (context.dialect === 'postgres') {
    return table.addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity());
  }
  return table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
