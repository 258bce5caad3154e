import { describe, expect, it } from 'vitest';
import { routeId } from './route-id';

describe('routeId', () => {
  it('reads a positive whole number', () => {
    expect(routeId('72')).toBe(72);
    expect(routeId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const param of [undefined, '', '0', '-1', '01', '1.5', 'abc', '2147483648', '1e3']) {
      expect(routeId(param)).toBeNull();
    }
  });
});
