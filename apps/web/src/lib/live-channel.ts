import type { RealtimeStatus, TopicListener } from './realtime';

/** What a page uses of the tab's real-time connection (lib/realtime.ts's Realtime is one). */
export interface LiveChannel {
  readonly status: RealtimeStatus;
  subscribe(topic: string, listener: TopicListener): () => void;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
}

let standIn: LiveChannel | null = null;

/**
 * The tab's connection for a page's hooks, loaded on first use (never with the first page). A
 * component test puts a channel of its own in its place (testing/live-channel.ts): replacing the
 * module with vi.mock would leak into the other files of its worker, which share one module graph.
 */
export function liveChannel(): Promise<LiveChannel> {
  if (standIn) return Promise.resolve(standIn);
  return import('./realtime-player').then(({ sharedRealtime }) => sharedRealtime());
}

/** Tests only: what `liveChannel` gives until it is called again with null (setup-tests.ts does after each test). */
export function standInLiveChannel(channel: LiveChannel | null): void {
  standIn = channel;
}
