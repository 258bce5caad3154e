import { act } from '@testing-library/react';
import { type LiveChannel, standInLiveChannel } from '@/lib/live-channel';
import type { RealtimeStatus, TopicListener } from '@/lib/realtime';

export interface FakeLiveChannel {
  /** Whether a mounted page follows `topic` now. */
  follows(topic: string): boolean;
  /** One message on `topic`, as the server would publish it (inside act). */
  send(topic: string, data: unknown): void;
  /** The connection's status changes (inside act): 'down' then 'live' is a loss and a resumption. */
  setStatus(status: RealtimeStatus): void;
}

/**
 * A real-time channel for a component test, in place of the tab's socket until the test ends
 * (setup-tests.ts puts the real one back). It starts live.
 */
export function fakeLiveChannel(): FakeLiveChannel {
  const topics = new Map<string, Set<TopicListener>>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let status: RealtimeStatus = 'live';
  const channel: LiveChannel = {
    get status() {
      return status;
    },
    subscribe(topic, listener) {
      const listeners = topics.get(topic) ?? new Set<TopicListener>();
      topics.set(topic, listeners.add(listener));
      return () => listeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
  standInLiveChannel(channel);
  return {
    follows: (topic) => (topics.get(topic)?.size ?? 0) > 0,
    send(topic, data) {
      const listeners = [...(topics.get(topic) ?? [])];
      if (listeners.length === 0) throw new Error(`no mounted page follows ${topic}`);
      act(() => listeners.forEach((listener) => listener(data, topic)));
    },
    setStatus(next) {
      status = next;
      act(() => statusListeners.forEach((listener) => listener(next)));
    },
  };
}
