import type { InnerSliderType, SliderPlace } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { useHomeSliders, useInnerSliders } from '../api/content';
import { useShownSliders } from '../hooks/use-shown-sliders';
import { ContentSlider } from './content-slider';

/**
 * The pictures' proportions the server draws (the contract's CONTENT_IMAGE_SIZES: 800×400 home,
 * 900×300 inner pages; a test holds them equal), for the place kept while the list loads. The
 * contract's module would bring zod into the first page, hence the copy.
 */
export const HOME_SLIDER_RATIO = { Width: 800, Height: 400 } as const;
export const INNER_SLIDER_RATIO = { Width: 900, Height: 300 } as const;

/** The slider's place while its list loads: the picture's box, so nothing below moves when it comes. */
export function SliderSkeleton({ ratio }: { ratio: { Width: number; Height: number } }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <div
        className="rounded-2xl bg-surface-2 motion-safe:animate-pulse"
        style={{ aspectRatio: `${ratio.Width} / ${ratio.Height}` }}
      />
    </div>
  );
}

/** The home page's slider (cmscontroller.getSlider): its first picture is the page's largest element. */
export function HomeSlider() {
  const { t } = useTranslation();
  const sliders = useHomeSliders();
  const shown = useShownSliders(sliders.data);
  if (sliders.isPending) return <SliderSkeleton ratio={HOME_SLIDER_RATIO} />;
  if (shown.length === 0) return null;
  return <ContentSlider slides={shown} label={t('content.slider.homeLabel')} priority />;
}

interface InnerSliderProps {
  /** The page, as getIcSlider's SliderType names it. */
  type: InnerSliderType;
  /** Above the page's lists (`top`, with a place kept while loading) or after them (`bottom`). */
  place: SliderPlace;
}

/**
 * An inner page's sliders (cmscontroller.getIcSlider, `sliderPlace all`: one call for the page's
 * two places, each slider placed by its own SliderPlace).
 */
export function InnerSlider({ type, place }: InnerSliderProps) {
  const { t } = useTranslation();
  const sliders = useInnerSliders(type);
  const shown = useShownSliders(sliders.data).filter((slider) => slider.SliderPlace === place);
  if (sliders.isPending) {
    return place === 'top' ? (
      <div className="mb-5">
        <SliderSkeleton ratio={INNER_SLIDER_RATIO} />
      </div>
    ) : null;
  }
  if (shown.length === 0) return null;
  return (
    <ContentSlider
      slides={shown}
      label={t('content.slider.innerLabel')}
      className={place === 'top' ? 'mb-5' : 'mt-6'}
    />
  );
}
