import { useEffect, useRef } from 'react';
import { liveChannel } from '@/lib/live-channel';

/**
 * Calls `onResumed` each time the real-time channel is live again after a loss: messages sent
 * meanwhile are not replayed, so the page asks the server for the state it missed.
 */
export function useRealtimeResumed(onResumed: () => void): void {
  const latest = useRef(onResumed);
  useEffect(() => {
    latest.current = onResumed;
  });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    void liveChannel().then((channel) => {
      if (gone) return;
      let wasLive = channel.status === 'live';
      let lost = false;
      stop = channel.onStatus((status) => {
        if (status !== 'live') {
          lost = wasLive;
          return;
        }
        wasLive = true;
        if (lost) {
          lost = false;
          latest.current();
        }
      });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
}
