import type { MethodOutput, UserPart } from '@bnw/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  MINUTE_MS,
  clearContent,
  contentCounts,
  expectRefusal,
  insertMassMessage,
  isoFrom,
  settableClock,
} from './content-fixtures.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * Mass messages (crm.list_mass_messages, limit 10) with each player's own read state, and
 * crm.mark_mass_message_read, on both databases. A reading is one row per (player, message), so
 * a burst of the same call adds it once.
 */
type Page = MethodOutput<'crm.list_mass_messages'>;

const clock = settableClock();
const START = clock.now();
let app: TestApp;
let ayse: UserPart;
let mehmet: UserPart;
/** The visible messages, newest first. */
let visible: number[];
let future: number;
let withdrawn: number;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  // Players of a month's standing: every message below was sent to them.
  clock.set(Date.parse(isoFrom(START, -30 * DAY_MS)));
  const [ayseAccount, mehmetAccount] = [await createPlayer(app), await createPlayer(app)];
  clock.set(START);
  ayse = (await loginAs(app, ayseAccount)).user;
  mehmet = (await loginAs(app, mehmetAccount)).user;
});
afterAll(() => app.close());

beforeEach(async () => {
  clock.set(START);
  await clearContent(app);
  visible = [];
  // Twelve messages, one an hour: the newest was sent a minute ago.
  for (let hours = 0; hours < 12; hours += 1) {
    const publishedAt = isoFrom(START, -hours * 60 * MINUTE_MS - MINUTE_MS);
    visible.push(await insertMassMessage(app, START, { published_at: publishedAt, title: `Duyuru ${hours}` }));
  }
  future = await insertMassMessage(app, START, { published_at: isoFrom(START, 10 * MINUTE_MS) });
  withdrawn = await insertMassMessage(app, START, { status: 'inactive' });
});

async function list(user: UserPart, data: Record<string, unknown> = {}): Promise<Page> {
  const answer = await app.call<Page>('crm', 'list_mass_messages', data, user);
  expect(answer.result, answer.message).toBe(true);
  return answer.data;
}

async function markRead(user: UserPart, data: Record<string, unknown>): Promise<number> {
  const answer = await app.call<{ unreadCount: number }>('crm', 'mark_mass_message_read', data, user);
  expect(answer.result, answer.message).toBe(true);
  return answer.data.unreadCount;
}

async function readingRows(): Promise<number> {
  const row = await app.services.db
    .selectFrom('mass_message_reads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('crm.list_mass_messages', () => {
  it('answers the 10 newest published messages, all unread, and pages to the rest', async () => {
    const page = await list(ayse);
    expect(page.messages.map((message) => message.ID)).toEqual(visible.slice(0, 10));
    expect(page.messages.every((message) => !message.Read && message.ReadAt === null)).toBe(true);
    expect(page.pagination).toEqual({ total: 12, limit: 10, offset: 0 });
    expect(page.unreadCount).toBe(12);
    const rest = await list(ayse, { offset: 10 });
    expect(rest.messages.map((message) => message.ID)).toEqual(visible.slice(10));
    expect(page.messages[0]).toMatchObject({ Kind: 'news', Title: 'Duyuru 0', Link: null, LinkText: null });
  });

  it('shows a message written ahead of its time from that time on', async () => {
    expect((await list(ayse)).messages.map((message) => message.ID)).not.toContain(future);
    clock.set(Date.parse(isoFrom(START, 10 * MINUTE_MS)));
    const page = await list(ayse, { limit: 1 });
    expect(page.messages.map((message) => message.ID)).toEqual([future]);
    expect(page.unreadCount).toBe(13);
  });

  it('lists what was sent before the account existed as read, and counts only what came after', async () => {
    // Joined half an hour ago: 'Duyuru 0' (a minute ago) is theirs, the eleven older ones are not.
    clock.set(Date.parse(isoFrom(START, -30 * MINUTE_MS)));
    const account = await createPlayer(app);
    clock.set(START);
    const newcomer = (await loginAs(app, account)).user;
    const page = await list(newcomer);
    expect(page.pagination.total).toBe(12);
    expect(page.unreadCount).toBe(1);
    expect(page.messages.filter((message) => !message.Read).map((message) => message.ID)).toEqual([visible[0]]);
    expect(page.messages.find((message) => message.ID === visible[1])).toMatchObject({ Read: true, ReadAt: null });
    expect(await markRead(newcomer, { messageID: visible[0] })).toBe(0);
  });

  it('asks for a signed-in player', async () => {
    expectRefusal(await app.call('crm', 'list_mass_messages', {}), 'noPermission');
    expectRefusal(await app.call('crm', 'mark_mass_message_read', { all: true }), 'noPermission');
  });
});

