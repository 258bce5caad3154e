import {
  EXCLUSION_DURATIONS,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  PROTECTION_RULES,
  REALITY_CHECK_MINUTES,
  TIMEOUT_DURATIONS,
} from '@bnw/contract';
import { describe, expect, it } from 'vitest';
import { usedPercent } from './limit-amount';
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

describe('the used share of a limit', () => {
  it('rounds the used share down and never past 100', () => {
    expect(usedPercent(24_999, 100_000)).toBe(24);
    expect(usedPercent(150_000, 100_000)).toBe(100);
  });
});
