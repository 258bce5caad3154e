import type { ServerModule } from '../../rpc/server-module.js';
import { announceMassMessagesJob } from './announcements.js';
import { crmHandlers } from './handlers.js';

/**
 * The operator's messages to players: mass messages on the notifications page, each read or
 * unread for the player who asks.
 */
export const crmModule: ServerModule<keyof typeof crmHandlers> = {
  name: 'crm',
  handlers: crmHandlers,
  jobs: (services) => [announceMassMessagesJob(services)],
};
