import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share one module graph and one window per worker: a fresh happy-dom and React for each
    // of ~80 files cost two of the run's three minutes. The setup file resets what a file may leave
    // behind (DOM, storage, timers, stubbed globals); module replacement (vi.mock) would leak, so
    // none of these files uses it.
    isolate: false,
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    // A hang guard, not a speed limit: a file's first test transforms what it imports (the route
    // table's imports every page), which takes seconds while the server's files share the cores.
    testTimeout: 20_000,
  },
});
