import { expect, test } from '@playwright/test';
import { scrollToFooter } from './helpers';
import { ops } from './money-helpers';

test.afterAll(() => {
  ops('social', 'clear');
});

test('the footer and /social-media show the social links the operator set, and none by default', async ({
  page,
  context,
}) => {
  const footerLinks = (tab: typeof page) => tab.getByRole('navigation', { name: 'Sosyal medya hesaplarımız' });
  await page.goto('/');
  await scrollToFooter(page);
  await expect(page.getByRole('navigation', { name: 'Bilgi sayfaları' })).toBeVisible();
  await expect(footerLinks(page)).toHaveCount(0);

  expect(ops('social', 'set', 'instagram', 'https://www.instagram.com/ornek.hesap')).toContain(
    'Instagram: https://www.instagram.com/ornek.hesap',
  );
  // The site settings are kept per browser tab session: a new tab asks again.
  const tab = await context.newPage();
  await tab.goto('/');
  await scrollToFooter(tab);
  const instagram = footerLinks(tab).getByRole('link', { name: 'Instagram (yeni sekmede açılır)' });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/ornek.hesap');
  await expect(instagram).toHaveAttribute('target', '_blank');
  await tab.goto('/social-media');
  await expect(tab.getByRole('main').getByRole('link', { name: 'Instagram (yeni sekmede açılır)' })).toBeVisible();
});
