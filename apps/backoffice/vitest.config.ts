import { defineProject } from 'vitest/config';

/** The back office's pure units (amounts, times, CSV): its pages are proven by Playwright. */
export default defineProject({
  test: {
    name: 'backoffice',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