describe('crm.mark_mass_message_read', () => {
  it("marks one message read for one player only; the other player's state is their own", async () => {
    const [newest, second] = visible as [number, number];
    expect(await markRead(ayse, { messageID: second })).toBe(11);
    const ayses = await list(ayse);
    expect(ayses.messages.find((message) => message.ID === second)).toMatchObject({
      Read: true,
      ReadAt: START.toISOString(),
    });
    expect(ayses.messages.find((message) => message.ID === newest)?.Read).toBe(false);
    const mehmets = await list(mehmet);
    expect(mehmets.unreadCount).toBe(12);
    expect(mehmets.messages.every((message) => !message.Read)).toBe(true);
  });

  it('keeps the first reading when marked again', async () => {
    const [newest] = visible as [number];
    await markRead(ayse, { messageID: newest });
    clock.advance(MINUTE_MS);
    expect(await markRead(ayse, { messageID: String(newest) })).toBe(11);
    const page = await list(ayse, { limit: 1 });
    expect(page.messages[0]).toMatchObject({ ID: newest, ReadAt: START.toISOString() });
    expect(await readingRows()).toBe(1);
  });

  it('marks every visible message read, not the future or withdrawn ones', async () => {
    await markRead(ayse, { messageID: visible[3] });
    expect(await markRead(ayse, { all: true })).toBe(0);
    expect(await readingRows()).toBe(12);
    expect((await list(mehmet)).unreadCount).toBe(12);
    clock.set(Date.parse(isoFrom(START, 10 * MINUTE_MS)));
    const later = await list(ayse);
    expect(later.unreadCount).toBe(1);
    expect(later.messages[0]).toMatchObject({ ID: future, Read: false });
  });

  it('adds a reading once under a burst of the same call, and once per message under a burst of "all"', async () => {
    const [newest] = visible as [number];
    const one = await Promise.all(
      Array.from({ length: 20 }, () => app.call('crm', 'mark_mass_message_read', { messageID: newest }, mehmet)),
    );
    expect(one.every((answer) => answer.result)).toBe(true);
    expect(await readingRows()).toBe(1);
    const all = await Promise.all(
      Array.from({ length: 10 }, () => app.call('crm', 'mark_mass_message_read', { all: true }, mehmet)),
    );
    expect(all.every((answer) => answer.result)).toBe(true);
    expect(await readingRows()).toBe(12);
    expect((await list(mehmet)).unreadCount).toBe(0);
  });

  it.each([
    ['an unknown id', { messageID: 2_000_000_000 }, 'massMessageNotFound'],
    ['a message not yet published', 'future', 'massMessageNotFound'],
    ['a withdrawn message', 'withdrawn', 'massMessageNotFound'],
    ['an id that is no number', { messageID: 'bir' }, 'massMessageNotFound'],
    ['an id with a control character', { messageID: '1\u0000' }, 'massMessageNotFound'],
    ['a negative id', { messageID: -1 }, 'massMessageNotFound'],
    ['neither an id nor all', {}, 'massMessageMarkInvalid'],
    ['both an id and all', 'both', 'massMessageMarkInvalid'],
    ['all: false', { all: false }, 'massMessageMarkInvalid'],
    ['all as text', { all: 'evet' }, 'massMessageMarkInvalid'],
    ['an unknown language', { all: true, Lang: 'de' }, 'languageInvalid'],
  ] as const)('refuses %s in Turkish and changes nothing', async (_label, data, key) => {
    const input =
      data === 'future'
        ? { messageID: future }
        : data === 'withdrawn'
          ? { messageID: withdrawn }
          : data === 'both'
            ? { messageID: visible[0], all: true }
            : data;
    const before = await contentCounts(app);
    expectRefusal(await app.call('crm', 'mark_mass_message_read', input, ayse), key);
    expect(await contentCounts(app)).toEqual(before);
  });
});

describe('bad list input', () => {
  it.each([
    [{ limit: 0 }, 'massMessagePageInvalid'],
    [{ limit: 11 }, 'massMessagePageInvalid'],
    [{ limit: 2.5 }, 'massMessagePageInvalid'],
    [{ offset: -1 }, 'massMessagePageInvalid'],
    [{ offset: 91 }, 'massMessagePageInvalid'],
    [{ offset: '\u0000' }, 'massMessagePageInvalid'],
    [{ Lang: 'tr\u0000' }, 'languageInvalid'],
  ] as const)('refuses %j in Turkish and changes nothing', async (data, key) => {
    const before = await contentCounts(app);
    expectRefusal(await app.call('crm', 'list_mass_messages', data, ayse), key);
    expect(await contentCounts(app)).toEqual(before);
  });
});
