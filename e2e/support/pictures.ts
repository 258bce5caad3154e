import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * A picture of a screen for a person to look at (the landscape, dialog and back-office specs take
 * them in both themes and several sizes). Taken only when E2E_SCREENSHOTS is set: in CI nobody opens
 * them, and each is a full render and PNG encoding on a machine whose two cores run two specs.
 * Specs that compare pixels (no-emoji-art) call page.screenshot themselves.
 */
export async function pictureForReview(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot(options);
}
