import { expect, test } from '@playwright/test';

test('an HTTP 500 shows the Turkish notice without timeout, blocks later requests and offers the reload', async ({
  page,
}) => {
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
  // The page's first calls go out together, before any answer: those already on their way when the
  // 500 came back are not "later" ones (one to three, with the machine's load). None after.
  const callsAtNotice = rpcCalls;
  expect(callsAtNotice).toBeGreaterThanOrEqual(1);
  const sentBefore = sent.length;

  // A later call (the FAQ's content) is refused without being sent: instead of a retry that
  // cannot work, the page says a reload is needed.
  await page.getByRole('link', { name: 'SSS' }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByText('Sunucuda bir sorun oluştu. Devam etmek için sayfayı yenileyin.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tekrar dene' })).toHaveCount(0);
  expect(sent.length).toBe(sentBefore);
  expect(rpcCalls).toBe(callsAtNotice);

  // No timeout: the notice is still there well after the 1500 ms default.
  await page.waitForTimeout(2_500);
  await expect(notice).toBeVisible();

  // The server is back: the reload button brings the page.
  await page.unroute('**/endpoint/v1');
  await page.getByRole('button', { name: 'Sayfayı yenile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeVisible();
  await expect(page.getByText('Demo modu nedir?')).toBeVisible();
});
