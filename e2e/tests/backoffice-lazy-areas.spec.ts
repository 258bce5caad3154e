import { type Page, expect, test } from '@playwright/test';
import { DESKTOP, addStaffMember, setUpAndLogIn } from '../support/backoffice';

/**
 * The back office loads each area's code when the area opens (docs/backoffice.md, "The app"): the
 * first screen after login is the shell (layout, menu, dashboard) and the shared libraries' vendor
 * chunk; the reports' charts (recharts) and a catalogue page arrive only when they are opened.
 */
test.use({ viewport: DESKTOP });

/** The scripts the page has loaded so far, by address, with their text. */
function scriptLog(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      new URL(response.url()).pathname,
      response.text().catch(() => ''),
    );
  });
  return scripts;
}

async function loadedWith(scripts: Map<string, Promise<string>>, text: string): Promise<string[]> {
  const found: string[] = [];
  for (const [address, body] of scripts) if ((await body).includes(text)) found.push(address);
  return found;
}

test('the first screen loads the shell and its vendor chunk; Reports and Games load their own chunks when opened', async ({
  page,
}) => {
  const scripts = scriptLog(page);
  await setUpAndLogIn(page, addStaffMember('administrator'), 'Tembel-yükleme-parolası-2026');
  await page.waitForLoadState('networkidle');

  const firstScreen = [...scripts.keys()];
  expect(firstScreen.some((address) => /\/backoffice\/assets\/vendor-[\w-]+\.js$/.test(address))).toBe(true);
  // recharts draws its charts in elements of class `recharts-wrapper`: none of that code yet.
  expect(await loadedWith(scripts, 'recharts-wrapper')).toEqual([]);
  expect(firstScreen.filter((address) => /\/(report-page|games)-[\w-]+\.js$/.test(address))).toEqual([]);

  await page.getByRole('menuitem', { name: 'Raporlar' }).click();
  await expect(page).toHaveURL(/\/backoffice\/reports$/);
  await expect(page.getByRole('button', { name: 'Göster' })).toBeVisible();
  const reportChunks = await loadedWith(scripts, 'recharts-wrapper');
  expect(reportChunks).toHaveLength(1);
  expect(reportChunks[0]).toMatch(/\/backoffice\/assets\/report-page-[\w-]+\.js$/);
  expect(firstScreen).not.toContain(reportChunks[0]);

  await page.getByRole('menuitem', { name: 'Oyunlar' }).click();
  await expect(page).toHaveURL(/\/backoffice\/catalogue-games$/);
  // The column's title from the resource's field labels (react-admin's `resources.*.fields.*`).
  await expect(page.locator('th.column-sortOrder')).toHaveText('Sıra');
  expect([...scripts.keys()].some((address) => /\/backoffice\/assets\/games-[\w-]+\.js$/.test(address))).toBe(true);
});
