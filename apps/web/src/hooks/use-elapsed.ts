import { useEffect, useState } from 'react';

/**
 * Milliseconds since `startMs` (the phone's clock), ticking every second. The start is when the
 * server's answer arrived, not its `startedAt`: a phone whose clock is off would otherwise show a
 * negative or hours-long session from the first second.
 */
export function useElapsed(startMs: number, now: () => number = Date.now): number {
  const [elapsed, setElapsed] = useState(() => now() - startMs);
  useEffect(() => {
    const tick = () => setElapsed(now() - startMs);
    tick();
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [startMs, now]);
  return elapsed;
}
