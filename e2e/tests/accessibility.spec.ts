import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { scrollToFooter } from './helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('the home page has no serious or critical axe violations (light)', async ({ page }) => {
  await page.goto('/');
  await scrollToFooter(page);
  await expect(page.getByText('Demo modu: lisanssız kurulum')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page has no serious or critical axe violations (dark)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('bnwUserMode', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await scrollToFooter(page);
  await expect(page.getByText('Demo modu: lisanssız kurulum')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open menu has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(400); // the 300 ms slide-in
  expect(await seriousViolations(page)).toEqual([]);
});
