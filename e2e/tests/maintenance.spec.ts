import { expect, test } from '@playwright/test';
import { setMaintenance } from './helpers';

test.afterEach(() => {
  setMaintenance('off');
});

test('maintenance sends every flagged route to /maintenance, and "Tekrar dene" returns home', async ({ page }) => {
  expect(setMaintenance('on')).toContain('AÇIK');

  for (const path of ['/', '/slot', '/about-us', '/profile', '/login', '/olmayan-sayfa', '/maintenance-control']) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kısa bir bakım yapıyoruz' })).toBeVisible();
  }
  await expect(page.getByText('Site Bakıma Alındı')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('siteUnderMaintenance'))).toBe('true');

  // In-app navigation while the flag is set: the guard keeps the player on the maintenance screen.
  await page.getByRole('link', { name: 'BNW Casino' }).click();
  await expect(page).toHaveURL(/\/maintenance$/);

  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page.getByText('Site hâlâ bakımda. Lütfen biraz sonra tekrar deneyin.')).toBeVisible();
  await expect(page).toHaveURL(/\/maintenance$/);

  expect(setMaintenance('off')).toContain('KAPALI');
  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BNW Casino’ya hoş geldiniz' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('siteUnderMaintenance'))).toBeNull();
});

test('/maintenance-control goes home when the site is up', async ({ page }) => {
  await page.goto('/maintenance-control');
  await expect(page).toHaveURL(/\/$/);
});
