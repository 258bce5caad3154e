import { type Locator, expect } from '@playwright/test';

/*
 * Whether a player can reach a control on a small screen: measured against the page's viewport
 * (a control in the play page's frame reports its box in the page's coordinates).
 */

/** The control's whole box lies inside the page's screen (its viewport), and a tap at its centre reaches it. */
export async function expectOnScreen(control: Locator, what: string): Promise<void> {
  // Waits out a sheet that is still sliding in; the box below is then measured against the page.
  // Not quite 1: a control scrolled to the edge of a dialog's scroll area may be cut by a fraction of a pixel.
  await expect(control, `${what} in its viewport`).toBeInViewport({ ratio: 0.98 });
  const { width, height } = control.page().viewportSize() ?? { width: 0, height: 0 };
  // Polled: a live table draws its board anew when a round begins, so a box may be missing a moment.
  await expect
    .poll(async () => {
      const box = await control.boundingBox();
      const inside =
        box !== null &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= width + 0.5 &&
        box.y + box.height <= height + 0.5;
      return inside ? 'inside' : `at ${JSON.stringify(box)}`;
    }, `${what} inside ${width}x${height}`)
    .toBe('inside');
  // And nothing lies over it (a bar stuck to the foot of the screen covered the board): a tap at its
  // centre reaches it. Measured in the control's own document (the game's frame for the game's).
  const reached = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(reached, `${what} is covered`).toBe(true);
}

export async function expectAllOnScreen(controls: Locator, count: number, what: string): Promise<void> {
  await expect(controls).toHaveCount(count);
  for (let index = 0; index < count; index += 1) await expectOnScreen(controls.nth(index), `${what} #${index}`);
}

/** Scrolls the control into view (again, if the page drew it anew meanwhile) and checks it on screen. */
export async function bringOnScreen(control: Locator, what: string): Promise<void> {
  await expect(control, what).toBeVisible();
  await expect(async () => control.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 10_000 });
  await expectOnScreen(control, what);
}
