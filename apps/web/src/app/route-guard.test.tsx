import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { initialAppState, useAppStore } from '@/stores/app-store';
import { RouteGuard } from './route-guard';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>ana sayfa</p> },
      {
        path: '/home',
        element: (
          <RouteGuard flags={{ checkMaintenance: true, requiresAuth: false }}>
            <p>eski</p>
          </RouteGuard>
        ),
      },
      {
        path: '/login',
        element: (
          <RouteGuard flags={{ checkMaintenance: true, requiresAuth: false, guestOnly: true }}>
            <p>giriş</p>
          </RouteGuard>
        ),
      },
      { path: '/finance-history', element: <p>finans geçmişi</p> },
      { path: '/maintenance', element: <p>bakım</p> },
      {
        path: '/profile',
        element: (
          <RouteGuard flags={{ checkMaintenance: true, requiresAuth: true }}>
            <p>profil</p>
          </RouteGuard>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const logIn = () => {
  localStorage.setItem(STORAGE_KEYS.userSession, '{"uid":"u1","sid":"s1"}');
  useAppStore.setState({ isLoggedIn: true, user: { uid: 'u1', sid: 's1' }, userProfile: { uid: 'u1' } });
};

describe('RouteGuard', () => {
  beforeEach(() => useAppStore.setState(initialAppState()));

  it('sends a visitor without session to /login and stores the full path, hash included', async () => {
    const router = renderAt('/profile?x=1#ust');
    expect(await screen.findByText('giriş')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/profile?x=1#ust');
    expect(screen.queryByText('profil')).toBeNull();
  });

  it('shows a login-required page to a logged-in player', () => {
    logIn();
    renderAt('/profile');
    expect(screen.getByText('profil')).toBeTruthy();
  });

  it('lets a stored auth record in, waits for its session refresh, then shows the page', () => {
    localStorage.setItem(STORAGE_KEYS.userAuth, '{"sid":"s"}');
    useAppStore.setState({ sessionRefreshing: true });
    renderAt('/profile');
    expect(screen.getByRole('status').textContent).toBe('Oturumunuz kontrol ediliyor…');
    act(() => logIn());
    expect(screen.getByText('profil')).toBeTruthy();
  });

  it('offers the login, coming back here, when the session ends on the page', () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.userAuth, '{"sid":"s"}');
    renderAt('/profile?x=1');
    act(() => useAppStore.getState().clearSession());
    expect(screen.getByRole('heading', { name: 'Giriş yapmanız gerekiyor' })).toBeTruthy();
    expect(screen.queryByText('profil')).toBeNull();
    screen.getByRole('link', { name: 'Giriş Yap' }).click();
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/profile?x=1');
  });

  it('sends a logged-in player away from /login to the stored return address, and forgets it', async () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.returnUrl, '/finance-history');
    const router = renderAt('/login');
    expect(await screen.findByText('finans geçmişi')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/finance-history');
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
  });

  it('sends a logged-in player away from /login home when nothing is stored', async () => {
    logIn();
    const router = renderAt('/login');
    expect(await screen.findByText('ana sayfa')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows /login to a visitor', () => {
    renderAt('/login');
    expect(screen.getByText('giriş')).toBeTruthy();
  });

  it('sends /home to /', async () => {
    const router = renderAt('/home');
    expect(await screen.findByText('ana sayfa')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends flagged routes to /maintenance while the flag is set', async () => {
    localStorage.setItem(STORAGE_KEYS.siteUnderMaintenance, 'true');
    localStorage.setItem(STORAGE_KEYS.userAuth, '{"sid":"s"}');
    renderAt('/profile');
    expect(await screen.findByText('bakım')).toBeTruthy();
  });
});
