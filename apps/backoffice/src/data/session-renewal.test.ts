import { describe, expect, it } from 'vitest';
import { afterRenewal } from './session-renewal';

describe('a login in the renewal dialog', () => {
  it('runs the waiting calls again when the same staff member signs back in', () => {
    expect(afterRenewal('ayse.yilmaz', 'ayse.yilmaz')).toBe('retry');
  });

  it('starts the page afresh when someone else signs in, so their name is not put on the form', () => {
    expect(afterRenewal('ayse.yilmaz', 'mehmet.oz')).toBe('restart');
  });

  it('retries when the tab never knew who was signed in (a session that ended before the first page)', () => {
    expect(afterRenewal(null, 'mehmet.oz')).toBe('retry');
  });
});
