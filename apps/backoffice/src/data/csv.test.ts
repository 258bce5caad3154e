import { BACKOFFICE_CONTRACT } from '@bnw/contract/backoffice';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { recordsToCsv } from './csv';
import { CSV_HEADERS, CSV_LEFT_OUT } from './csv-headers';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('any list as a CSV file', () => {
  it('has Turkish headers, Istanbul times, amounts in lira, nested values as JSON, formulas neutralised', () => {
    const file = recordsToCsv(
      'oyuncular',
      [
        { id: 1, username: 'ayşe', minKurus: 123_456, eligibleGameIds: [3, 4], createdAt: '2026-11-23T08:05:09.000Z' },
        { id: 2, username: '=HYPERLINK("x")', minKurus: null, createdAt: null, title: 'İyi' },
      ],
      { at: new Date('2026-11-26T09:00:00.000Z') },
    );
    expect(file.filename).toMatch(/^oyuncular.*\.csv$/);
    const [header, first, second] = lines(file.csv);
    expect(header).toBe('No;Kullanıcı adı;En düşük tutar;Geçerli oyunlar;Oluşturma (İstanbul);Başlık');
    expect(first).toBe('1;ayşe;1234,56;[3,4];23.11.2026 11:05:09;');
    expect(second).toContain(`'=HYPERLINK`);
    expect(second?.endsWith(';;;İyi')).toBe(true);
  });

  it("names a column by the list's own label first, and leaves out pictures and fields it cannot name", () => {
    const file = recordsToCsv('liste', [{ id: 7, name: 'Ayşe Yılmaz', art: { svg: '<svg/>' }, secretCode: 'x' }], {
      headers: { name: 'Ad soyad' },
    });
    expect(lines(file.csv)[0]).toBe('No;Ad soyad');
    expect(lines(file.csv)[1]).toBe('7;Ayşe Yılmaz');
  });

  it('has a Turkish header for every field of every list the back office exports in the browser', () => {
    const lists = [
      'bo_content.sliders_list',
      'bo_content.promotions_list',
      'bo_content.popups_list',
      'bo_content.pages_list',
      'bo_content.tournaments_list',
      'bo_content.messages_list',
      'bo_content.licences_list',
      'bo_catalogue.providers_list',
      'bo_catalogue.categories_list',
      'bo_catalogue.games_list',
      'bo_catalogue.live_tables_list',
      'bo_payments.methods',
      'bo_payments.bank_accounts',
      'bo_staff.list',
    ] as const;
    const unnamed: string[] = [];
    for (const list of lists) {
      const shape = (BACKOFFICE_CONTRACT[list].output as z.ZodObject).shape;
      for (const value of Object.values(shape)) {
        const element = (value as { element?: z.ZodObject }).element;
        for (const key of Object.keys(element?.shape ?? {}))
          if (!CSV_HEADERS[key] && !CSV_LEFT_OUT.has(key)) unnamed.push(`${list}: ${key}`);
      }
    }
    expect(unnamed).toEqual([]);
  });
});
