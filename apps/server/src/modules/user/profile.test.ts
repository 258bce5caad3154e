import { describe, expect, it } from 'vitest';
import { describeDevice } from './profile.js';

describe('describeDevice', () => {
  it('names the browser and the system', () => {
    expect(
      describeDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36'),
    ).toBe('Chrome · Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36 Edg/130.0')).toBe(
      'Edge · Windows',
    );
  });

  it('falls back to the raw text, cut, or to an unknown device', () => {
    expect(describeDevice('')).toBe('Bilinmeyen cihaz');
    expect(describeDevice('curl/8.0')).toBe('curl/8.0');
  });
});
