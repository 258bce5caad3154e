import type pg from 'pg';

/** A column and the PostgreSQL array type its values travel in. */
export type ColumnSpec = readonly [name: string, arrayType: 'int[]' | 'bigint[]' | 'text[]'];

export interface TableSpec {
  name: string;
  columns: readonly ColumnSpec[];
}

/** Rows per statement and per transaction: large enough to amortise a round trip, small enough to stay in memory. */
export const BATCH_ROWS = 5_000;

type Cell = string | number | null;

/**
 * Buffers rows per table and writes them as multi-row inserts: one statement a table, its values
 * passed as one array a column (`unnest`), so a batch of 5,000 rows is a handful of parameters
 * instead of tens of thousands. Ids are given by the generator (`overriding system value`) so that
 * rows can name each other before they are written; `resetIdentities` moves the sequences on.
 */
export class BulkWriter {
  private readonly buffers = new Map<string, Cell[][]>();
  private written = 0;

  constructor(
    private readonly client: pg.ClientBase,
    /** In the order foreign keys need: a table before the tables that point at it. */
    private readonly tables: readonly TableSpec[],
  ) {
    for (const table of tables) this.buffers.set(table.name, []);
  }

  get rowsWritten(): number {
    return this.written;
  }

  /** Adds a row (values in the spec's column order); writes every buffer once one is full. */
  async add(table: string, row: Cell[]): Promise<void> {
    const buffer = this.buffers.get(table);
    if (!buffer) throw new Error(`no table spec for ${table}`);
    buffer.push(row);
    if (buffer.length >= BATCH_ROWS) await this.flush();
  }

  /** Writes every buffered row in one transaction, tables in foreign-key order. */
  async flush(): Promise<void> {
    const pending = this.tables.filter((table) => (this.buffers.get(table.name)?.length ?? 0) > 0);
    if (pending.length === 0) return;
    await this.client.query('begin');
    try {
      for (const table of pending) await this.insert(table, this.buffers.get(table.name)!);
      await this.client.query('commit');
    } catch (error) {
      await this.client.query('rollback');
      throw error;
    }
    for (const table of pending) {
      this.written += this.buffers.get(table.name)!.length;
      this.buffers.set(table.name, []);
    }
  }

  private async insert(table: TableSpec, rows: Cell[][]): Promise<void> {
    const names = table.columns.map(([name]) => name).join(', ');
    const arrays = table.columns.map(([, type], index) => `$${index + 1}::${type}`).join(', ');
    const values = table.columns.map((_, index) => rows.map((row) => row[index] ?? null));
    const overriding = table.columns[0]?.[0] === 'id' ? 'overriding system value' : '';
    await this.client.query(
      `insert into ${table.name} (${names}) ${overriding} select * from unnest(${arrays})`,
      values,
    );
  }
}

/** After rows were written with their own ids: the next id each table gives out comes after them. */
export async function resetIdentities(client: pg.ClientBase, tables: readonly TableSpec[]): Promise<void> {
  for (const table of tables) {
    if (table.columns[0]?.[0] !== 'id') continue;
    await client.query(
      `select setval(pg_get_serial_sequence('${table.name}', 'id'), greatest((select max(id) from ${table.name}), 1))`,
    );
  }
}
