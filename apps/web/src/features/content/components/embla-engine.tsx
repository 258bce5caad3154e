import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

interface EmblaEngineProps {
  /** The slider's viewport, already on screen: the engine attaches to it, nothing is drawn again. */
  viewport: HTMLElement;
  loop: boolean;
  reducedMotion: boolean;
  onReady: (api: EmblaApi | null) => void;
}

/**
 * Embla in its own chunk: the slider paints its first slide without it (the home page's largest
 * picture must not wait for a carousel library), and this component attaches the engine to the
 * same markup when swiping, a dot or the auto-advance first needs it. It draws nothing.
 */
export function EmblaEngine({ viewport, loop, reducedMotion, onReady }: EmblaEngineProps) {
  // A short glide, or none when the player asked for less motion.
  const [attach, api] = useEmblaCarousel({ loop, duration: reducedMotion ? 1 : 25 });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(api ?? null);
    return () => onReady(null);
  }, [api, onReady]);
  return null;
}
