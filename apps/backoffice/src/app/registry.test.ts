import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './registry';

// A support member's methods: the tickets, not the payments queue nor the staff accounts.
const SUPPORT = new Set(['bo_auth.me', 'bo_support.tickets']);
const FINANCE = new Set(['bo_auth.me', 'bo_payments.queue']);

describe('an address the role may not open', () => {
  it('is forbidden when it names a resource the role lacks the method for, at any depth', () => {
    expect(isForbiddenAddress('/payments', SUPPORT)).toBe(true);
    expect(isForbiddenAddress('/payments/41/show', SUPPORT)).toBe(true);
  });

  it('is forbidden when it names a page the role lacks the method for', () => {
    expect(isForbiddenAddress('/staff', FINANCE)).toBe(true);
  });

  it('is not forbidden for an area the role may open', () => {
    expect(isForbiddenAddress('/payments/nothing-here', FINANCE)).toBe(false);
  });

  it('is not forbidden (but not found) when it names no area at all', () => {
    expect(isForbiddenAddress('/no-such-area', SUPPORT)).toBe(false);
    expect(isForbiddenAddress('/', SUPPORT)).toBe(false);
  });
});
