import { CONTENT_IMAGE_SIZES } from '@bnw/contract';
import type { BackofficeMethodOutput, BackofficeParsedInput, CONTENT_CONTRACT } from '@bnw/contract/backoffice';
import { type StaffHandlers, staffOk } from '../../rpc/backoffice-handlers.js';
import { contentImageSvg } from './content-images.js';
import type { CmsDeps } from './deps.js';
import { artColumn } from './staff-rows.js';
import { deleteStaffPage, getStaffPage, listStaffPages, saveStaffPage } from './staff-pages.js';
import {
  deleteStaffPopup,
  getStaffPopup,
  listStaffPopups,
  saveStaffPopup,
  setStaffPopupStatus,
} from './staff-popups.js';
import {
  deleteStaffPromotion,
  getStaffPromotion,
  listStaffPromotions,
  saveStaffPromotion,
  setStaffPromotionStatus,
} from './staff-promotions.js';
import {
  deleteStaffSlider,
  getStaffSlider,
  listStaffSliders,
  saveStaffSlider,
  setStaffSliderStatus,
} from './staff-sliders.js';
import {
  deleteStaffTournament,
  getStaffTournament,
  listStaffTournaments,
  saveStaffTournament,
  setStaffTournamentStatus,
} from './staff-tournaments.js';

/**
 * The back office's content calls whose tables this module's player calls read: sliders,
 * promotions, pop-ups, information pages and tournaments, and the banner preview. Assembled with
 * the other modules' content calls in staff-panel/content.ts.
 */
type CmsStaffMethod =
  | 'bo_content.art_preview'
  | `bo_content.${'slider' | 'promotion' | 'popup' | 'tournament'}${'s_list' | '_get' | '_save' | '_status' | '_delete'}`
  | `bo_content.${'pages_list' | 'page_get' | 'page_save' | 'page_delete'}`;

/**
 * The banner exactly as the site draws it for a row with these words (saved or not): the SVG the
 * player's page would load from /content/images.
 */
export function previewArt(
  _deps: CmsDeps,
  input: BackofficeParsedInput<'bo_content.art_preview'>,
): BackofficeMethodOutput<'bo_content.art_preview'> {
  const size = CONTENT_IMAGE_SIZES[input.size];
  const kind = input.size === 'innerSlider' ? 'slider' : input.size;
  const svg = contentImageSvg({ kind, id: 0, size: input.size, title: input.title, art: artColumn(input.art) });
  return { svg, width: size.Width, height: size.Height };
}

const saved = (id: number | string, kind: string) => `${kind}:${id}`;

export const cmsStaffHandlers = {
  'bo_content.art_preview': async (input, { services }) => staffOk(previewArt(services, input)),

  'bo_content.sliders_list': async (input, { services, actor }) =>
    staffOk(await listStaffSliders(services, actor, input)),
  'bo_content.slider_get': async (input, { services, actor }) => staffOk(await getStaffSlider(services, actor, input)),
  'bo_content.slider_save': async (input, { services, actor }) => {
    const slider = await saveStaffSlider(services, actor, input);
    return staffOk(slider, 'contentSliderSaved', saved(slider.id, 'slider'));
  },
  'bo_content.slider_status': async (input, { services, actor }) =>
    staffOk(await setStaffSliderStatus(services, actor, input), 'contentStatusChanged', saved(input.id, 'slider')),
  'bo_content.slider_delete': async (input, { services, actor }) =>
    staffOk(await deleteStaffSlider(services, actor, input), 'contentSliderDeleted', saved(input.id, 'slider')),

  'bo_content.promotions_list': async (input, { services, actor }) =>
    staffOk(await listStaffPromotions(services, actor, input)),
  'bo_content.promotion_get': async (input, { services, actor }) =>
    staffOk(await getStaffPromotion(services, actor, input)),
  'bo_content.promotion_save': async (input, { services, actor }) => {
    const promotion = await saveStaffPromotion(services, actor, input);
    return staffOk(promotion, 'contentPromotionSaved', saved(promotion.id, 'promotion'));
  },
  'bo_content.promotion_status': async (input, { services, actor }) =>
    staffOk(
      await setStaffPromotionStatus(services, actor, input),
      'contentStatusChanged',
      saved(input.id, 'promotion'),
    ),
  'bo_content.promotion_delete': async (input, { services, actor }) =>
    staffOk(
      await deleteStaffPromotion(services, actor, input),
      'contentPromotionDeleted',
      saved(input.id, 'promotion'),
    ),

  'bo_content.popups_list': async (input, { services, actor }) =>
    staffOk(await listStaffPopups(services, actor, input)),
  'bo_content.popup_get': async (input, { services, actor }) => staffOk(await getStaffPopup(services, actor, input)),
  'bo_content.popup_save': async (input, { services, actor }) => {
    const popup = await saveStaffPopup(services, actor, input);
    return staffOk(popup, 'contentPopupSaved', saved(popup.id, 'popup'));
  },
  'bo_content.popup_status': async (input, { services, actor }) =>
    staffOk(await setStaffPopupStatus(services, actor, input), 'contentStatusChanged', saved(input.id, 'popup')),
  'bo_content.popup_delete': async (input, { services, actor }) =>
    staffOk(await deleteStaffPopup(services, actor, input), 'contentPopupDeleted', saved(input.id, 'popup')),

  'bo_content.pages_list': async (_input, { services }) => staffOk(await listStaffPages(services)),
  'bo_content.page_get': async (input, { services, actor }) => staffOk(await getStaffPage(services, actor, input)),
  'bo_content.page_save': async (input, { services, actor }) => {
    const page = await saveStaffPage(services, actor, input);
    return staffOk(page, 'contentPageSaved', saved(page.id, 'page'));
  },
  'bo_content.page_delete': async (input, { services, actor }) => {
    const page = await deleteStaffPage(services, actor, input);
    return staffOk(page, 'contentPageDeleted', saved(page.id, 'page'));
  },

  'bo_content.tournaments_list': async (input, { services, actor }) =>
    staffOk(await listStaffTournaments(services, actor, input)),
  'bo_content.tournament_get': async (input, { services, actor }) =>
    staffOk(await getStaffTournament(services, actor, input)),
  'bo_content.tournament_save': async (input, { services, actor }) => {
    const tournament = await saveStaffTournament(services, actor, input);
    return staffOk(tournament, 'contentTournamentSaved', saved(tournament.id, 'tournament'));
  },
  'bo_content.tournament_status': async (input, { services, actor }) =>
    staffOk(
      await setStaffTournamentStatus(services, actor, input),
      'contentStatusChanged',
      saved(input.id, 'tournament'),
    ),
  'bo_content.tournament_delete': async (input, { services, actor }) =>
    staffOk(
      await deleteStaffTournament(services, actor, input),
      'contentTournamentDeleted',
      saved(input.id, 'tournament'),
    ),
} satisfies StaffHandlers<Pick<typeof CONTENT_CONTRACT, CmsStaffMethod>>;
