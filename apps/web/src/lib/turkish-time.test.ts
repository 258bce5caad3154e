import { describe, expect, it } from 'vitest';
import { formatDay, formatTransactionTime } from './turkish-time';

describe('Turkish dates', () => {
  it('shows a transaction at Istanbul time with Turkish month names', () => {
    expect(formatTransactionTime('2025-11-22T07:05:00.000Z', 'tr')).toBe('22 Kasım 2025 10:05');
    expect(formatTransactionTime('2025-12-31T21:30:00.000Z', 'tr')).toBe('1 Ocak 2026 00:30');
    expect(formatTransactionTime('nonsense', 'tr')).toBe('nonsense');
  });

  it('shows a calendar day', () => {
    expect(formatDay('2025-02-28', 'tr')).toBe('28 Şubat 2025');
    expect(formatDay('2025-08-01', 'tr')).toBe('1 Ağustos 2025');
  });
});
