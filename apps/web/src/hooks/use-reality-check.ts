import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** setTimeout holds at most 2^31-1 ms: a longer wait is taken in steps. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

export interface RealityCheck {
  /** The interval has run out (or the server said so): the check is on screen until the player answers. */
  due: boolean;
  /** "Devam et": the check goes away and the next one is a whole interval from now. */
  resume: () => void;
}

export interface RealityCheckOptions {
  now?: () => number;
  onDue?: () => void;
  /** When the server will refuse bets until the check is answered, if it is counting. */
  serverDueAtMs?: number | null;
  /**
   * When the server last refused a bet because the check is due (the page's own clock), or null:
   * each new value brings the check up at once, whatever the page's own count says.
   */
  refusedAtMs?: number | null;
}

/**
 * The reality check's timing: due `minutes` minutes after the session's start (the
 * phone's clock, as the top bar's time), then `minutes` after each "Devam et", or sooner when the
 * server says its count is due (`serverDueAtMs`, or a bet it refused: `refusedAtMs`). While it is
 * due the clock stops: the next interval only starts with the answer. `minutes` 0 or unknown: never
 * due by the page's count (a refusal still brings it up: the server knows the interval is on).
 * A timer, re-checked against `now()` when it fires, so a phone that slept shows the check on
 * waking, and a test's fake clock drives it. `onDue` runs once each time the check comes up.
 */
export function useRealityCheck(
  startedAtMs: number,
  minutes: number | undefined,
  { now = Date.now, onDue, serverDueAtMs = null, refusedAtMs = null }: RealityCheckOptions = {},
): RealityCheck {
  const [resumedAtMs, setResumedAtMs] = useState<number | null>(null);
  const [dueBy, setDueBy] = useState<'clock' | 'refusal' | null>(null);
  const [refusalSeen, setRefusalSeen] = useState<number | null>(null);
  const intervalMs = minutes !== undefined && minutes > 0 ? minutes * 60_000 : 0;
  // The server counts from the stretch of play (which may have begun in another game) and refuses
  // bets when it is due: the check comes up then if that is sooner than the page's own count.
  const ownDueAtMs = (resumedAtMs ?? startedAtMs) + intervalMs;
  const dueAtMs = serverDueAtMs !== null && serverDueAtMs < ownDueAtMs ? serverDueAtMs : ownDueAtMs;
  const comeUp = useEffectEvent(() => onDue?.());
  const due = dueBy === 'refusal' || (dueBy === 'clock' && intervalMs > 0);

  // Each refusal is the server's word that the check is due now; one seen already is not again.
  // Taken while rendering (React's "adjusting state when a prop changes"), not in an effect.
  if (refusedAtMs !== null && refusedAtMs !== refusalSeen) {
    setRefusalSeen(refusedAtMs);
    if (dueBy === null) setDueBy('refusal');
  }
  useEffect(() => {
    if (due) comeUp();
  }, [due]);

  useEffect(() => {
    if (intervalMs === 0 || dueBy !== null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const leftMs = dueAtMs - now();
      if (leftMs <= 0) setDueBy('clock');
      else timer = setTimeout(check, Math.min(leftMs, LONGEST_TIMEOUT_MS));
    };
    timer = setTimeout(check, Math.min(Math.max(0, dueAtMs - now()), LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [dueAtMs, intervalMs, dueBy, now]);

  const resume = useCallback(() => {
    setResumedAtMs(now());
    setDueBy(null);
  }, [now]);

  return { due, resume };
}
