import type { HandlerMap } from '../../rpc/handlers.js';
import { RpcError, ok } from '../../rpc/outcome.js';
import { findInformationPage } from './information-repository.js';
import { listPopups } from './popups.js';
import { listPromotions } from './promotions.js';
import { listHomeSliders, listInnerSliders, listSiteSliders } from './sliders.js';
import { listTournaments } from './tournaments.js';

type CmsMethod =
  | 'cmscontroller.getInformation'
  | 'cmscontroller.getSlider'
  | 'cmscontroller.getIcSlider'
  | 'slider.get_all_items'
  | 'slider.get_active_items'
  | 'cmscontroller.getPromotions'
  | 'cmscontroller.popupInformation'
  | 'cmscontroller.getTournaments';

export const cmsHandlers: HandlerMap<CmsMethod> = {
  'cmscontroller.getInformation': async (input, { services }) => {
    const page = await findInformationPage(services.db, input.InfType, input.Lang);
    if (!page) throw new RpcError('notFound', {}, input.InfType);
    return ok(page);
  },
  'cmscontroller.getSlider': async (input, { services, actor }) => ok(await listHomeSliders(services, actor, input)),
  'cmscontroller.getIcSlider': async (input, { services, actor }) => ok(await listInnerSliders(services, actor, input)),
  'slider.get_all_items': async (_input, { services, actor }) => ok(await listSiteSliders(services, actor, 'all')),
  'slider.get_active_items': async (_input, { services, actor }) => ok(await listSiteSliders(services, actor, 'home')),
  'cmscontroller.getPromotions': async (input, { services, actor }) => ok(await listPromotions(services, actor, input)),
  'cmscontroller.popupInformation': async (input, { services, actor }) => ok(await listPopups(services, actor, input)),
  'cmscontroller.getTournaments': async (input, { services, actor }) =>
    ok(await listTournaments(services, actor, input)),
};
