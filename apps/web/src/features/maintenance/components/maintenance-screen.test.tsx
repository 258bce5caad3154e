import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import { envelope } from '@/testing/fake-fetch';
import { MaintenanceScreen } from './maintenance-screen';

function answerStatus(up: boolean, message = '') {
  return vi
    .spyOn(api, 'call')
    .mockResolvedValue(
      envelope(up, up ? null : { maintenance: true, message }) as Awaited<ReturnType<typeof api.call>>,
    );
}

describe('MaintenanceScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a player home when the check on arrival says the site is up', async () => {
    const call = answerStatus(true);
    const { router } = renderWithApp(<MaintenanceScreen />, { path: '/maintenance' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(call).toHaveBeenCalledWith('maintenance.check_status', {}, { silent: true });
    expect(screen.queryByText('Kısa bir bakım yapıyoruz')).toBeNull();
  });

  it('explains the maintenance, with the operator’s note, when the site is down', async () => {
    answerStatus(false, 'Saat 14.00’te döneceğiz.');
    const { router } = renderWithApp(<MaintenanceScreen />, { path: '/maintenance' });
    expect(await screen.findByText('Kısa bir bakım yapıyoruz')).toBeTruthy();
    expect(screen.getByText('Saat 14.00’te döneceğiz.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maintenance');
  });
});
