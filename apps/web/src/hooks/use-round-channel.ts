import { useEffect, useRef } from 'react';
import { useLiveTopic } from '@/lib/realtime-hooks';
import { useRealtimeResumed } from './use-realtime-resumed';

/** How a shared-round page follows its channel: read a message, apply it, and ask again when needed. */
export interface RoundChannel<E> {
  /** The message as the page's event, or null for anything else (another unit's, malformed). */
  read(data: unknown): E | null;
  /** Applies the event to what the page shows; true when it shows something was missed (a skipped number). */
  apply(event: E): boolean;
  /** Asks the server for the state again. */
  catchUp(): void;
}

/**
 * A live table's, a tombala room's or a draw game's channel (`table:<code>`): every message read
 * and applied in order; the state asked for again when a message shows one was missed (each
 * unit's events are numbered 1, 2, 3, …, so a skipped number is a lost message), when the channel
 * comes back after a loss, and when the tab is shown again (a hidden tab's timers and sockets may
 * have slept).
 */
export function useRoundChannel<E>(topic: string | null, channel: RoundChannel<E>): void {
  const latest = useRef(channel);
  useEffect(() => {
    latest.current = channel;
  });
  useLiveTopic(topic, (data) => {
    const event = latest.current.read(data);
    if (event !== null && latest.current.apply(event)) latest.current.catchUp();
  });
  useRealtimeResumed(() => latest.current.catchUp());
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') latest.current.catchUp();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
