import { useSyncExternalStore } from 'react';

/** A phone on its side; the same query as the `phone-landscape:` variant in index.css. */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (max-height: 500px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(PHONE_LANDSCAPE_QUERY);
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhoneLandscape(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(PHONE_LANDSCAPE_QUERY).matches === true;
}

/**
 * True while the phone lies on its side, followed as the player turns it: the pages whose layout
 * differs in more than sizes (the roulette board turns with the phone) read it here, the rest use
 * the CSS variant.
 */
export function usePhoneLandscape(): boolean {
  return useSyncExternalStore(subscribe, isPhoneLandscape, () => false);
}
