import { describe, expect, it } from 'vitest';
import { isoToIstanbulLocal, istanbulLocalToIso } from './form-values';

describe('times as Istanbul reads them, whatever the browser zone', () => {
  it('shows an instant on Istanbul’s wall clock (UTC+3) and reads it back to the same instant', () => {
    expect(isoToIstanbulLocal('2026-11-26T09:30:00.000Z')).toBe('2026-11-26T12:30');
    expect(istanbulLocalToIso('2026-11-26T12:30')).toBe('2026-11-26T09:30:00.000Z');
    expect(istanbulLocalToIso('2026-01-01T00:00')).toBe('2025-12-31T21:00:00.000Z');
  });

  it('answers null or empty for what is not a time', () => {
    expect(istanbulLocalToIso('26.11.2026 12:30')).toBeNull();
    expect(istanbulLocalToIso(42)).toBeNull();
    expect(isoToIstanbulLocal('dün')).toBe('');
  });
});
