import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'reference-provider', environment: 'node', include: ['src/**/*.test.ts'] },
});
