import { describe, expect, it } from 'vitest';
import { recordsToCsv } from './csv';

describe('any list as a CSV file', () => {
  it('has a column per field, amounts in lira, nested values as JSON, formulas neutralised', () => {
    const file = recordsToCsv(
      'oyuncular',
      [
        { id: 1, username: 'ayşe', balanceKurus: 123_456, tags: ['vip'] },
        { id: 2, username: '=HYPERLINK("x")', balanceKurus: null, note: 'İyi' },
      ],
      new Date('2026-11-26T09:00:00.000Z'),
    );
    expect(file.filename).toMatch(/^oyuncular.*\.csv$/);
    const lines = file.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id;username;balanceKurus;tags;note');
    expect(lines[1]).toBe('1;ayşe;1234,56;"[""vip""]";');
    expect(lines[2]).toContain(`'=HYPERLINK`);
    expect(lines[2]?.endsWith(';İyi')).toBe(true);
  });
});
