import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { paths } from '@/config/paths';
import { SITE_SETTINGS_SESSION_KEY } from '@/lib/site-settings';
import { GameLayout } from './game-layout';

const BANNER = 'DEMO MODU · Oyun parası ile oynanır';

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<GameLayout />}>
            <Route path={paths.play.path} element={<p>oyun sayfası</p>} />
            <Route path={paths.studio.path} element={<p>stüdyo oyunu</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() =>
  sessionStorage.setItem(SITE_SETTINGS_SESSION_KEY, JSON.stringify({ demoMode: true, siteName: 'BNW Casino' })),
);
afterEach(() => sessionStorage.clear());

describe('the game layout in demo mode', () => {
  it('labels the play page with the demo banner', async () => {
    renderAt(paths.play.getHref('casino', 6));
    expect(await screen.findByText('oyun sayfası')).toBeTruthy();
    expect(screen.getByText(BANNER)).toBeTruthy();
  });

  it("leaves it out of our studio's game page, which the play page frames under its own banner", async () => {
    renderAt(paths.studio.getHref('k-meyve-pazari', 6));
    expect(await screen.findByText('stüdyo oyunu')).toBeTruthy();
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});
