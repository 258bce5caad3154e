import { describe, expect, it } from 'vitest';
import { chipCategories } from './lobby-categories';

const categories = [
  { CategoryID: 72, name: 'Hızlı Erişim', items: 2 },
  { CategoryID: 5, name: 'Canlı Casino', items: 0 },
  { CategoryID: 1, name: 'Slot', items: 4 },
];

describe('chipCategories', () => {
  it('leaves out a category without games, in the server order', () => {
    expect(chipCategories(categories, undefined).map((category) => category.CategoryID)).toEqual([72, 1]);
  });

  it("keeps an empty category when it is the page's own", () => {
    expect(chipCategories(categories, 5).map((category) => category.CategoryID)).toEqual([72, 5, 1]);
  });
});
