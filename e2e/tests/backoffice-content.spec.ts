import { expect, test } from '@playwright/test';
import { DESKTOP, addStaffMember, screenshots, setUpAndLogIn } from '../support/backoffice';
import { pictureForReview } from '../support/pictures';

/**
 * The back office's content pages: a content staff member creates a slider,
 * published with a window around now, watching its banner drawn beside the form as they type; the
 * list says it is live now, and the player site's home page, opened in a second page of the same
 * browser, shows it. Screenshots of the slider list, the slider's form with its preview and the
 * mass message composer, at the desktop and tablet sizes, light and dark.
 */
test.use({ viewport: DESKTOP });
test.describe.configure({ mode: 'serial' });
// Twelve screenshots (three pages, two sizes, two themes) on top of the journey.
test.setTimeout(150_000);

const PASSWORD = 'İçerik-parolası-2026';

test('a content staff member publishes a slider and the home page shows it', async ({ page, context, browser }) => {
  const title = `Bahar Şenliği ${Date.now().toString(36)}`;
  const headline = 'Çifte Çevrim';
  await setUpAndLogIn(page, addStaffMember('content'), PASSWORD);

  // The content menu: sliders, then a new one.
  await page.getByRole('menuitem', { name: 'Slaytlar' }).click();
  await expect(page).toHaveURL(/\/backoffice\/content-sliders/);
  await page.getByRole('link', { name: 'Oluştur' }).click();
  await expect(page).toHaveURL(/\/backoffice\/content-sliders\/create$/);

  // The form: words, the banner's words (its picture redrawn beside the form), the window as it
  // comes (from now for a week, Istanbul time) and published.
  await page.getByLabel('Başlık').fill(title);
  await page.getByLabel(/^Metin/).fill('Bahar boyunca her yatırıma ek bonus.');
  await page.getByLabel('Bağlantı (site içi yol, ör. /promotions)').fill('/promotions');
  await page.getByLabel('Bağlantı metni').fill('Detaylar');
  await expect(page.getByLabel('Başlangıç (İstanbul saati)')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  const preview = page.getByTestId('art-preview');
  await expect(preview).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const before = await preview.getAttribute('src');
  await page.getByLabel('Büyük yazı (ör. %100)').fill(headline);
  await expect(preview).not.toHaveAttribute('src', before ?? '');
  expect(decodeURIComponent((await preview.getAttribute('src')) ?? '')).toContain(headline);

  // An amount that is not one is refused in Turkish, nothing saved; then a real one.
  await page.getByLabel('Tutar (₺, isteğe bağlı)').fill('beş bin');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Tutar geçersiz: lira olarak girin (ör. 1.234,56).').first()).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await page.getByLabel('Tutar (₺, isteğe bağlı)').fill('5.000');
  await page.getByRole('button', { name: 'Kaydet' }).click();

  // Saved: the edit page with what the site does with it now.
  await expect(page).toHaveURL(/\/backoffice\/content-sliders\/\d+$/);
  await expect(page.getByTestId('slider-badge')).toHaveText('Şu an yayında');
  await expect(page.getByLabel('Tutar (₺, isteğe bağlı)')).toHaveValue('5.000,00');
  await expect(page.getByTestId('art-preview')).toBeVisible();
  await screenshots(page, 'content-slider-edit');

  // The list: the new slider, live now.
  await page.getByRole('menuitem', { name: 'Slaytlar' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('slider-badge')).toHaveText('Şu an yayında');
  await screenshots(page, 'content-slider-list');

  // The player's home page, in a second page of the same browser: the banner is there. The
  // server keeps the home page (with its first slides) for up to 10 s, so it may take a reload.
  const home = await context.newPage();
  await home.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    await home.goto('/');
    const slider = home.getByRole('region', { name: 'Öne çıkan kampanyalar' });
    await expect(slider.getByRole('img', { name: title })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await home.close();

  // Unpublished from the list: off at once, and gone from the home page of a new visitor once the
  // server's copy of the page has expired.
  await row.getByRole('button', { name: 'Yayından kaldır' }).click();
  await expect(row.getByTestId('slider-badge')).toHaveText('Kapalı');
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
  const again = await visitor.newPage();
  await expect(async () => {
    await again.goto('/');
    await expect(again.getByRole('region', { name: 'Öne çıkan kampanyalar' })).toBeVisible({ timeout: 2_000 });
    await expect(again.getByRole('img', { name: title })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.close();

  // The mass message composer with its notification preview.
  // The slider list has its own "Oluştur": wait for the messages' list before pressing it.
  await page.getByRole('menuitem', { name: 'Toplu mesajlar' }).click();
  await expect(page).toHaveURL(/\/backoffice\/content-messages$/);
  await page.getByRole('link', { name: 'Oluştur' }).click();
  await expect(page).toHaveURL(/\/backoffice\/content-messages\/create$/);
  await page.getByLabel('Başlık').fill('Hafta sonu turnuvası başlıyor');
  await page
    .getByLabel(/^Metin/)
    .fill('Cumartesi 20:00’de başlayan slot turnuvasında ₺50.000 ödül havuzu sizi bekliyor.');
  await expect(page.getByTestId('message-preview')).toContainText('Hafta sonu turnuvası başlıyor');
  await screenshots(page, 'content-message-compose');
});

/** Each content list opens with its records, and its first record's form with its preview or its note. */
test('every content list and its first record open', async ({ page }) => {
  await setUpAndLogIn(page, addStaffMember('content'), PASSWORD);
  const areas = [
    ['Promosyonlar', 'content-promotions', 'content-preview'],
    ['Açılır pencereler', 'content-popups', 'content-preview'],
    ['Turnuvalar', 'content-tournaments', 'content-preview'],
    ['Toplu mesajlar', 'content-messages', 'content-preview'],
    ['Bilgi sayfaları', 'content-pages', null],
    ['Lisanslar', 'content-licences', null],
  ] as const;
  for (const [menu, resource, previewId] of areas) {
    await page.getByRole('menuitem', { name: menu }).click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/${resource}`));
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await pictureForReview(page, { path: test.info().outputPath(`${resource}-list.png`), fullPage: true });
    await rows.first().click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/${resource}/[^/]+$`));
    await expect(page.locator('form').first()).toBeVisible();
    if (previewId) await expect(page.getByTestId(previewId)).toBeVisible();
    await page.waitForTimeout(800);
    await pictureForReview(page, { path: test.info().outputPath(`${resource}-edit.png`), fullPage: true });
  }
});
