import { useEffect, useState } from 'react';
import { serverNowMs } from '../api/betframe';

/** The server's time now, ticking four times a second: countdowns and closing follow it. */
export function useServerClock(): number {
  const [now, setNow] = useState(serverNowMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNowMs()), 250);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "04:59" for whole seconds left. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
