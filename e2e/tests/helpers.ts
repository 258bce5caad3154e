import { execFileSync } from 'node:child_process';
import { type Page, expect } from '@playwright/test';
import { REPO_ROOT, SQLITE_PATH } from '../e2e-env';

/** The operator command `npm run ops -- maintenance on|off` on the e2e server's database. */
export function setMaintenance(state: 'on' | 'off'): string {
  return execFileSync('npm', ['run', '--silent', 'ops', '--', 'maintenance', state], {
    cwd: REPO_ROOT,
    env: { ...process.env, SQLITE_PATH, DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The footer (18+, information pages, licences) loads as the player scrolls near it
 * (apps/web/src/app/layouts/main-layout.tsx): scrolls to the end of the page and waits for it.
 */
export async function scrollToFooter(page: Page): Promise<void> {
  // Again until it is there: the page may still be growing (the app starting, rows arriving) when first scrolled.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}
