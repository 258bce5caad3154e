import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, rpc, signIn } from './money-helpers';

/**
 * The site's one amount field on a phone (390x844): a minus sign is refused with a Turkish
 * message, never dropped (a dropped minus once made '-100' a ₺100 daily limit, a raise waiting 24
 * hours, and '-50' a ₺50 deposit); '1.000,50' reads as ₺1.000,50. Each test has its own player.
 */

test.use({ viewport: { width: 390, height: 844 } });

const SIGN_REFUSAL = 'Tutarda eksi (-) ya da artı (+) işareti olamaz.';

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

function asPlayer(player: TestPlayer) {
  return { uid: player.uid, sid: player.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
}

interface Limit {
  Kind: string;
  Period: string;
  AmountKurus: number | null;
  Pending: unknown;
}

/** The daily deposit limit as the server holds it. */
async function dailyDepositLimit(request: APIRequestContext, player: TestPlayer): Promise<Limit | undefined> {
  const answer = await rpc<{ Limits: Limit[] }>(request, 'protection.get_settings', {}, asPlayer(player));
  expect(answer.result).toBe(true);
  return answer.data.Limits.find((limit) => limit.Kind === 'deposit' && limit.Period === 'day');
}

/** How many deposits the player has, pending or not. */
async function depositCount(request: APIRequestContext, player: TestPlayer): Promise<number> {
  const answer = await rpc<{ total: number }>(
    request,
    'finance.list_transactions',
    { searchType: 1, limit: 10 },
    asPlayer(player),
  );
  expect(answer.result).toBe(true);
  return answer.data.total;
}

test('-100 as a daily deposit limit is refused in Turkish and the limit stays as it was', async ({ page, request }) => {
  const player = await createPlayer(request);
  await signIn(page, player);
  await page.goto('/responsible-gaming');
  const day = page.getByTestId('limit-deposit-day');
  await day.getByRole('button', { name: 'Limit koy' }).click();
  await day.getByRole('textbox').fill('1.000');
  await expect(day.getByText('₺1.000,00 olarak kaydedilecek.')).toBeVisible();
  await day.getByRole('button', { name: 'Kaydet' }).click();
  await expect(day.getByTestId('limit-amount')).toHaveText('₺1.000,00');

  await day.getByRole('button', { name: 'Değiştir' }).click();
  const field = day.getByRole('textbox');
  await field.fill('-100');
  await expect(day.getByRole('alert')).toHaveText(SIGN_REFUSAL);
  await day.getByRole('button', { name: 'Kaydet' }).click();
  await expect(day.getByRole('alert')).toHaveText(SIGN_REFUSAL);
  await expect(field).toHaveValue('-100');
  await expect(day.getByTestId('limit-amount')).toHaveText('₺1.000,00');
  await expect(day.getByTestId('pending-change')).toHaveCount(0);

  // Nothing reached the server: the limit is ₺1.000 with no change waiting, after a reload too.
  expect(await dailyDepositLimit(request, player)).toMatchObject({ AmountKurus: 100_000, Pending: null });
  await page.reload();
  await expect(page.getByTestId('limit-deposit-day').getByTestId('limit-amount')).toHaveText('₺1.000,00');
  await expect(page.getByTestId('limit-deposit-day').getByTestId('pending-change')).toHaveCount(0);
});

test('-50 as a deposit is refused in Turkish with no deposit made, and 1.000,50 deposits ₺1.000,50', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request);
  const depositsBefore = await depositCount(request, player);
  await signIn(page, player);
  await page.goto('/payment-actions');
  const card = page.getByRole('article', { name: 'Demo Anında Ödeme' });
  await card.getByRole('button', { name: 'Seç' }).click();
  const field = card.getByLabel('Tutar', { exact: true });
  await field.fill('-50');
  await expect(card.getByRole('alert')).toHaveText(SIGN_REFUSAL);
  await card.getByRole('button', { name: 'Yatır' }).click();
  await expect(card.getByRole('alert')).toHaveText(SIGN_REFUSAL);
  await expect(field).toHaveValue('-50');
  await expect(page.getByText(/Ödemeniz başlatıldı/)).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText('₺10.000,00');
  expect(await depositCount(request, player)).toBe(depositsBefore);

  await field.fill('1.000,50');
  await expect(card.getByText('Tutar: ₺1.000,50')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await card.getByRole('button', { name: 'Yatır' }).click();
  await expect(card.getByText('₺1.000,50 bakiyenize eklendi.')).toBeVisible({ timeout: 10_000 });
  await expect(headerBalance(page)).toHaveText('₺11.000,50');
  expect(await depositCount(request, player)).toBe(depositsBefore + 1);
});
