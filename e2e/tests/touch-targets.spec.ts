import { type Locator, type Page, expect, test } from '@playwright/test';
import { scrollToFooter } from './helpers';

/*
 * Touch targets (WCAG 2.2, 2.5.8) on a 390×844 phone: no link or button smaller than 24×24 px,
 * and the controls a thumb aims at most at least 44 px tall.
 */
const MINIMUM_PX = 24;
const PRIMARY_PX = 44;

interface Target {
  name: string;
  width: number;
  height: number;
}

/** Every visible link, button and switch inside `scope`, with its size. */
function targetsIn(scope: Locator): Promise<Target[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll('a[href], button, [role="switch"], summary')]
      // A screen-reader-only element is 1 px: not a target anyone touches.
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
        return { name: name.trim().slice(0, 40), width: Math.round(box.width), height: Math.round(box.height) };
      })
      .filter((target) => target.width > 1 && target.height > 1),
  );
}

async function expectNoSmallTargets(scope: Locator): Promise<void> {
  const targets = await targetsIn(scope);
  expect(targets.length).toBeGreaterThan(3);
  const small = targets.filter((target) => target.width < MINIMUM_PX || target.height < MINIMUM_PX);
  expect(small, `targets under ${MINIMUM_PX}×${MINIMUM_PX} px`).toEqual([]);
}

async function expectPrimary(controls: Locator[]): Promise<void> {
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0, `${String(control)} is at least ${PRIMARY_PX} px tall`).toBeGreaterThanOrEqual(PRIMARY_PX);
  }
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToFooter(page);
  await expect(page.getByText('Demo modu: lisanssız kurulum')).toBeVisible();
}

test('the home page: nothing under 24 px; the header, the hero, the bottom bar and the footer links 44 px', async ({
  page,
}) => {
  await openHome(page);
  await expectNoSmallTargets(page.locator('body'));
  const bottomBar = page.getByRole('navigation', { name: 'Alt gezinme' });
  const header = page.getByTestId('header-bar');
  await expectPrimary([
    header.getByRole('link', { name: 'Giriş Yap' }),
    header.getByRole('link', { name: 'Üye Ol' }),
    page.getByRole('main').getByRole('link', { name: 'Hemen üye ol' }),
    ...(await bottomBar.getByRole('link').all()),
    bottomBar.getByRole('button', { name: 'Menü' }),
    ...(await page.getByRole('navigation', { name: 'Bilgi sayfaları' }).getByRole('link').all()),
  ]);
});

test('the login page: nothing under 24 px; the form and its links 44 px', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await expectNoSmallTargets(page.locator('body'));
  await expectPrimary([
    page.getByRole('button', { name: 'Giriş Yap' }),
    page.getByRole('button', { name: 'Şifreyi göster' }),
    page.getByRole('link', { name: 'Şifremi unuttum' }),
    page.getByRole('link', { name: 'Hemen üye olun' }),
  ]);
});

test('the drawer: every entry, the theme switch and the language buttons 44 px', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Menü' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('switch', { name: 'Karanlık mod' })).toBeVisible();
  await expectNoSmallTargets(drawer);
  await expectPrimary([
    ...(await drawer.getByRole('link').all()),
    ...(await drawer.getByRole('button').all()),
    drawer.getByRole('switch', { name: 'Karanlık mod' }),
  ]);
});
