import { GAME_WIN_REVEAL_FALLBACK_MS } from '@bnw/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The balance the play page shows: cash and bonus together (what the game shows), and the bonus part. */
export interface PlayBalance {
  totalKurus: number;
  bonusKurus: number;
}

/**
 * What the top bar shows when the server's figure changes: a fall (a stake) or a first figure at
 * once; a rise (a win) is held, the shown figure kept, until the game says its result is on screen.
 */
export function nextShownBalance(
  shown: PlayBalance | null,
  latest: PlayBalance | null,
): { shown: PlayBalance | null; held: boolean } {
  if (latest === null) return { shown, held: false };
  if (shown === null || latest.totalKurus <= shown.totalKurus) return { shown: latest, held: false };
  return { shown, held: true };
}

/**
 * The balance as the top bar reveals it (nextShownBalance): a rise waits for `reveal()` (the game's
 * `result-shown`), or GAME_WIN_REVEAL_FALLBACK_MS from when it was first held, for a game that never
 * says it. `reveal(figure)` shows that figure (one just fetched, newer than the last render's).
 */
export function useHeldBalance(latest: PlayBalance | null): {
  shown: PlayBalance | null;
  reveal: (figure?: PlayBalance | null) => void;
} {
  const [shown, setShown] = useState<PlayBalance | null>(latest);
  const shownRef = useRef<PlayBalance | null>(latest);
  const latestRef = useRef<PlayBalance | null>(latest);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback((figure: PlayBalance | null) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    shownRef.current = figure;
    setShown(figure);
  }, []);

  const reveal = useCallback(
    (figure?: PlayBalance | null) => {
      if (figure) latestRef.current = figure;
      if (latestRef.current !== null) show(latestRef.current);
    },
    [show],
  );

  const total = latest?.totalKurus ?? null;
  const bonus = latest?.bonusKurus ?? null;
  useEffect(() => {
    const figure = total === null || bonus === null ? null : { totalKurus: total, bonusKurus: bonus };
    latestRef.current = figure;
    const step = nextShownBalance(shownRef.current, figure);
    if (!step.held) {
      if (step.shown !== shownRef.current) show(step.shown);
      return;
    }
    // Bounded from the first held rise: later rises of the same wait do not push it back.
    timer.current ??= setTimeout(() => reveal(), GAME_WIN_REVEAL_FALLBACK_MS);
  }, [total, bonus, show, reveal]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return { shown, reveal };
}
