import type { Ticket } from '@bnw/contract';
import { BACKOFFICE_MESSAGES, CSV_BOM } from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { settableClock } from './content-fixtures.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The ticket queue's and the player search's CSV files, built by the server: Turkish headers, the
 * names of statuses and categories in Turkish, and times in Istanbul (UTC+3), day first, as a
 * Turkish Excel reads them; the very filter of the list on screen.
 */
const clock = settableClock(new Date('2026-11-23T08:00:00.000Z'));
let app: TestApp;
let support: TestStaff;
let finance: TestStaff;
let content: TestStaff;

type CsvFile = { filename: string; csv: string; rows: number; truncated: boolean };

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  support = await readyStaff(app, clock, 'liste.destek', 'support');
  finance = await readyStaff(app, clock, 'liste.finans', 'finance');
  content = await readyStaff(app, clock, 'liste.icerik', 'content');
}, 60_000);
afterAll(() => app.close());

function csvLines(file: CsvFile): string[][] {
  expect(file.csv.startsWith(CSV_BOM)).toBe(true);
  return file.csv
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('list exports with Turkish headers and Istanbul times', () => {
  it('exports the ticket queue with the list’s filter', async () => {
    clock.set('2026-11-23T08:15:30.000Z');
    const player = await createPlayer(app, { first_name: 'Işıl', last_name: 'Güneş' });
    const { user } = await loginAs(app, player);
    const opened = await app.call<Ticket>(
      'tickets',
      'open',
      { category: 'withdrawal', subject: 'Çekimim gelmedi', message: 'Dün istedim.' },
      user,
    );
    const ticketID = opened.data.ID;
    await staffCall(app, 'bo_tickets.assign', { ticketID, staffID: support.id }, asStaff(support));

    const file = await staffCall<CsvFile>(app, 'bo_tickets.export', { assigned: 'me' }, asStaff(support));
    expect([file.result, file.message]).toEqual([true, BACKOFFICE_MESSAGES.exportReady.tr]);
    expect(file.data.filename).toMatch(/^talepler-\d{8}-\d{4}\.csv$/);
    const [header, ...rows] = csvLines(file.data);
    expect(header).toEqual([
      'Talep no',
      'Kategori',
      'Konu',
      'Durum',
      'Oyuncu no',
      'Oyuncu',
      'Atanan personel',
      'Mesaj sayısı',
      'Açılış (İstanbul)',
      'Son hareket (İstanbul)',
      'Kapanış (İstanbul)',
      'Ödeme işlem no',
      'Ödeme tutarı (₺)',
    ]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect([row[0], row[1], row[2], row[3], row[5], row[6], row[7]]).toEqual([
      String(ticketID),
      'Para çekme',
      'Çekimim gelmedi',
      'Açık',
      player.username,
      'liste.destek',
      '1',
    ]);
    // 08:15:30 UTC is 11:15:30 in Istanbul.
    expect(row[8]).toBe('23.11.2026 11:15:30');
    expect(row[10]).toBe('');

    const other = await staffCall<CsvFile>(app, 'bo_tickets.export', { assigned: 'unassigned' }, asStaff(support));
    expect(
      csvLines(other.data)
        .slice(1)
        .map((line) => line[0]),
    ).not.toContain(String(ticketID));
    const bad = await staffCall(app, 'bo_tickets.export', { status: 'bekliyor' }, asStaff(support));
    expect(bad.message).toBe(BACKOFFICE_MESSAGES.staffTicketFilterInvalid.tr);
    const denied = await staffCall(app, 'bo_tickets.export', {}, asStaff(finance));
    expect(denied.code).toBe(BACKOFFICE_MESSAGES.staffForbidden.code);
  });

  it('exports the players a search finds', async () => {
    clock.set('2026-11-23T08:16:30.000Z');
    const player = await createPlayer(app, { first_name: 'Şükrü', last_name: 'Öztürkmen' });
    const file = await staffCall<CsvFile>(app, 'bo_players.export', { query: 'öztürkmen' }, asStaff(finance));
    expect(file.result, file.message).toBe(true);
    expect(file.data.filename).toMatch(/^oyuncular-\d{8}-\d{4}\.csv$/);
    const [header, ...rows] = csvLines(file.data);
    expect(header).toEqual([
      'Oyuncu no',
      'Kullanıcı adı',
      'Ad',
      'Soyad',
      'E-posta',
      'Telefon',
      'Durum',
      'Kayıt (İstanbul)',
      'Son giriş (İstanbul)',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1, 4)).toEqual([player.username, 'Şükrü', 'Öztürkmen']);
    expect(rows[0]![6]).toBe('Etkin');
    expect(rows[0]![7]).toBe('23.11.2026 11:16:30');
    expect(rows[0]![8]).toBe('');

    const short = await staffCall(app, 'bo_players.export', { query: 'ö' }, asStaff(finance));
    expect(short.message).toBe(BACKOFFICE_MESSAGES.staffPlayerSearchInvalid.tr);
    const denied = await staffCall(app, 'bo_players.export', { query: 'öztürkmen' }, asStaff(content));
    expect(denied.code).toBe(BACKOFFICE_MESSAGES.staffForbidden.code);
  });
});
