import { expect, test } from '@playwright/test';

test('an HTTP 500 shows the Turkish notice without timeout and blocks later requests', async ({ page }) => {
  let rpcCalls = 0;
  await page.route('**/endpoint/v1', async (route) => {
    rpcCalls += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ result: false, message: 'Sunucu hatası', code: 500, debug: null, data: null }),
    });
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/endpoint/')) sent.push(request.url());
  });

  await page.goto('/');
  const notice = page.getByText('Bazı sorunlar yaşanıyor, lütfen daha sonra tekrar deneyin.');
  await expect(notice).toBeVisible();
  expect(rpcCalls).toBe(1);
  const sentBefore = sent.length;

  // A later call (the FAQ's content) is refused without being sent.
  await page.getByRole('link', { name: 'SSS' }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByText('Önceki bir hata nedeniyle istek engellendi.')).toBeVisible();
  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page.getByText('Önceki bir hata nedeniyle istek engellendi.')).toBeVisible();
  expect(sent.length).toBe(sentBefore);
  expect(rpcCalls).toBe(1);

  // No timeout: the notice is still there well after the 1500 ms default.
  await page.waitForTimeout(2_500);
  await expect(notice).toBeVisible();
});
