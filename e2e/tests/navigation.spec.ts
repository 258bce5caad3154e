import { expect, test } from '@playwright/test';
import { scrollToFooter } from './helpers';

test('the home page renders in Turkish with the demo label and the licence list', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: 'BNW Casino’ya hoş geldiniz' })).toBeVisible();
  await expect(page.getByText('DEMO MODU · Oyun parası ile oynanır')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giriş Yap', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Üye Ol', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keşfet' })).toBeVisible();
  await scrollToFooter(page);
  await expect(page.getByText('Demo modu: lisanssız kurulum')).toBeVisible();
  await expect(page.getByText(/18 yaşından küçüklerin oyun oynaması yasaktır/)).toBeVisible();
  await expect(page).toHaveTitle('BNW Casino');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/boyle-bir-sayfa-yok');
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toBeVisible();
});

test('/home lands on /', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BNW Casino’ya hoş geldiniz' })).toBeVisible();
});

test('a login-required route lands on /login and stores the return address', async ({ page }) => {
  await page.goto('/profile?x=1');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByLabel('Kullanıcı adı veya e-posta')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/profile?x=1');
});

test('an information page and the FAQ render from the server', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeVisible();
  await expect(page.getByText(/^Son güncelleme: \d{1,2} \S+ \d{4}$/)).toBeVisible();
  const answer = page.getByText(/Demo modunda bakiyeniz oyun parasıdır/);
  await expect(answer).toBeHidden();
  await page.getByText('Demo modu nedir?').click();
  await expect(answer).toBeVisible();

  await page.getByRole('link', { name: 'Sosyal Medya' }).first().click();
  await expect(page).toHaveURL(/\/social-media$/);
  // No invented accounts: a new installation has no social links until the operator sets them.
  await expect(page.getByText('Henüz bir sosyal medya hesabı eklenmedi.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sosyal medya hesaplarımız' })).toHaveCount(0);
});

test('dark mode survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('switch', { name: 'Karanlık mod' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('bnwUserMode'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1, name: 'BNW Casino’ya hoş geldiniz' })).toBeVisible();
});

test('the language switch shows English and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to BNW Casino' })).toBeVisible();
});
