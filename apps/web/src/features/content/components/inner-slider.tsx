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
    <ContentSlider slides={shown} label={t('content.slider.label')} className={place === 'top' ? 'mb-5' : 'mt-6'} />
  );
}
