import { useTranslation } from 'react-i18next';
import { useHomeSliders } from '../api/home-sliders';
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
  return <ContentSlider slides={shown} label={t('content.slider.label')} priority />;
}
