import { useEffect, useState } from 'react';

/**
 * Whole seconds left of `secondsLeft` as the server counted them when `state` arrived, ticking
 * down on the phone (not against the server's clock, which the phone's may not match). A new
 * `state` starts a new count.
 */
export function useCountdown(secondsLeft: number, state: unknown, now: () => number = Date.now): number {
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    const deadline = now() + secondsLeft * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - now()) / 1000)));
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [secondsLeft, state, now]);
  return left;
}
