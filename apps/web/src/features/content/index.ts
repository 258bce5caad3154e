/**
 * What other pages compose from this feature. The home slider and the pop-up ship with the entry
 * (the slider's first picture is the home page's largest element); the promotions row is a light
 * deferred wrapper; /promotions imports its list directly, in its own chunk.
 */
export { DeferredPromotionsRow } from './components/deferred-promotions-row';
export { PopupNotice } from './components/popup-notice';
export { HomeSlider, InnerSlider } from './components/slider-frames';
