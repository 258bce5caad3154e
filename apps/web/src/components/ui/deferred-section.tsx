import { type ReactNode, Suspense, useRef } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

/** How far below the screen a deferred section starts loading, so it is usually there when scrolled to. */
const PRELOAD_MARGIN_PX = 300;

interface DeferredSectionProps {
  children: ReactNode;
  /** Shown while the children's code and texts load (a skeleton of their size). */
  fallback?: ReactNode;
  /** A section that starts just below the fold takes a smaller margin, or the first screen would load it. */
  marginPx?: number;
}

/**
 * Below-the-fold content that the first paint never waits for: an empty anchor until the player
 * scrolls within `marginPx` of it, then `children` (usually a React.lazy component, so its code,
 * texts and calls come only then), with `fallback` while that loads.
 */
export function DeferredSection({ children, fallback = null, marginPx = PRELOAD_MARGIN_PX }: DeferredSectionProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const wanted = useNearViewport(anchor, marginPx);
  return <div ref={anchor}>{wanted ? <Suspense fallback={fallback}>{children}</Suspense> : null}</div>;
}
