import type { InnerSliderType } from '@bnw/contract';

/*
 * The site's content calls (section 7), one module each, so the first page carries only the home
 * slider's and the pop-up's. Content is written once, in the operator's language, so the keys carry
 * no language. Failures are quiet (section 8 swallows list failures): a missing slider or pop-up
 * leaves its place empty, never an error box on the home page.
 */

/** The operator edits content now and then; a few minutes old is fresh enough. */
export const CONTENT_STALE_MS = 5 * 60_000;

export const contentKeys = {
  homeSliders: () => ['content', 'sliders', 'home'] as const,
  innerSliders: (type: InnerSliderType) => ['content', 'sliders', 'inner', type] as const,
  promotions: () => ['content', 'promotions'] as const,
  popups: () => ['content', 'popups'] as const,
};
