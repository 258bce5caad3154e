import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'game-math',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A hang guard, not a speed limit: the exact RTP tests enumerate every stop combination, a
    // second or two each alone and longer while the server's test files share the cores.
    testTimeout: 20_000,
  },
});
