import { type CORE_CONTRACT, STAFF_LIMITS } from '@bnw/contract/backoffice';
import { type StaffHandlers, csvOk, staffOk } from '../../rpc/backoffice-handlers.js';
import { listStaffAudit } from './audit-log.js';
import { changeStaffPassword, staffLogin, staffLogout, whoAmI } from './login.js';
import { finishSetup, startSetup } from './setup.js';
import { exportTickets } from './ticket-export.js';
import {
  type SupportDeskPort,
  answerAsStaff,
  assignAsStaff,
  closeAsStaff,
  ticketQueue,
  ticketThread,
} from './tickets.js';

export interface StaffModulePorts {
  supportDesk: SupportDeskPort;
}

/**
 * The back office's calls: staff accounts and sessions, support tickets
 * through the support module's staff use cases, maintenance through the same switch as the
 * operator command, and the staff audit. A new back-office call is a use case, a line in
 * CORE_CONTRACT (its schemas and roles) and a handler here; the areas' calls live in their modules,
 * assembled in staff-panel/.
 */
export function staffModule(ports: StaffModulePorts): { name: string; handlers: StaffHandlers<typeof CORE_CONTRACT> } {
  const desk = ports.supportDesk;
  return {
    name: 'staff',
    handlers: {
      'bo_auth.login': async (input, { services, actor }) =>
        staffOk(await staffLogin(services, actor, input), 'staffLoginSuccess'),
      'bo_auth.logout': async (_input, { services, actor }) => {
        await staffLogout(services, actor);
        return staffOk({}, 'staffLogoutSuccess');
      },
      'bo_auth.me': async (_input, { actor }) => staffOk(whoAmI(actor)),
      'bo_auth.setup_start': async (input, { services }) =>
        staffOk(await startSetup(services, input), 'staffSetupStarted'),
      'bo_auth.setup_finish': async (input, { services, actor }) =>
        staffOk(await finishSetup(services, actor, input), 'staffSetupDone'),
      'bo_auth.change_password': async (input, { services, actor }) =>
        staffOk(await changeStaffPassword(services, actor, input), 'staffPasswordChanged', `staff:${actor.staff?.id}`),
      'bo_tickets.list': async (input, { services, actor }) => staffOk(await ticketQueue(services, actor, input)),
      'bo_tickets.get': async (input, { services }) => staffOk(await ticketThread(services, input)),
      'bo_tickets.export': async (input, { services, actor }) => csvOk(await exportTickets(services, actor, input)),
      'bo_tickets.answer': async (input, { services, actor }) =>
        staffOk(await answerAsStaff(services, desk, actor, input), 'staffTicketAnswered'),
      'bo_tickets.assign': async (input, { services, actor }) =>
        staffOk(await assignAsStaff(services, desk, actor, input), 'staffTicketAssigned'),
      'bo_tickets.close': async (input, { services, actor }) =>
        staffOk(await closeAsStaff(services, desk, actor, input), 'staffTicketClosed'),
      'bo_ops.maintenance_get': async (_input, { services }) => staffOk(await services.maintenance.state()),
      'bo_ops.maintenance_set': async (input, { services }) => {
        // The same use case as `npm run ops -- maintenance on|off` (MaintenanceService.set).
        const message = input.message?.slice(0, STAFF_LIMITS.maintenanceMessageMax) || null;
        const before = await services.maintenance.state();
        const state = await services.maintenance.set(input.enabled, message);
        const detail = { before: { ...before }, after: { ...state } };
        return staffOk(state, state.enabled ? 'staffMaintenanceOn' : 'staffMaintenanceOff', 'maintenance', detail);
      },
      'bo_audit.list': async (input, { services }) => staffOk(await listStaffAudit(services, input)),
    },
  };
}

export { addStaff, changeStaffAccess, listStaff, resetStaff, setStaffStatus } from './accounts.js';
export type { AccessChange, AccountResult, ReleaseTickets, StaffSummary } from './accounts.js';
