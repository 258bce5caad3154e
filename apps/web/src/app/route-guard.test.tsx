import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
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
      { path: '/login', element: <p>giriş</p> },
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

describe('RouteGuard', () => {
  it('sends a visitor without session to /login and stores the full path, hash included', async () => {
    const router = renderAt('/profile?x=1#ust');
    expect(await screen.findByText('giriş')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/profile?x=1#ust');
    expect(screen.queryByText('profil')).toBeNull();
  });

  it('shows the page with a stored auth record', () => {
    localStorage.setItem(STORAGE_KEYS.userAuth, '{"sid":"s"}');
    renderAt('/profile');
    expect(screen.getByText('profil')).toBeTruthy();
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
