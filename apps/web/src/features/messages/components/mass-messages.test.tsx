import type { MassMessage } from '@bnw/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContentTexts } from '@/i18n';
import { answerRequests, signIn, signOut } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { MassMessages } from './mass-messages';

beforeAll(() => loadContentTexts());
beforeEach(() => signIn());
afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

function message(id: number, read: boolean, overrides: Partial<MassMessage> = {}): MassMessage {
  return {
    ID: id,
    Kind: 'tournament',
    Title: `Mesaj ${id}`,
    Text: `Mesaj ${id} metni.`,
    Link: '/tournaments',
    LinkText: 'Turnuvaya git',
    PublishedAt: '2026-11-22T10:00:00.000Z',
    Read: read,
    ReadAt: read ? '2026-11-22T11:00:00.000Z' : null,
    ...overrides,
  };
}

function answer(unreadCount: number) {
  return answerRequests({
    'crm.list_mass_messages': {
      messages: [message(1, false), message(2, true)],
      pagination: { total: 2, limit: 10, offset: 0 },
      unreadCount,
    },
    'crm.mark_mass_message_read': (data: Record<string, unknown>) => ({ unreadCount: data.all ? 0 : 0 }),
  });
}

describe("the operator's messages on /notifications", () => {
  it('asks for the newest 10 and shows unread ones apart, with the unread count', async () => {
    const calls = answer(1);
    renderWithApp(<MassMessages />);
    const items = await screen.findAllByTestId('mass-message');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    expect(within(items[0]!).getByText('Okunmadı')).toBeTruthy();
    expect(within(items[1]!).queryByText('Okunmadı')).toBeNull();
    expect(screen.getByRole('heading', { name: /Mesajlar/ }).textContent).toContain('1 okunmamış');
    expect(within(items[0]!).getByText('22 Kasım 2026 13:00')).toBeTruthy();
    expect(calls.mock.calls[0]?.[1]).toEqual({ limit: 10, offset: 0 });
  });

  it('opens a message with a tap and marks it read', async () => {
    const calls = answer(1);
    renderWithApp(<MassMessages />);
    const [first] = await screen.findAllByTestId('mass-message');
    const toggle = within(first!).getByRole('button', { name: /Mesaj 1/ });
    expect(within(first!).getByText('Mesaj 1 metni.').closest('[hidden]')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(first!).getByText('Mesaj 1 metni.').closest('[hidden]')).toBeNull();
    expect(within(first!).getByRole('link', { name: 'Turnuvaya git' }).getAttribute('href')).toBe('/tournaments');
    await waitFor(() => expect(first!.dataset.read).toBe('true'));
    expect(calls.mock.calls.find(([method]) => method === 'crm.mark_mass_message_read')?.[1]).toEqual({ messageID: 1 });
    expect(screen.queryByRole('button', { name: 'Tümünü okundu işaretle' })).toBeNull();
  });

  it('marks all read at once', async () => {
    const calls = answer(3);
    renderWithApp(<MassMessages />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('mass-message').every((item) => item.dataset.read === 'true')).toBe(true),
    );
    expect(calls.mock.calls.find(([method]) => method === 'crm.mark_mass_message_read')?.[1]).toEqual({ all: true });
  });
});
