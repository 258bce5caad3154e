import { type Page, expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/**
 * Player protection on a phone (issue #12): a daily deposit limit set on /responsible-gaming
 * refuses a deposit above it with the limit and its reset in Turkish; a time-out taken there
 * refuses the deposit and a spin of our slot with a clear message. One player, in order.
 */
test.describe.configure({ mode: 'serial' });

let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

async function tryDeposit(page: Page, lira: string) {
  await page.goto('/payment-actions');
  const card = page.getByRole('article', { name: 'Demo Anında Ödeme' });
  await card.getByRole('button', { name: 'Seç' }).click();
  await card.getByLabel('Tutar', { exact: true }).fill(lira);
  await card.getByRole('button', { name: 'Yatır' }).click();
  return card;
}

test('a daily deposit limit set on /responsible-gaming refuses a deposit above it, in Turkish', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/responsible-gaming');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeVisible();
  const day = page.getByTestId('limit-deposit-day');
  await day.getByRole('button', { name: 'Limit koy' }).click();
  await day.getByRole('textbox').fill('100');
  await day.getByRole('button', { name: 'Kaydet' }).click();
  await expect(day.getByTestId('limit-amount')).toHaveText('₺100,00');

  const card = await tryDeposit(page, '150');
  await expect(card.getByText(/^Günlük yatırım limitiniz ₺100,00; bu yatırım limiti aşıyor\./).first()).toBeVisible();
  await expect(headerBalance(page)).toHaveText('₺10.000,00');
});

test('a time-out refuses a deposit and a spin of our slot with a clear message', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, player);
  await page.goto('/responsible-gaming');
  // The radio itself is visually hidden behind its label: checked as a player's tap on the label would.
  await page.getByRole('radio', { name: '24 saat' }).check({ force: true });
  await page.getByRole('button', { name: 'Oyun arası ver' }).click();
  await page.getByRole('button', { name: 'Evet, oyun arası ver' }).click();
  await expect(page.getByText('Oyun aranız sürüyor')).toBeVisible();

  const card = await tryDeposit(page, '50');
  await expect(card.getByText(/^Oyun arası veriyorsunuz: .+ tarihine kadar yatırım yapamaz/).first()).toBeVisible();

  await page.goto('/slot');
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('MEYVE PAZARI');
  await page.getByRole('link', { name: /^Meyve Pazarı,/ }).click();
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-balance')).toHaveText('₺10.000,00', { timeout: 15_000 });
  await game.getByTestId('spin-button').click();
  await expect(game.getByText(/Oyun arası veriyorsunuz: .+ tarihine kadar/)).toBeVisible();
  await expect(game.getByTestId('game-balance')).toHaveText('₺10.000,00');
});
