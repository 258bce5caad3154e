import { describe, expect, it } from 'vitest';
import { PGSI_QUESTIONS, pgsiBand, pgsiMissing, pgsiScore } from './pgsi';

describe('PGSI scoring', () => {
  it.each([
    [0, 'none'],
    [1, 'low'],
    [2, 'low'],
    [3, 'moderate'],
    [7, 'moderate'],
    [8, 'problem'],
    [27, 'problem'],
  ] as const)('%i is %s', (score, band) => {
    expect(pgsiBand(score)).toBe(band);
  });

  it('sums nine answers and is null while one is missing', () => {
    const all = Object.fromEntries(PGSI_QUESTIONS.map((question) => [question, 1])) as Record<string, 1>;
    expect(pgsiScore(all)).toBe(9);
    expect(pgsiScore({ ...all, q9: undefined })).toBeNull();
    expect(pgsiMissing({ q1: 0, q2: 3 })).toBe(7);
  });
});
