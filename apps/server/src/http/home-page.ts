import type { Slider } from '@bnw/contract';

/** Where index.html's shell takes the home slider's first picture (inside `.shell-main`). */
export const HOME_SLIDER_MARK = '<!--home-slider-->';
/** The id of the JSON the player site reads as the home slider's first answer (features/content). */
export const HOME_SLIDERS_ELEMENT_ID = 'bnw-home-sliders';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&"<>']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** JSON inside a script element: no `</script>` or `<!--` can end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The home page with its slider known before any script runs: the shell paints the first banner
 * (the page's largest element) straight from the HTML, and the list itself rides along as JSON, so
 * the site's first render shows the same picture instead of a placeholder and asks for nothing.
 * Without a slider, or in a page without the mark, the page is unchanged.
 */
export function renderHomePage(page: string, sliders: readonly Slider[]): string {
  const first = sliders[0];
  if (!first || !page.includes(HOME_SLIDER_MARK)) return page;
  const picture =
    `<div class="shell-slider" aria-hidden="true"><img src="${escapeHtml(first.Image.Url)}" alt="" width="${first.Image.Width}" ` +
    `height="${first.Image.Height}" fetchpriority="high" decoding="async"></div>`;
  const data = `<script type="application/json" id="${HOME_SLIDERS_ELEMENT_ID}">${scriptSafeJson(sliders)}</script>`;
  return page.replace(HOME_SLIDER_MARK, picture).replace('</body>', `${data}</body>`);
}
