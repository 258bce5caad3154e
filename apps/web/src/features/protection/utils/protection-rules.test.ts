import {
  EXCLUSION_DURATIONS,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  PROTECTION_RULES,
  REALITY_CHECK_MINUTES,
  TIMEOUT_DURATIONS,
} from '@bnw/contract';
import { describe, expect, it } from 'vitest';
import { cleanLimitTyping, limitForInput, limitFromInput, usedPercent } from './limit-amount';
import {
  EXCLUSION_CHOICES,
  LIMIT_KINDS,
  MAX_LIMIT_KURUS,
  PERIODS,
  REALITY_CHECK_CHOICES,
  SESSION_LIMIT_CHOICES,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  TIMEOUT_CHOICES,
} from './protection-rules';

describe("the site's copy of the contract's choices", () => {
  it('equals the contract', () => {
    expect(LIMIT_KINDS).toEqual(PROTECTION_LIMIT_KINDS);
    expect(PERIODS).toEqual(PROTECTION_PERIODS);
    expect(REALITY_CHECK_CHOICES).toEqual(REALITY_CHECK_MINUTES);
    expect(TIMEOUT_CHOICES).toEqual(TIMEOUT_DURATIONS);
    expect(EXCLUSION_CHOICES).toEqual(EXCLUSION_DURATIONS);
    expect(MAX_LIMIT_KURUS).toBe(PROTECTION_RULES.maxLimitKurus);
    expect(SESSION_LIMIT_MIN_MINUTES).toBe(PROTECTION_RULES.sessionLimitMinMinutes);
    expect(SESSION_LIMIT_MAX_MINUTES).toBe(PROTECTION_RULES.sessionLimitMaxMinutes);
    expect(SESSION_LIMIT_CHOICES.every((m) => m >= SESSION_LIMIT_MIN_MINUTES && m <= SESSION_LIMIT_MAX_MINUTES)).toBe(
      true,
    );
  });
});

describe('limit amounts typed in Turkish lira', () => {
  it.each([
    ['1.000,50', 100_050],
    ['1000,5', 100_050],
    ['250', 25_000],
    ['₺2.000', 200_000],
    ['0,01', 1],
    ['10.000.000', 1_000_000_000],
  ])('%s is %i kuruş', (text, kurus) => {
    expect(limitFromInput(text)).toBe(kurus);
  });

  it.each(['', '0', '0,00', '1,234', '1.00', '10.000.000,01', 'abc'])('%j is no limit', (text) => {
    expect(limitFromInput(text)).toBeNull();
  });

  it('writes kuruş back for the field and keeps only what an amount has', () => {
    expect(limitForInput(100_050)).toBe('1.000,50');
    expect(limitForInput(50_000)).toBe('500');
    expect(cleanLimitTyping('₺ 1.000,50 TL')).toBe('1.000,50');
  });

  it('rounds the used share down and never past 100', () => {
    expect(usedPercent(24_999, 100_000)).toBe(24);
    expect(usedPercent(150_000, 100_000)).toBe(100);
  });
});
