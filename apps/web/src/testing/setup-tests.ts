import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { standInLiveChannel } from '@/lib/live-channel';

// Files share one module graph and one window per worker (vitest.config.ts): leave nothing behind.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('lang');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  standInLiveChannel(null);
});
