import { defineConfig } from 'vitest/config';

/** One run, five projects: the contract's and the game mathematics' units, the server (app.inject), the player site (happy-dom), the reference provider. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/game-math', 'apps/server', 'apps/web', 'apps/reference-provider'],
  },
});
