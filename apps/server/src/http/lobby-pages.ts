import type { ContentImage, InnerSliderType, Promotion, Slider } from '@bnw/contract';
import { HOME_SLIDER_MARK, escapeHtml, scriptSafeJson } from './home-page.js';

/** The lobbies whose shell paints their first pictures, each with the inner slider it shows at its top. */
export const LOBBY_SLIDER_TYPES = {
  '/slot': 'slot',
  '/live': 'live',
  '/tombala': 'tombala',
  '/bet-on-games': 'bet-on-games',
  '/promotions': 'promotions',
  '/tournaments': 'tournaments',
} as const satisfies Record<string, InnerSliderType>;
export type LobbyPath = keyof typeof LOBBY_SLIDER_TYPES;
export const LOBBY_PATHS = Object.keys(LOBBY_SLIDER_TYPES) as LobbyPath[];

/** The id of the JSON the player site reads as a lobby's first answers (features/content/api/lobby-answers.ts). */
export const LOBBY_ANSWERS_ELEMENT_ID = 'bnw-lobby-answers';

/** What a lobby's first screen shows from the content, read when its page is asked for. */
export interface LobbyContent {
  type: InnerSliderType;
  /** cmscontroller.getIcSlider's answer for the page's type, `sliderPlace all`. */
  innerSliders: Slider[];
  /** The first card's picture under the slider (/promotions, a running tournament): the page's largest element. */
  card?: ContentImage;
  /** cmscontroller.getPromotions' answer, on /promotions. */
  promotions?: Promotion[];
}

/** The answers as the site asks for them, by the key lobby-answers.ts reads them with. */
export function lobbyAnswers(content: LobbyContent): Record<string, unknown> {
  return {
    [`cmscontroller.getIcSlider ${content.type}`]: { data: content.innerSliders },
    ...(content.promotions ? { 'cmscontroller.getPromotions': content.promotions } : {}),
  };
}

function picture(className: string, image: ContentImage): string {
  return (
    `<div class="${className}"><img src="${escapeHtml(image.Url)}" alt="" width="${image.Width}" ` +
    `height="${image.Height}" fetchpriority="high" decoding="async"></div>`
  );
}

/**
 * A lobby with its first screen known before any script runs, as the home page has its banner
 * (home-page.ts): the shell keeps the page header's place (and the tabs'), paints the top slider's first
 * banner and the first card's picture (the page's largest element) straight from the HTML, and the answers
 * ride along as JSON, so the site's first render shows the same pictures instead of placeholders
 * and asks for none of them. A page without the mark is unchanged.
 */
export function renderLobbyPage(page: string, content: LobbyContent): string {
  if (!page.includes(HOME_SLIDER_MARK)) return page;
  const banner = content.innerSliders.find((slider) => slider.SliderPlace === 'top');
  const shell =
    '<div class="shell-lobby" aria-hidden="true"><div class="shell-lobby-head"></div>' +
    (banner ? picture('shell-slider', banner.Image) : '') +
    // /tournaments has its tabs between the slider and the first card.
    (content.card && content.type === 'tournaments' ? '<div class="shell-lobby-tabs"></div>' : '') +
    (content.card ? picture('shell-card', content.card) : '') +
    '</div>';
  const data = `<script type="application/json" id="${LOBBY_ANSWERS_ELEMENT_ID}">${scriptSafeJson(lobbyAnswers(content))}</script>`;
  return page.replace(HOME_SLIDER_MARK, shell).replace('</body>', `${data}</body>`);
}
