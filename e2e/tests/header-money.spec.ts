import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, ops, pendingPaymentId, rpc, signIn } from './money-helpers';

/**
 * What a new player hit on the money side, on a phone: the header holds a large balance from
 * 320 px up, the balance follows a staff approval without a reload, and a rejected deposit
 * shows as refused with its reason. One player, in order, on the real server.
 */
test.describe.configure({ mode: 'serial' });

let player: TestPlayer;
const WIDTHS = [320, 360, 390] as const;
const THEMES = ['light', 'dark'] as const;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

function userPart() {
  return { uid: player.uid, sid: player.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
}

/** A bank transfer the player declares through the API (as the form would), ₺ in kuruş. */
async function declareBankDeposit(page: Page, amountKurus: number): Promise<string> {
  const methods = await rpc<Array<{ methodID: number; code: string; operatorAccounts: Array<{ id: number }> }>>(
    page.request,
    'finance.list_cash_methods',
    { Type: 1 },
    userPart(),
  );
  const bank = methods.data.find((method) => method.code === 'bank_transfer_deposit');
  if (!bank) throw new Error('no bank transfer method');
  const declared = await rpc<{ transaction: { transactionID: string } }>(
    page.request,
    'finance.save_bank_transfer',
    {
      methodID: bank.methodID,
      amount: amountKurus,
      operatorAccountID: bank.operatorAccounts[0]?.id,
      senderName: `${player.firstName} ${player.lastName}`,
      requestId: `e2e${Date.now().toString(36)}${amountKurus}`,
    },
    userPart(),
  );
  if (!declared.result) throw new Error(`save_bank_transfer: ${declared.message}`);
  return declared.data.transaction.transactionID;
}

/** The player coming back to the tab (TanStack Query listens to visibilitychange). */
async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

/**
 * The header's layout: how far anything reaches past the screen, and the logo's height (one
 * line: the 32 px mark; the name, when shown, one 28 px line).
 */
async function headerLayout(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const bar = header.querySelector<HTMLElement>('[data-testid="header-bar"]');
    const logo = header.querySelector<HTMLElement>('[data-testid="site-logo"]');
    const mark = logo?.firstElementChild;
    const name = logo?.lastElementChild;
    if (!bar || !logo || !mark || !name) throw new Error('header parts missing');
    const outside = [...header.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
    });
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    const wrapped: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) wrapped.push(text.textContent ?? '');
    }
    const nameBox = name.getBoundingClientRect();
    return {
      overflow: Math.max(
        bar.scrollWidth - bar.clientWidth,
        header.scrollWidth - header.clientWidth,
        document.documentElement.scrollWidth - window.innerWidth,
      ),
      outside: outside.map((element) => element.outerHTML.slice(0, 60)),
      wrapped,
      logoHeight: logo.getBoundingClientRect().height,
      markSize: [mark.getBoundingClientRect().width, mark.getBoundingClientRect().height],
      nameShown: nameBox.width > 1,
      nameHeight: nameBox.height,
    };
  });
}

async function expectHeaderHolds(page: Page, what: string, nameShown: boolean): Promise<void> {
  const layout = await headerLayout(page);
  expect(layout.overflow, what).toBeLessThanOrEqual(0);
  expect(layout.outside, what).toEqual([]);
  expect(layout.wrapped, what).toEqual([]);
  expect(layout.markSize, what).toEqual([32, 32]);
  expect(layout.logoHeight, what).toBeLessThanOrEqual(32);
  expect(layout.nameShown, what).toBe(nameShown);
  if (nameShown) expect(layout.nameHeight, what).toBeLessThanOrEqual(28);
}

/** Screenshots to look at, only when asked for: E2E_SCREENSHOTS=<folder>. */
async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

async function setTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('bnwUserMode', value), theme);
}

/** Answers finance.check_balance with `kurus` (no deposit method reaches the largest balance). */
async function fakeBalance(page: Page, kurus: number): Promise<void> {
  await page.route('**/endpoint/v1', async (route) => {
    const body = route.request().postDataJSON() as { api?: { method?: string } } | null;
    if (body?.api?.method !== 'check_balance') return route.fallback();
    const data = [{ balance: kurus, pending: 0, currency: 'TRY' }];
    return route.fulfill({ json: { result: true, message: '', code: 200, debug: null, data } });
  });
}

test('the header balance follows a staff approval when the player comes back to the tab', async ({ page }) => {
  // Four staff commands, each its own process (`npm run ops`): seconds each on two busy cores.
  test.setTimeout(120_000);
  await signIn(page, player);
  await page.goto('/');
  await expect(headerBalance(page)).toHaveText('₺10.000,00');
  for (const amount of [5_000_000, 5_000_000]) await declareBankDeposit(page, amount);
  for (let approved = 0; approved < 2; approved += 1) {
    const id = pendingPaymentId((line) => line.includes(player.username) && line.includes('₺50.000,00'));
    expect(ops('payments', 'approve', id)).toContain('onaylandı');
  }
  await returnToTab(page);
  await expect(headerBalance(page)).toHaveText('₺110.000,00');
});

for (const [shown, kurus] of [
  ['₺110.000,00', null],
  ['₺10.000.000,00', 1_000_000_000],
] as const) {
  test(`the header holds ${shown} on one line from 320 px up, in light and dark`, async ({ page }) => {
    if (kurus !== null) await fakeBalance(page, kurus);
    await signIn(page, player);
    for (const theme of THEMES) {
      await setTheme(page, theme);
      for (const width of [...WIDTHS, 400]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/');
        await expect(headerBalance(page)).toHaveText(shown);
        await expectHeaderHolds(page, `${shown} at ${width} px, ${theme}`, width >= 380);
        await screenshot(page, `header-${kurus ?? 'real'}-${width}-${theme}`);
      }
    }
  });
}

