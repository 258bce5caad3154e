import { useEffect, useState } from 'react';

/** The server's "now" (the phone's clock plus the answer's offset), ticking once a second. */
export function useServerNow(clockOffsetMs: number): number {
  const [phoneNowMs, setPhoneNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setPhoneNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return phoneNowMs + clockOffsetMs;
}
