import { describe, expect, it } from 'vitest';
import { formatMultiplier, formatRelativeTime } from './earning-figures';

describe('high-earnings figures', () => {
  it('writes the multiple of the stake in Turkish style', () => {
    expect(formatMultiplier(125_000, 'tr')).toBe('1.250×');
    expect(formatMultiplier(2_550, 'tr')).toBe('25,5×');
    expect(formatMultiplier(2_550, 'en')).toBe('25.5×');
  });

  it('says how long ago in Turkish words', () => {
    const now = Date.parse('2025-05-10T12:00:00Z');
    expect(formatRelativeTime('2025-05-10T09:00:00Z', 'tr', now)).toBe('3 saat önce');
    expect(formatRelativeTime('2025-05-09T11:00:00Z', 'tr', now)).toBe('dün');
    expect(formatRelativeTime('2025-05-10T11:59:30Z', 'tr', now)).toBe('şimdi');
  });
});
