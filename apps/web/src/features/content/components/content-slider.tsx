import type { Slider } from '@bnw/contract';
import { Pause, Play } from 'lucide-react';
import { type FocusEvent, type PointerEvent, Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { cn } from '@/lib/cn';
import type { EmblaApi } from './embla-engine';

const EmblaEngine = lazy(async () => ({ default: (await import('./embla-engine')).EmblaEngine }));

/** How long a slide stays before the next one comes by itself. */
export const AUTO_ADVANCE_MS = 5000;
/** Vertical page scrolling stays the browser's; a sideways drag is the slider's (as embla asks). */
const SWIPE_ONLY_SIDEWAYS = { touchAction: 'pan-y pinch-zoom' } as const;
/** Each slide the viewport's whole width. Inline: one-off values, not worth a rule in the site's stylesheet. */
const FULL_WIDTH_SLIDE = { flex: '0 0 100%' } as const;
/** How far a finger must travel sideways to count as a swipe before the engine has arrived. */
const SWIPE_MIN_PX = 40;
/** How long before the first auto-advance the other slides' pictures are fetched, so the next one is there when it comes. */
const PICTURES_LEAD_MS = 2000;

interface ContentSliderProps {
  slides: readonly Slider[];
  /** The carousel's name for a screen reader ("Kampanyalar"). */
  label: string;
  /** The home slider's first picture is the page's largest element: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A banner slider: swipe, dots, and an auto-advance every 5 s that pauses while a mouse or the
 * focus is on it, stops for good at the first touch, can be paused with its button, and never
 * starts when the system asks for reduced motion. The box keeps the first picture's proportions
 * from the answer's Width and Height, so nothing moves when the pictures arrive.
 */
export function ContentSlider({ slides, label, priority = false, className }: ContentSliderProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const carousel = useCarousel(slides.length);
  const first = slides[0];
  const many = slides.length > 1;
  const autoplayAllowed = many && !reducedMotion;
  const playing = autoplayAllowed && !carousel.stopped && !carousel.paused;
  const picturesDue = usePicturesDue(playing);
  if (!first) return null;
  // The slides out of sight keep their pictures (SVGs the browser parses and lays out on the main
  // thread) until the player reaches for the slider or the first auto-advance nears: the page's
  // first seconds are the first picture's. The browser's lazy loading would not wait: the other
  // slides lie within its margin, only sideways.
  const restShown = picturesDue || carousel.engineWanted;
  return (
    <section
      aria-label={label}
      aria-roledescription={t('content.slider.roleCarousel')}
      className={cn('relative', className)}
      onPointerEnter={carousel.onPointerEnter}
      onPointerLeave={carousel.onPointerLeave}
      onFocus={carousel.onFocus}
      onBlur={carousel.onBlur}
    >
      <div className="relative">
        <div
          ref={setViewport}
          onPointerDown={carousel.onPointerDown}
          onPointerUp={carousel.onPointerUp}
          onPointerCancel={carousel.onPointerUp}
          className="overflow-hidden rounded-2xl bg-surface-2 shadow-sm ring-1 ring-line"
          style={{ aspectRatio: `${first.Image.Width} / ${first.Image.Height}` }}
        >
          <div className="flex h-full" style={SWIPE_ONLY_SIDEWAYS} aria-live={playing ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              <SlideItem
                key={slide.ID}
                slide={slide}
                position={t('content.slider.position', { index: String(index + 1), total: String(slides.length) })}
                roleDescription={t('content.slider.roleSlide')}
                loading={index === 0 || (carousel.ready && index === carousel.selected + 1) ? 'eager' : 'lazy'}
                withPicture={index === 0 || restShown}
                highPriority={priority && index === 0}
              />
            ))}
          </div>
        </div>
        {many ? (
          <SliderControls
            count={slides.length}
            selected={carousel.selected}
            onSelect={carousel.goTo}
            canPlay={autoplayAllowed}
            playing={playing}
            onTogglePlay={carousel.togglePlay}
          />
        ) : null}
      </div>
      {carousel.engineWanted && viewport ? (
        <Suspense fallback={null}>
          <EmblaEngine viewport={viewport} loop={many} reducedMotion={reducedMotion} onReady={carousel.onEngine} />
        </Suspense>
      ) : null}
      <AutoAdvance active={playing} shown={carousel.selected} onTick={carousel.next} />
    </section>
  );
}

interface SlideItemProps {
  slide: Slider;
  position: string;
  roleDescription: string;
  loading: 'eager' | 'lazy';
  /** False: the picture's element with its text but without its address yet (see `restShown`). */
  withPicture: boolean;
  highPriority: boolean;
}

