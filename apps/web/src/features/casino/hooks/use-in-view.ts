import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is within `marginPx` of the screen. False where the browser has no
 * IntersectionObserver: the "Daha fazla göster" button still loads the next page there.
 */
export function useInView(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin: `${marginPx}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx]);
  return inView;
}
