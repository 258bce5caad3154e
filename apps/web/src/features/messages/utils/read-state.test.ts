import type { MassMessage } from '@bnw/contract';
import { describe, expect, it } from 'vitest';
import { markedRead } from './read-state';

function message(id: number, read: boolean): MassMessage {
  return {
    ID: id,
    Kind: 'news',
    Title: `Mesaj ${id}`,
    Text: 'Metin',
    Link: null,
    LinkText: null,
    PublishedAt: '2026-11-22T10:00:00.000Z',
    Read: read,
    ReadAt: read ? '2026-11-22T11:00:00.000Z' : null,
  };
}

const page = {
  messages: [message(1, false), message(2, true), message(3, false)],
  pagination: { total: 14, limit: 10, offset: 0 },
  // Two more unread messages are on a later page.
  unreadCount: 4,
};

describe('marking messages read in the list', () => {
  it('marks one, lowers the count by one, and keeps an earlier reading as it was', () => {
    const next = markedRead(page, { messageID: 1 }, '2026-11-23T09:00:00.000Z');
    expect(next.messages.map((m) => [m.ID, m.Read, m.ReadAt])).toEqual([
      [1, true, '2026-11-23T09:00:00.000Z'],
      [2, true, '2026-11-22T11:00:00.000Z'],
      [3, false, null],
    ]);
    expect(next.unreadCount).toBe(3);
    expect(markedRead(page, { messageID: 2 }, 'x').unreadCount).toBe(4);
  });

  it('marks every message and the count, later pages too, to zero', () => {
    const next = markedRead(page, { all: true }, '2026-11-23T09:00:00.000Z');
    expect(next.messages.every((m) => m.Read)).toBe(true);
    expect(next.unreadCount).toBe(0);
  });
});
