import type { HandlerMap } from '../../rpc/handlers.js';
import { ok } from '../../rpc/outcome.js';
import { listMassMessages, markMassMessagesRead } from './mass-messages.js';

export const crmHandlers: HandlerMap<'crm.list_mass_messages' | 'crm.mark_mass_message_read'> = {
  'crm.list_mass_messages': async (input, { services, actor }) => ok(await listMassMessages(services, actor, input)),
  'crm.mark_mass_message_read': async (input, { services, actor }) =>
    ok(await markMassMessagesRead(services, actor, input)),
};
