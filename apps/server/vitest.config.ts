import { defineProject } from 'vitest/config';

/**
 * Two server processes on one database, one killed while it leads the shared rounds: several
 * processes are the PostgreSQL deployment (SQLite is the embedded demo's one process), so these
 * proofs run on the PostgreSQL pass only. They take about a minute and a half of the SQLite
 * pass's time, which proves the same rounds in one process in live-scheduler, tombala-scheduler
 * and draws-coupons.
 */
const MULTI_PROCESS_ONLY = [
  'test/live-leader-crash.test.ts',
  'test/tombala-leader-crash.test.ts',
  'test/draws-leader-crash.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // On PostgreSQL: one migrated template database per run that each file's database copies.
    globalSetup: ['test/support/template-database.ts'],
    exclude: process.env.DATABASE_URL ? [] : MULTI_PROCESS_ONLY,
    // Each test file builds its own app on its own fresh database (SQLite in memory, or a new PostgreSQL database).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
