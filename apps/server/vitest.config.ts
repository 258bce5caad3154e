import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file builds its own app on its own fresh database (SQLite in memory, or a new PostgreSQL database).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
