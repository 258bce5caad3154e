import { describe, expect, it } from 'vitest';
import { formatPoints, prizeParts } from './points';

describe('formatPoints', () => {
  it('shows stake and win points as lira from kuruş', () => {
    expect(formatPoints('total_stake', 123_400)).toBe('₺1.234,00');
    expect(formatPoints('total_win', 5)).toBe('₺0,05');
  });

  it('shows the best multiplier from hundredths of the stake', () => {
    expect(formatPoints('best_multiplier', 1250)).toBe('12,50x');
    expect(formatPoints('best_multiplier', 123_456)).toBe('1.234,56x');
  });
});

describe('prizeParts', () => {
  it('names only the kinds a share holds', () => {
    expect(prizeParts(null)).toEqual([]);
    expect(prizeParts({ CashKurus: 0, BonusKurus: 0 })).toEqual([]);
    expect(prizeParts({ CashKurus: 500, BonusKurus: 250 })).toEqual([
      { kind: 'cash', amountKurus: 500 },
      { kind: 'bonus', amountKurus: 250 },
    ]);
  });
});
