import { PANEL_HEADER, type RpcResponse } from '@bnw/contract';
import {
  type BackofficeMethodOutput,
  PANEL_BACKOFFICE,
  type StaffMessageKey,
  staffMessage,
  staffMessageText,
} from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { settableClock } from './content-fixtures.js';
import { createPlayer } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The back office's players list through the real app: every player page by page, narrowed by a
 * Turkish-folded search, the status and the Turkish days of registration, sorted (names in
 * Turkish alphabetical order), and every bad filter refused in Turkish.
 */
const clock = settableClock(new Date('2026-11-23T09:00:00.000Z'));
let app: TestApp;
let support: TestStaff;

type Page = BackofficeMethodOutput<'bo_players.search'>;
type CsvFile = BackofficeMethodOutput<'bo_players.export'>;

/** The surname every player of this file shares, so other files' players never mix in. */
const SURNAME = 'Listeoğlu';
const FIRST_NAMES = ['Zafer', 'Şule', 'Cem', 'Çetin', 'Selin', 'Derya'] as const;
const ids = new Map<string, number>();

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  support = await readyStaff(app, clock, 'liste.destek', 'support');
  for (const firstName of FIRST_NAMES) {
    const account = await createPlayer(app, { first_name: firstName, last_name: SURNAME });
    const row = await app.services.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', account.username)
      .executeTakeFirstOrThrow();
    ids.set(firstName, row.id);
  }
}, 60_000);
afterAll(() => app.close());

function list(data: Record<string, unknown>) {
  return staffCall<Page>(app, 'bo_players.search', data, asStaff(support));
}

async function firstNamesOf(data: Record<string, unknown>): Promise<string[]> {
  const page = await list({ query: SURNAME, ...data });
  if (!page.result) throw new Error(`${page.message} ${page.debug}`);
  return page.data.players.map((player) => player.firstName);
}

const idOf = (firstName: string) => ids.get(firstName) ?? 0;

describe('the players list', () => {
  it('lists everyone page by page without a search, each page distinct, the total the same', async () => {
    const first = await list({ limit: 2, offset: 0 });
    const second = await list({ limit: 2, offset: 2 });
    expect(first.result && second.result).toBe(true);
    expect(first.data.pagination.total).toBeGreaterThanOrEqual(FIRST_NAMES.length);
    expect(second.data.pagination.total).toBe(first.data.pagination.total);
    const seen = [...first.data.players, ...second.data.players].map((player) => player.id);
    expect(new Set(seen).size).toBe(4);
    // Newest first by default.
    expect(first.data.players[0]!.id).toBeGreaterThan(first.data.players[1]!.id);
  });

  it('finds by a name written in capitals the Turkish way', async () => {
    expect(await firstNamesOf({ query: 'ŞULE LİSTEOĞLU' })).toEqual(['Şule']);
    expect(await firstNamesOf({ query: 'çetin' })).toEqual(['Çetin']);
    expect((await firstNamesOf({})).sort()).toEqual([...FIRST_NAMES].sort());
  });

  it('sorts names in Turkish alphabetical order (Ç after C, Ş after S), both ways', async () => {
    const ascending = ['Cem', 'Çetin', 'Derya', 'Selin', 'Şule', 'Zafer'];
    expect(await firstNamesOf({ sort: 'name', descending: false })).toEqual(ascending);
    expect(await firstNamesOf({ sort: 'name', descending: true })).toEqual([...ascending].reverse());
    expect(await firstNamesOf({ sort: 'id', descending: false })).toEqual([...FIRST_NAMES]);
  });

  it('narrows by status', async () => {
    await app.services.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', idOf('Derya')).execute();
    try {
      expect(await firstNamesOf({ status: 'inactive' })).toEqual(['Derya']);
      expect(await firstNamesOf({ status: 'active' })).not.toContain('Derya');
    } finally {
      await app.services.db.updateTable('users').set({ status: 'active' }).where('id', '=', idOf('Derya')).execute();
    }
  });

  it('narrows by Turkish registration days, both ends included', async () => {
    const registered = async (firstName: string, at: string) =>
      app.services.db.updateTable('users').set({ created_at: at }).where('id', '=', idOf(firstName)).execute();
    // 23:59:59 on 20 November in Istanbul, then its midnight that starts the 21st, then the 22nd's last second.
    await registered('Cem', '2026-11-20T20:59:59.000Z');
    await registered('Zafer', '2026-11-20T21:00:00.000Z');
    await registered('Selin', '2026-11-22T20:59:59.999Z');
    await registered('Şule', '2026-11-22T21:00:00.000Z');
    const period = { registeredFrom: '2026-11-21', registeredTo: '2026-11-22', sort: 'createdAt', descending: false };
    expect(await firstNamesOf(period)).toEqual(['Zafer', 'Selin']);
    expect(await firstNamesOf({ registeredTo: '2026-11-20' })).toEqual(['Cem']);
  });

  it('sorts by last login with those who never logged in last, either way', async () => {
    const loggedIn = async (firstName: string, at: string) =>
      app.services.db.updateTable('users').set({ last_login_at: at }).where('id', '=', idOf(firstName)).execute();
    await loggedIn('Cem', '2026-11-22T10:00:00.000Z');
    await loggedIn('Çetin', '2026-11-23T10:00:00.000Z');
    const newest = await firstNamesOf({ sort: 'lastLoginAt', descending: true });
    const oldest = await firstNamesOf({ sort: 'lastLoginAt', descending: false });
    expect(newest.slice(0, 2)).toEqual(['Çetin', 'Cem']);
    expect(oldest.slice(0, 2)).toEqual(['Cem', 'Çetin']);
  });

  it('exports what the filters find', async () => {
    const file = await staffCall<CsvFile>(
      app,
      'bo_players.export',
      { query: SURNAME.toLocaleUpperCase('tr'), registeredTo: '2026-11-20' },
      asStaff(support),
    );
    expect(file.result, file.message).toBe(true);
    expect(file.data.rows).toBe(1);
    expect(file.data.csv).toContain(';Cem;Listeoğlu;');
  });
});

