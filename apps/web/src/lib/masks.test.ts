import { describe, expect, it } from 'vitest';
import { MASKS, applyMask, caretAfterDigits, formatPhone, phoneDigits } from './masks';

describe('masks (section 5)', () => {
  it('lays the phone out as (###) ### - ####', () => {
    expect(formatPhone('5321234567')).toBe('(532) 123 - 4567');
    expect(MASKS.phone).toBe('(###) ### - ####');
  });

  it('writes a literal only when a digit follows it', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('532')).toBe('(532');
    expect(formatPhone('5321')).toBe('(532) 1');
    expect(formatPhone('532123')).toBe('(532) 123');
    expect(formatPhone('5321234')).toBe('(532) 123 - 4');
  });

  it('drops a leading 0 or +90, anything not a digit, and digits past ten', () => {
    expect(phoneDigits('0532 123 45 67')).toBe('5321234567');
    expect(phoneDigits('+90 (532) 123-45-67')).toBe('5321234567');
    expect(formatPhone('(532) 123 - 45678')).toBe('(532) 123 - 4567');
    expect(formatPhone('abc')).toBe('');
  });

  it('re-formats an already masked value to itself', () => {
    expect(formatPhone('(532) 123 - 4567')).toBe('(532) 123 - 4567');
  });

  it('lays out the other masks of section 5', () => {
    expect(applyMask('20250131', MASKS.date)).toBe('2025/01/31');
    expect(applyMask('4111111111111111', MASKS.card)).toBe('4111 1111 1111 1111');
  });

  it('puts the caret after the same number of digits', () => {
    expect(caretAfterDigits('(532) 123 - 4567', 0)).toBe(1);
    expect(caretAfterDigits('(532) 123 - 4567', 3)).toBe(4);
    expect(caretAfterDigits('(532) 123 - 4567', 4)).toBe(7);
    expect(caretAfterDigits('(532) 123 - 4567', 10)).toBe(16);
    expect(caretAfterDigits('(532', 12)).toBe(4);
  });
});
