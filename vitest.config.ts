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
    projects: runOnlyDatabaseProjects ? DATABASE_PROJECTS : ALL_PROJECTS,
  },
});
