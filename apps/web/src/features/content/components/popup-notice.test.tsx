import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { answerRequests, callsOf, signIn, signOut } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { popup } from '../testing/content-fixtures';
import { PopupNotice } from './popup-notice';

beforeEach(() => {
  localStorage.clear();
  // What app start does at every load (section 4).
  localStorage.setItem('modalStatus', '1');
});
afterEach(() => vi.restoreAllMocks());

describe('the pop-up', () => {
  it("waits for a signed-in player's protection prompt, and shows after it is closed", async () => {
    signIn();
    useAppStore.getState().setArrivalPrompt('undecided');
    answerRequests({ 'cmscontroller.popupInformation': [popup(1)] });
    const { container } = renderWithApp(<PopupNotice />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    act(() => useAppStore.getState().setArrivalPrompt('showing'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    // Not yet spent: the visit may still show it once the deposit limit offer is answered.
    expect(localStorage.getItem('modalStatus')).toBe('1');
    act(() => useAppStore.getState().setArrivalPrompt('clear'));
    expect(await screen.findByRole('dialog', { name: 'Duyuru 1' })).toBeTruthy();
    signOut();
  });

  it('shows once as a named, described dialog, and not again after closing and a new start', async () => {
    const calls = answerRequests({ 'cmscontroller.popupInformation': [popup(1)] });
    const first = renderWithApp(<PopupNotice />);
    const dialog = await screen.findByRole('dialog', { name: 'Duyuru 1' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Duyuru 1 metni.')).toBeTruthy();
    expect(localStorage.getItem('modalStatus')).toBe('0');
    expect(calls.mock.calls[0]?.[1]).toEqual({ SiteType: 'mobile', siteId: 111 });

    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('closedPopups')).toBe('[1]');
    first.unmount();

    // A reload: app start sets modalStatus to 1 again, but the closed pop-up stays closed.
    localStorage.setItem('modalStatus', '1');
    const { container } = renderWithApp(<PopupNotice />);
    await waitFor(() => expect(callsOf(calls, 'cmscontroller.popupInformation')).toBe(2));
    expect(container.textContent).toBe('');
  });

  it('does not come back in the same visit once shown, and asks nothing then', async () => {
    localStorage.setItem('modalStatus', '0');
    const calls = answerRequests({ 'cmscontroller.popupInformation': [popup(1)] });
    const { container } = renderWithApp(<PopupNotice />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(callsOf(calls, 'cmscontroller.popupInformation')).toBe(0);
  });

  it('closes with Escape, and its link closes it too', async () => {
    answerRequests({ 'cmscontroller.popupInformation': [popup(1), popup(2)] });
    const first = renderWithApp(<PopupNotice />);
    const dialog = await screen.findByRole('dialog', { name: 'Duyuru 1' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    localStorage.setItem('modalStatus', '1');
    const { router } = renderWithApp(<PopupNotice />);
    fireEvent.click(await screen.findByRole('link', { name: 'Turnuvaya katıl' }));
    expect(router.state.location.pathname).toBe('/tournaments');
    expect(JSON.parse(localStorage.getItem('closedPopups') ?? '[]')).toEqual([1, 2]);
  });
});
