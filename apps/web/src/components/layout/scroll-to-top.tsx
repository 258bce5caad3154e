import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Section 2: the scroll position resets to the top on every navigation. */
export function ScrollToTop() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