describe('a bad filter', () => {
  async function expectRefused(data: Record<string, unknown>, key: StaffMessageKey) {
    const response = await app.post(
      { api: { class: 'bo_players', method: 'search' }, data, user: asStaff(support) },
      { [PANEL_HEADER]: PANEL_BACKOFFICE },
    );
    const answer = response.json() as RpcResponse<unknown>;
    // The protocol refuses in its envelope (a 5xx would stop the client); the text is Turkish.
    expect(response.statusCode).toBeLessThan(500);
    expect([answer.result, answer.code, answer.message]).toEqual([
      false,
      staffMessage(key).code,
      staffMessageText(key, 'tr'),
    ]);
  }

  it('is refused with a clear Turkish message', async () => {
    await expectRefused({ status: 'deleted' }, 'staffPlayerListFilterInvalid');
    await expectRefused({ sort: 'password' }, 'staffPlayerListFilterInvalid');
    await expectRefused({ descending: 'yes' }, 'staffPlayerListFilterInvalid');
    await expectRefused({ registeredFrom: '2026-02-30' }, 'staffPlayerListDateInvalid');
    await expectRefused({ registeredTo: '21.11.2026' }, 'staffPlayerListDateInvalid');
    await expectRefused({ registeredFrom: '2026-11-22', registeredTo: '2026-11-21' }, 'staffPlayerListPeriodBackwards');
    await expectRefused({ query: 'a' }, 'staffPlayerSearchInvalid');
    await expectRefused({ query: 'ç'.repeat(101) }, 'staffPlayerSearchInvalid');
    await expectRefused({ query: 'ay\u0007şe' }, 'invalidCharacter');
    await expectRefused({ limit: 51 }, 'staffPageInvalid');
    await expectRefused({ offset: 10_001 }, 'staffPageInvalid');
  });

  it('is refused by the CSV export too', async () => {
    const answer = await staffCall(app, 'bo_players.export', { status: 'x' }, asStaff(support));
    expect([answer.result, answer.code]).toEqual([false, staffMessage('staffPlayerListFilterInvalid').code]);
  });
});
