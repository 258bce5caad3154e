import { useState } from 'react';

/**
 * True when the player's system asks for less motion, as it was when the component mounted: a
 * change made with the page open applies from the next page. Enough for what reads it (the
 * slider's auto-advance), and lighter than listening for it on the first page.
 */
export function useReducedMotion(): boolean {
  const [reduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true,
  );
  return reduced;
}
