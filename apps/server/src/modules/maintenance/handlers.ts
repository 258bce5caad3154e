import { ok, refuse } from '../../rpc/outcome.js';
import type { HandlerMap } from '../../rpc/handlers.js';

export const maintenanceHandlers: HandlerMap<'maintenance.check_status'> = {
  /** result true means the site is up; false sends the player to the maintenance screen. */
  'maintenance.check_status': async (_input, { services }) => {
    const state = await services.maintenance.state();
    const data = { maintenance: state.enabled, message: state.message };
    return state.enabled ? refuse('maintenance', data) : ok(data, 'siteUp');
  },
};
