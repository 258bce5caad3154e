import { useEffect, useRef } from 'react';
import { liveChannel } from './live-channel';

/**
 * A shared game's live messages for a page: `onMessage` hears every message published on `topic`
 * (`table:<code>`, `lobby:live`) while the page is mounted; null follows nothing. The connection's
 * code is fetched on first use. Messages missed while disconnected are not replayed: a page asks
 * the server for the state on mount and after `onMessage`s resume, as the live tables do.
 */
export function useLiveTopic(topic: string | null, onMessage: (data: unknown) => void): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    if (topic === null) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void liveChannel().then((channel) => {
      if (!gone) stop = channel.subscribe(topic, (data) => latest.current(data));
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [topic]);
}
