import type { MethodName } from '@bnw/contract';
import { vi } from 'vitest';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { initialAppState, useAppStore } from '@/stores/app-store';

/** What every feature's component tests need: a signed-in player, recorded notices, answered calls. */

export function signIn(): void {
  useAppStore.setState({
    isLoggedIn: true,
    user: { uid: 'u1', sid: 's1' },
    userProfile: { uid: 'u1', username: 'ayse' },
  });
}

export function signOut(): void {
  useAppStore.setState(initialAppState());
}

/** Notices are recorded, never shown (sonner stays unloaded). */
export function captureNotices() {
  return {
    negative: vi.spyOn(notify, 'negative').mockImplementation(() => {}),
    positive: vi.spyOn(notify, 'positive').mockImplementation(() => {}),
  };
}

type Answer = (data: Record<string, unknown>) => unknown;

/**
 * api.request answered per method, by a value or a function of the call's data (which may throw
 * or return a promise); a method the test did not name fails the call loudly.
 */
export function answerRequests(answers: Partial<Record<MethodName, Answer | unknown>>) {
  return vi.spyOn(api, 'request').mockImplementation(async (method: MethodName, data: unknown) => {
    if (!(method in answers)) throw new Error(`unexpected call ${method}`);
    const answer = answers[method];
    return (typeof answer === 'function' ? await (answer as Answer)(data as Record<string, unknown>) : answer) as never;
  });
}

/** How many times a method was called. */
export function callsOf(spy: ReturnType<typeof answerRequests>, method: MethodName): number {
  return spy.mock.calls.filter(([name]) => name === method).length;
}
