import { formatTry } from '@bnw/contract/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * The win counted up to `targetKurus` over `durationMs` (eased), from where it stood. Jumps
 * straight there when motion is reduced. The final figure is always the server's.
 */
export function WinCounter({ targetKurus, durationMs }: { targetKurus: number; durationMs: number }) {
  const [shown, setShown] = useState(targetKurus);
  const from = useRef(targetKurus);
  useEffect(() => {
    const start = from.current;
    if (start === targetKurus || durationMs <= 0 || typeof requestAnimationFrame === 'undefined') {
      from.current = targetKurus;
      setShown(targetKurus);
      return;
    }
    const began = performance.now();
    let handle = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      const value = Math.round(start + (targetKurus - start) * eased);
      from.current = value;
      setShown(value);
      if (progress < 1) handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [targetKurus, durationMs]);
  return <span className="tabular-nums">{formatTry(shown)}</span>;
}
