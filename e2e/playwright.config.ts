import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORT, REPO_ROOT, SQLITE_PATH } from './e2e-env';

fs.mkdirSync(path.dirname(SQLITE_PATH), { recursive: true });

/**
 * Specs that switch something for every visitor (maintenance mode, the footer's social links, a new
 * service worker as after a deploy): run
 * alone, after all the others, so no other spec sees the site they leave behind meanwhile.
 */
const WHOLE_SITE_SPECS = ['**/maintenance.spec.ts', '**/social-links.spec.ts', '**/installable.spec.ts'];

/**
 * Player-site specs against the real server (built web app served by it) in Debian's Chromium,
 * on a phone-sized screen in Turkish. Build first: `npm run build`.
 */
export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  outputDir: path.join(REPO_ROOT, 'test-results'),
  // Two spec files at a time (each file's tests in order); every spec makes its own players, so
  // only the specs that change the whole site wait for the others to finish (project `whole-site`).
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'site', testIgnore: WHOLE_SITE_SPECS },
    {
      name: 'whole-site',
      testMatch: WHOLE_SITE_SPECS,
      dependencies: ['site'],
      workers: 1,
      // The installability spec is about the service worker; the others do not mind it.
      use: { serviceWorkers: 'allow' },
    },
  ],
  retries: 0,
  // Hang guards, not speed limits: with two specs on two cores an axe scan of five pages or a
  // round of a live game takes twice as long as alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: 'tr-TR',
    // A failed test keeps its trace (actions and DOM snapshots); the screencast's frames are left
    // out, as every test would pay for encoding them on two busy cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // The service worker precaches every built asset in each new browser context, which no spec
    // but the installability one is about (project whole-site allows it).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      SQLITE_PATH,
      MAINTENANCE_CACHE_MS: '0',
      // The demo payment provider confirms a deposit after this delay (3 s by default).
      DEMO_PROVIDER_DELAY_MS: '500',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      // Every spec registers its players from this one machine.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
      DATABASE_URL: '',
      // The reference game provider the demo server starts beside it: next to E2E_PORT, so parallel runs do not clash.
      REFERENCE_PROVIDER_PORT: String(E2E_PORT + 1),
      // Every winning round reaches /high-earnings, so the studio journey can look for its own win.
      // The amount, not HIGH_EARNINGS_MIN_MULTIPLE=1: a classic slot's "any fruit" pays 0,4x the stake.
      HIGH_EARNINGS_MIN_WIN_KURUS: '1',
      // Tombala rounds of 15 s of sale and a ball a second (the tombala spec waits for one); rooms
      // with too few cards are cancelled and refunded meanwhile, which no other spec watches.
      TOMBALA_SELL_MS: '15000',
      TOMBALA_BALL_MS: '1000',
      TOMBALA_SHOW_MS: '2000',
      // Bet on games: a dice duel every 12 s closing 3 s before its draw (the bet-on-games spec waits
      // for one to settle); Şanslı Altılı keeps its 5 minutes, which no spec waits for.
      DRAWS_DICE_DUEL_MS: '12000',
      DRAWS_CLOSE_LEAD_MS: '3000',
    },
  },
});
