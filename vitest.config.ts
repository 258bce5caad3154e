import { defineConfig } from 'vitest/config';

/** One run, four projects: the contract's units, the server (app.inject), the player site (happy-dom), the reference provider. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/reference-provider'],
  },
});
