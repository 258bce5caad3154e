import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../apps/server/test/support/server-process.js';

/** Writes a benchmark's figures to bench/results/<name>.json and prints them. */
export function writeResults(name: string, figures: Record<string, unknown>): string {
  const file = path.join(REPO_ROOT, 'bench', 'results', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const record = { benchmark: name, measuredAt: new Date().toISOString(), node: process.version, ...figures };
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(JSON.stringify(record, null, 2));
  console.log(`written to ${path.relative(REPO_ROOT, file)}`);
  return file;
}

/**
 * Runs `measure` on SQLite (a file in a temporary folder) and then, with BENCH_DATABASE_URL or
 * DATABASE_URL, on PostgreSQL (each test app makes and drops its own database); answers the
 * figures in that order.
 */
export async function onBothDatabases<T>(measure: (label: string, sqlitePath: string | undefined) => Promise<T>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-bench-'));
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const results: T[] = [];
  try {
    delete process.env.DATABASE_URL;
    results.push(await measure('sqlite', path.join(dataDir, 'bench.sqlite')));
    if (postgresUrl) {
      process.env.DATABASE_URL = postgresUrl;
      results.push(await measure('postgres', undefined));
    } else {
      console.warn('No BENCH_DATABASE_URL or DATABASE_URL: PostgreSQL skipped.');
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
