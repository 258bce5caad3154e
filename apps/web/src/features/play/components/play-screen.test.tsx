import { MESSAGE_CODES } from '@bnw/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPlayTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { answerRequests, captureNotices, sessionSummary, signIn, signOut, startedGame } from '../testing/play-fixtures';
import { PlayScreen } from './play-screen';

beforeAll(() => loadPlayTexts());
beforeEach(signIn);
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(STORAGE_KEYS.returnUrl);
  signOut();
});

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/play/:type/:id', element: <PlayScreen /> },
      { path: '/play/:type/:id/:extra', element: <PlayScreen /> },
      { path: '/play/:type/:id/:gamingType/:providerName', element: <PlayScreen /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const refusal = (message: string, code: number) =>
  new ApiError('failed', message, { result: false, message, code, debug: null, data: null });
const PROVIDER_UNREACHABLE = 'Oyun sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.';

describe('starting the game an address names', () => {
  it('starts a slot with casino.init_game {gameID, isMobile: 1} and a virtual game by provider and type', async () => {
    const spy = answerRequests({
      'casino.init_game': startedGame,
      'virtualgames.init_game': startedGame,
      'finance.check_balance': [{ balance: 1_000, pending: 0, bonus: 0, currency: 'TRY' }],
      'casino.game_session_summary': sessionSummary(),
    });
    renderAt('/play/casino/12');
    await screen.findByTestId('game-frame');
    expect(spy).toHaveBeenCalledWith('casino.init_game', { gameID: 12, isMobile: 1 }, expect.anything());

    renderAt('/play/virtual/4/at-yarisi');
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        'virtualgames.init_game',
        { providerID: 4, type: 'at-yarisi' },
        expect.anything(),
      ),
    );
  });

  it('shows a plain "game not found" with a way back for any other type, calling nothing', async () => {
    const spy = answerRequests({});
    renderAt('/play/live/3');
    expect(await screen.findByText('Oyun bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slot oyunlarına dön' }).getAttribute('href')).toBe('/slot');
    renderAt('/play/casino/abc');
    expect(await screen.findAllByText('Oyun bulunamadı')).toHaveLength(2);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('a start that fails', () => {
  it("sends a virtual game home with the server's message", async () => {
    const notices = captureNotices();
    const message = 'Bu sağlayıcının böyle bir sanal oyunu yok.';
    answerRequests({
      'virtualgames.init_game': () => Promise.reject(refusal(message, MESSAGE_CODES.virtualGameNotFound)),
    });
    localStorage.setItem(STORAGE_KEYS.returnUrl, '/slot/provider/3');
    const router = renderAt('/play/virtual/4/kosu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(notices.negative).toHaveBeenCalledWith(message);
    // The return address is a slot's matter: left as it was.
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/slot/provider/3');
  });

  it('sends a slot to the stored return address, once, with the provider text for an unreachable provider', async () => {
    const notices = captureNotices();
    answerRequests({
      'casino.init_game': () =>
        Promise.reject(refusal('Oyun sağlayıcısına şu anda ulaşılamıyor.', MESSAGE_CODES.providerUnreachable)),
    });
    localStorage.setItem(STORAGE_KEYS.returnUrl, '/slot/provider/3');
    const router = renderAt('/play/casino/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/slot/provider/3'));
    expect(notices.negative).toHaveBeenCalledWith(PROVIDER_UNREACHABLE);
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
  });

  it('sends a slot to /slot without a usable return address, and an HTTP 500 reads as an unreachable provider', async () => {
    const notices = captureNotices();
    answerRequests({
      'casino.init_game': () => Promise.reject(new ApiError('server', 'Bazı sorunlar yaşanıyor.')),
    });
    localStorage.setItem(STORAGE_KEYS.returnUrl, '//evil.example/x');
    const router = renderAt('/play/casino/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/slot'));
    expect(notices.negative).toHaveBeenCalledWith(PROVIDER_UNREACHABLE);
  });

  it("shows a slot's own refusal as the server wrote it", async () => {
    const notices = captureNotices();
    answerRequests({
      'casino.init_game': () => Promise.reject(refusal('Oyun bulunamadı.', MESSAGE_CODES.gameNotFound)),
    });
    const router = renderAt('/play/casino/99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/slot'));
    expect(notices.negative).toHaveBeenCalledWith('Oyun bulunamadı.');
  });
});
