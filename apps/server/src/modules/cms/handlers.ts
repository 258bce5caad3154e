import { ok, RpcError } from '../../rpc/outcome.js';
import type { HandlerMap } from '../../rpc/handlers.js';
import { findInformationPage } from './information-repository.js';

export const cmsHandlers: HandlerMap<'cmscontroller.getInformation'> = {
  'cmscontroller.getInformation': async (input, { services }) => {
    const page = await findInformationPage(services.db, input.InfType, input.Lang);
    if (!page) throw new RpcError('notFound', {}, input.InfType);
    return ok(page);
  },
};
