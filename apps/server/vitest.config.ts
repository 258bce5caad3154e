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
    // One migrated and seeded database per run, which each file's database starts as a copy of.
    globalSetup: ['test/support/template-database.ts'],
    exclude: process.env.DATABASE_URL ? [] : MULTI_PROCESS_ONLY,
    // Files share one module graph per worker: importing the server afresh for each of ~100 files
    // cost about 1,7 s of CPU a file, half of a pass's CPU on two cores (ten small files: 28-34 s of
    // CPU isolated, 13-15 s not). Nothing the files share keeps state between them: every app, database,
    // registry and scheduler is made per file, no file replaces modules (vi.mock), and a spy left
    // by a failed test is restored after it.
    isolate: false,
    restoreMocks: true,
    // Each test file builds its own app on its own fresh database (SQLite in memory, or a new PostgreSQL database).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