test('logged out, the header holds the logo and both buttons on one line from 320 px up', async ({ page }) => {
  for (const width of [...WIDTHS, 400]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Üye Ol' })).toBeVisible();
    await expectHeaderHolds(page, `logged out at ${width} px`, width >= 380);
    await screenshot(page, `header-logged-out-${width}`);
  }
});

/** Each screen at both phone widths in both themes, for a person to look at (E2E_SCREENSHOTS). */
async function screenshotEverywhere(page: Page, url: string, name: string, ready: () => Promise<void>): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const theme of THEMES) {
    await setTheme(page, theme);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(url);
      await ready();
      await screenshot(page, `${name}-${width}-${theme}`);
    }
  }
}

test('a rejected deposit shows struck through and grey with its reason, in the history and the notifications', async ({
  page,
}) => {
  await signIn(page, player);
  const id = await declareBankDeposit(page, 100_000);
  expect(ops('payments', 'reject', id, 'Havale', 'hesabımıza', 'ulaşmadı')).toContain('reddedildi');

  await page.goto('/finance-history');
  const row = page.getByTestId('transaction-row').filter({ hasText: `İşlem no: ${id}` });
  await expect(row).toContainText('Reddedildi');
  await expect(row.getByTestId('refusal-reason')).toHaveText('Gerekçe: Havale hesabımıza ulaşmadı');
  const amount = row.locator('s', { hasText: '+₺1.000,00' });
  await expect(amount).toHaveCSS('text-decoration-line', 'line-through');
  const approved = page
    .getByTestId('transaction-row')
    .filter({ hasText: 'Tamamlandı' })
    .first()
    .getByText('+₺50.000,00');
  expect(await amount.evaluate((element) => getComputedStyle(element).color)).not.toBe(
    await approved.evaluate((element) => getComputedStyle(element).color),
  );
  await screenshotEverywhere(page, '/finance-history', 'history-rejected', () => expect(row).toBeVisible());

  // The account history names the welcome money for what it is.
  await page.goto('/account-history');
  const welcome = page.getByTestId('transaction-row').filter({ hasText: 'Hoş geldin oyun parası (demo)' });
  await expect(welcome).toContainText('+₺10.000,00');
  await expect(welcome).not.toContainText('Düzeltme');
  await screenshotEverywhere(page, '/account-history', 'account-history', () => welcome.scrollIntoViewIfNeeded());

  await page.goto('/notifications');
  const notice = page.getByTestId('notification').filter({ hasText: '₺1.000,00 yatırımınız reddedildi' });
  await expect(notice).toContainText('Gerekçe: Havale hesabımıza ulaşmadı');
  await expect(page.getByTestId('notification').filter({ hasText: '₺50.000,00 yatırımınız onaylandı' })).toHaveCount(2);
  await screenshotEverywhere(page, '/notifications', 'notifications-rejected', () => expect(notice).toBeVisible());
});

test('hiding the balance in the header hides it on the money page too', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/payment-actions?tab=withdraw');
  await expect(page.getByTestId('available-balance')).toHaveText('₺110.000,00');
  await page.getByRole('button', { name: 'Bakiyeyi gizle' }).click();
  await expect(page.getByTestId('available-balance')).toHaveText('••••gizli');
  await page.getByRole('article', { name: 'Banka Hesabına Çekim' }).getByRole('button', { name: 'Seç' }).click();
  await expect(page.getByText('Çekilebilir bakiye: ••••gizli')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('₺110.000,00');
  await screenshotEverywhere(page, '/payment-actions?tab=withdraw', 'payment-hidden', async () => {
    await page.getByRole('article', { name: 'Banka Hesabına Çekim' }).getByRole('button', { name: 'Seç' }).click();
    await expect(page.getByText('Çekilebilir bakiye: ••••gizli')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Bakiyeyi göster' }).click();
  await expect(page.getByTestId('available-balance')).toHaveText('₺110.000,00');
});

test('at the deepest page the history asks to narrow the dates', async ({ page }) => {
  // A thousand rows at once (the server gives 20 a page): the note the site shows at that depth,
  // and the count as the server gives it (no further than one line past what a player can page to).
  await page.route('**/endpoint/v1', async (route) => {
    const body = route.request().postDataJSON() as { api?: { method?: string } } | null;
    if (body?.api?.method !== 'list_transactions') return route.fallback();
    const answer = await (await route.fetch()).json();
    const [first] = answer.data.items;
    const items = Array.from({ length: 1_000 }, (_, index) => ({ ...first, transactionID: `DEEP${index}` }));
    return route.fulfill({ json: { ...answer, data: { items, total: 1_001 } } });
  });
  await signIn(page, player);
  await page.goto('/finance-history');
  const note = page.getByText('Daha eski işlemler için tarih aralığını daraltın.');
  // A thousand rows rendered at once take more than the usual 10 s on a loaded machine.
  await expect(note).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Daha fazla' })).toHaveCount(0);
  await expect(page.getByText('1.000+ işlemden 1.000 tanesi gösteriliyor')).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.goto('/finance-history');
      await note.scrollIntoViewIfNeeded();
      await screenshot(page, `history-depth-390-${theme}`);
    }
  }
});
