import { defineConfig } from 'vitest/config';

/** One run, three projects: the contract's units, the server (app.inject), the player site (happy-dom). */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
