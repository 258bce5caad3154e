import { defineConfig } from 'vitest/config';

const ALL_PROJECTS = [
  'packages/contract',
  'packages/game-math',
  'apps/server',
  'apps/web',
  'apps/backoffice',
  'apps/reference-provider',
];
/** The projects whose tests open a database: the only ones DATABASE_URL changes. */
const DATABASE_PROJECTS = ['apps/server'];

/**
 * One run, six projects: the contract's and the game mathematics' units, the server (app.inject), the
 * player site (happy-dom), the back office's units, the reference provider. With DATABASE_URL (PostgreSQL) only the server's
 * suite runs: the others never open a database, so a second run would repeat the first one's results
 * exactly (CI runs `npm test` on SQLite, then on PostgreSQL). `ALL_PROJECTS=1` runs everything anyway.
 */
const runOnlyDatabaseProjects = Boolean(process.env.DATABASE_URL) && process.env.ALL_PROJECTS !== '1';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Most files
    // wait (the server's on PostgreSQL, on child server processes, on timers), so three at a time
    // fill two cores: the server's PostgreSQL pass went from 411 s to 194 s, its SQLite pass from
    // 253 s to 142 s. Each server file has its own database, ports and Redis prefix; the player
    // site's files share a module graph per worker, never across workers.
    maxWorkers: 3,
    projects: runOnlyDatabaseProjects ? DATABASE_PROJECTS : ALL_PROJECTS,
  },
});
