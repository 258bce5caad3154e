import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { CategoryShortcuts } from './category-shortcuts';

afterEach(() => vi.restoreAllMocks());

describe("the home page's category shortcuts", () => {
  it('links each slot category with games by its CategoryID, and leaves out the empty ones', async () => {
    answerRequests({
      'casino.category_list': [
        { CategoryID: 72, name: 'Hızlı Erişim', items: 2 },
        { CategoryID: 1, name: 'Slot', items: 4 },
        { CategoryID: 4, name: 'Masa Oyunları', items: 2 },
        { CategoryID: 5, name: 'Canlı Casino', items: 0 },
      ],
    });
    renderWithApp(<CategoryShortcuts />);
    const nav = await screen.findByRole('navigation');
    const table = await within(nav).findByRole('link', { name: 'Masa Oyunları' });
    expect(table.getAttribute('href')).toBe('/slot/category/4');
    expect(within(nav).queryByRole('link', { name: 'Canlı Casino' })).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/slot', '/slot/category/4']);
  });
});