/** One banner: the picture carries its own words, so its alternative text is the slider's title. */
function SlideItem({ slide, position, roleDescription, loading, withPicture, highPriority }: SlideItemProps) {
  const picture = (
    <img
      src={withPicture ? slide.Image.Url : undefined}
      alt={slide.Title}
      width={slide.Image.Width}
      height={slide.Image.Height}
      loading={loading}
      decoding={highPriority ? 'sync' : 'async'}
      fetchPriority={highPriority ? 'high' : 'auto'}
      draggable={false}
      className="h-full w-full select-none object-cover"
    />
  );
  return (
    <div
      role="group"
      aria-roledescription={roleDescription}
      aria-label={position}
      className="h-full min-w-0"
      style={FULL_WIDTH_SLIDE}
    >
      {slide.Link ? (
        <Link to={slide.Link} className="block h-full" draggable={false}>
          {picture}
        </Link>
      ) : (
        picture
      )}
    </div>
  );
}

interface SliderControlsProps {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  canPlay: boolean;
  playing: boolean;
  onTogglePlay: () => void;
}

/**
 * The dots (a button each, named by the slide it shows) and the pause button, on a dark pill in the
 * picture's lower right corner (the banners keep their words and button on the left): no row of
 * their own, so the slider is exactly its picture's height.
 */
function SliderControls({ count, selected, onSelect, canPlay, playing, onTogglePlay }: SliderControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none absolute bottom-1.5 right-1.5 flex">
      <div className="pointer-events-auto flex items-center rounded-full bg-black/50 px-1 backdrop-blur">
        <ul className="flex items-center">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-label={t('content.slider.goTo', { index: String(index + 1) })}
                aria-current={index === selected ? 'true' : undefined}
                className="group flex h-7 w-6 items-center justify-center"
              >
                <span className={cn('h-2 rounded-full', index === selected ? 'w-4 bg-white' : 'w-2 bg-white/50')} />
              </button>
            </li>
          ))}
        </ul>
        {canPlay ? (
          <button
            type="button"
            onClick={onTogglePlay}
            aria-label={playing ? t('content.slider.pause') : t('content.slider.play')}
            className="flex h-7 w-7 items-center justify-center rounded-full text-white hover:bg-white/10"
          >
            {playing ? (
              <Pause aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
            ) : (
              <Play aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
            )}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Calls `onTick` AUTO_ADVANCE_MS after a slide is shown while active: a swipe or a dot starts the wait again. */
function AutoAdvance({ active, shown, onTick }: { active: boolean; shown: number; onTick: () => void }) {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => tick.current(), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [active, shown]);
  return null;
}

/** True from PICTURES_LEAD_MS before the first auto-advance on (never under reduced motion or when stopped). */
function usePicturesDue(playing: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!playing || due) return;
    const timer = setTimeout(() => setDue(true), AUTO_ADVANCE_MS - PICTURES_LEAD_MS);
    return () => clearTimeout(timer);
  }, [playing, due]);
  return due;
}

/**
 * The slider's state: which slide is shown, whether the engine is wanted or there, and why the
 * auto-advance waits (paused while hovered or focused; stopped for good by a touch or the button).
 */
function useCarousel(count: number) {
  const [engineWanted, setEngineWanted] = useState(false);
  const [api, setApi] = useState<EmblaApi | null>(null);
  const [selected, setSelected] = useState(0);
  // A move asked for before the engine is there (a dot, the auto-advance): made when it arrives.
  const pending = useRef<number | null>(null);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Where a finger went down before the engine was there, to read a first swipe by hand.
  const swipeStartX = useRef<number | null>(null);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => void api.off('select', onSelect);
  }, [api]);

  const onEngine = useCallback((engine: EmblaApi | null) => {
    setApi(engine);
    // The engine reports null while it starts: the wanted move waits for the real one.
    if (!engine || pending.current === null) return;
    engine.scrollTo(pending.current);
    pending.current = null;
    // The move happened before the select listener below is attached: take its result here.
    setSelected(engine.selectedScrollSnap());
  }, []);

  const goTo = useCallback(
    (index: number) => {
      if (api) api.scrollTo(index);
      else {
        pending.current = index;
        setEngineWanted(true);
      }
    },
    [api],
  );

  const step = (direction: 1 | -1) => goTo(count === 0 ? 0 : (selected + direction + count) % count);

  return {
    engineWanted,
    ready: api !== null,
    onEngine,
    selected: Math.min(selected, Math.max(0, count - 1)),
    stopped,
    paused: hovered || focused,
    goTo,
    next: () => step(1),
    togglePlay: () => setStopped((value) => !value),
    onPointerDown: (event: PointerEvent) => {
      setEngineWanted(true);
      swipeStartX.current = api ? null : event.clientX;
      // A finger on the slider means the player has taken over: no more moving under it.
      if (event.pointerType !== 'mouse') setStopped(true);
    },
    /** A swipe made before the engine arrived still turns the slide (once the engine is there). */
    onPointerUp: (event: PointerEvent) => {
      const start = swipeStartX.current;
      swipeStartX.current = null;
      if (api || start === null) return;
      const distance = event.clientX - start;
      if (Math.abs(distance) >= SWIPE_MIN_PX) step(distance < 0 ? 1 : -1);
    },
    onPointerEnter: (event: PointerEvent) => {
      setEngineWanted(true);
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onFocus: () => {
      setEngineWanted(true);
      setFocused(true);
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
}
