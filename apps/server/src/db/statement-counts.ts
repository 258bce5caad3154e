import fs from 'node:fs';

/** Distinct statement shapes kept; the rest are counted together, so a bug cannot grow the map. */
const MAX_SHAPES = 1_000;
const OTHER = '(other statements)';

export interface StatementCountsSnapshot {
  /** Raised by each snapshot, so a reader knows a file it waited for is the new one. */
  sequence: number;
  total: number;
  /** Statement shape (placeholders and lists collapsed) and how many times it ran, most first. */
  statements: Array<{ sql: string; count: number }>;
}

/**
 * Every statement the database client sends, BEGIN and COMMIT included, counted by its shape: the
 * benchmarks' measure of what a spin or a bet costs the database. Built only when a benchmark asks
 * for it (BENCH_STATEMENT_COUNTS_FILE); without it the client runs with no hook at all.
 */
export class StatementCounts {
  private readonly counts = new Map<string, number>();
  private total = 0;
  private sequence = 0;

  record(sqlText: string): void {
    this.total += 1;
    let shape = shapeOf(sqlText);
    if (!this.counts.has(shape) && this.counts.size >= MAX_SHAPES) shape = OTHER;
    this.counts.set(shape, (this.counts.get(shape) ?? 0) + 1);
  }

  snapshot(): StatementCountsSnapshot {
    this.sequence += 1;
    const statements = [...this.counts].map(([sql, count]) => ({ sql, count })).sort((a, b) => b.count - a.count);
    return { sequence: this.sequence, total: this.total, statements };
  }

  /** Writes the snapshot whole or not at all (a rename), for a benchmark in another process to read. */
  writeTo(file: string): void {
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, JSON.stringify(this.snapshot()));
    fs.renameSync(partial, file);
  }
}

/**
 * One shape for the statements that differ only in their values: `$3` and `?` become `?`, and a list
 * of them, or of rows of them (`in (?, ?, ?)`, `values (?, ?), (?, ?)`), becomes one.
 */
export function shapeOf(sqlText: string): string {
  return sqlText
    .replace(/\$\d+/g, '?')
    .replace(/\s+/g, ' ')
    .replace(/\(\?(?:, \?)*\)/g, '(?)')
    .replace(/\(\?\)(?:, \(\?\))+/g, '(?)…')
    .trim();
}
