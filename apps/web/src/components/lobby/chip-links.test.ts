import { describe, expect, it } from 'vitest';
import { centreInRow } from './chip-links';

/** An element whose box is given, as the browser would measure it. */
function boxed(left: number, width: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({
    left,
    width,
    right: left + width,
    top: 0,
    bottom: 44,
    height: 44,
    x: left,
    y: 0,
    toJSON: () => ({}),
  });
  return element;
}

describe('centreInRow', () => {
  it('scrolls the row sideways by what puts the chip in its middle', () => {
    const row = boxed(0, 400);
    row.scrollLeft = 30;
    centreInRow(row, boxed(500, 100));
    // The chip's middle (550) to the row's (200): 350 further.
    expect(row.scrollLeft).toBe(380);
  });

  it('scrolls back for a chip left of the middle', () => {
    const row = boxed(0, 400);
    row.scrollLeft = 300;
    centreInRow(row, boxed(20, 80));
    expect(row.scrollLeft).toBe(160);
  });
});
