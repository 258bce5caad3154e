import { useEffect, useState } from 'react';

/** Milliseconds since `startMs` on the phone's clock, ticking every second (the top bar's session time). */
export function useElapsedSince(startMs: number, now: () => number = Date.now): number {
  const [elapsed, setElapsed] = useState(() => now() - startMs);
  useEffect(() => {
    const timer = setInterval(() => setElapsed(now() - startMs), 1_000);
    return () => clearInterval(timer);
  }, [startMs, now]);
  return elapsed;
}
