import type { InnerSliderType, SliderPlace } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { useInnerSliders } from '../api/inner-sliders';
import { useShownSliders } from '../hooks/use-shown-sliders';
import { ContentSlider } from './content-slider';
import { INNER_SLIDER_RATIO, SliderSkeleton } from './slider-frames';

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
// On a phone on its side the banner keeps its shape but not the whole width: at 844 px it would be
// 200 px of a 390 px screen, and the page's own list would start below the fold.
const LANDSCAPE_WIDTH = 'phone-landscape:mx-auto phone-landscape:max-w-md';

export function InnerSlider({ type, place }: InnerSliderProps) {
  const { t } = useTranslation();
  const sliders = useInnerSliders(type);
  const shown = useShownSliders(sliders.data).filter((slider) => slider.SliderPlace === place);
  if (sliders.isPending) {
    return place === 'top' ? (
      <div className={`mb-5 ${LANDSCAPE_WIDTH}`}>
        <SliderSkeleton ratio={INNER_SLIDER_RATIO} />
      </div>
    ) : null;
  }
  if (shown.length === 0) return null;
  return (
    <ContentSlider
      slides={shown}
      label={t('content.slider.label')}
      className={`${place === 'top' ? 'mb-5' : 'mt-6'} ${LANDSCAPE_WIDTH}`}
    />
  );
}
