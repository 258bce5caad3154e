import { type ContentImage, DEFAULT_SITE_TYPE, type InnerSliderType, type Promotion, type Slider } from '@bnw/contract';
import { systemActor } from '../../platform/actor.js';
import type { CmsDeps } from './deps.js';
import { listPromotions } from './promotions.js';
import { listInnerSliders } from './sliders.js';
import { listTournaments } from './tournaments.js';

/** The public answers a lobby's first screen shows, read as a visitor would ask for them. */
export interface FirstLobbyContent {
  type: InnerSliderType;
  innerSliders: Slider[];
  card?: ContentImage;
  promotions?: Promotion[];
}

const VISITOR = systemActor('lobby-page');

/**
 * A lobby's top of page for its HTML to carry (http/lobby-pages.ts): the inner sliders of its type
 * and, on the pages whose first card is their largest picture, that card's picture: the first
 * promotion, or the first tournament (running ones come first, and the page opens on the first tab
 * that has any, so it is the first card there).
 */
export async function firstLobbyContent(deps: CmsDeps, type: InnerSliderType): Promise<FirstLobbyContent> {
  const { data: innerSliders } = await listInnerSliders(deps, VISITOR, {
    SiteType: DEFAULT_SITE_TYPE,
    SliderType: type,
    sliderPlace: 'all',
  });
  if (type === 'promotions') {
    const promotions = await listPromotions(deps, VISITOR, { SiteType: DEFAULT_SITE_TYPE });
    return { type, innerSliders, promotions, ...(promotions[0] ? { card: promotions[0].Image } : {}) };
  }
  if (type === 'tournaments') {
    const { tournaments } = await listTournaments(deps, VISITOR, {
      SiteType: DEFAULT_SITE_TYPE,
      limit: 1,
      offset: 0,
    });
    const first = tournaments[0];
    return { type, innerSliders, ...(first ? { card: first.Image } : {}) };
  }
  return { type, innerSliders };
}
