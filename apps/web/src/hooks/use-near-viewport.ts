import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element comes within `marginPx` of the screen, and stays true: for work
 * that can wait until the player scrolls towards it (below-the-fold content). Where the browser
 * has no IntersectionObserver it is true at once, so nothing is left out.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  return near;
}
