import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequestId } from '../hooks/use-request-id';
import { REQUEST_ID_PATTERN, newRequestId } from './request-id';

describe('request ids', () => {
  it('match what the server accepts and differ each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newRequestId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(REQUEST_ID_PATTERN);
  });

  it('map every byte into the alphabet', () => {
    expect(newRequestId((bytes) => bytes.fill(255))).toBe('-'.repeat(24));
    expect(newRequestId((bytes) => bytes.fill(0))).toBe('A'.repeat(24));
  });

  it('a form keeps its id across re-renders and retries, and gets a new one after a success', () => {
    const { result, rerender } = renderHook(() => useRequestId());
    const first = result.current.requestId;
    rerender();
    rerender();
    expect(result.current.requestId).toBe(first);
    act(() => result.current.renew());
    expect(result.current.requestId).not.toBe(first);
    expect(result.current.requestId).toMatch(REQUEST_ID_PATTERN);
  });

  it('two forms have two ids', () => {
    const one = renderHook(() => useRequestId());
    const two = renderHook(() => useRequestId());
    expect(one.result.current.requestId).not.toBe(two.result.current.requestId);
  });
});
