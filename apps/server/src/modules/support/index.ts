import type { ServerModule } from '../../rpc/server-module.js';
import { ok } from '../../rpc/outcome.js';
import { closeOwnTicket } from './closing.js';
import { replyToTicket } from './conversation.js';
import { openTicket } from './open-ticket.js';
import { listPaymentChoices } from './payments.js';
import { supportSubscribers } from './subscribers.js';
import { getTicket, listTickets } from './ticket-view.js';

type SupportMethod =
  'tickets.list' | 'tickets.get' | 'tickets.open' | 'tickets.reply' | 'tickets.close' | 'tickets.list_payments';

/**
 * Support tickets: the player's side of a conversation with staff. Staff
 * answer, assign and close through the same use cases (answerTicket, assignTicket, closeTicket
 * with a staff author), which the back office's calls will wrap.
 */
export const supportModule: ServerModule<SupportMethod> = {
  name: 'support',
  handlers: {
    'tickets.list': async (input, { services, actor }) => ok(await listTickets(services, actor, input)),
    'tickets.get': async (input, { services, actor }) => ok(await getTicket(services, actor, input)),
    'tickets.open': async (input, { services, actor }) => ok(await openTicket(services, actor, input), 'ticketOpened'),
    'tickets.reply': async (input, { services, actor }) =>
      ok(await replyToTicket(services, actor, input), 'ticketReplied'),
    'tickets.close': async (input, { services, actor }) =>
      ok(await closeOwnTicket(services, actor, input), 'ticketClosedDone'),
    'tickets.list_payments': async (input, { services, actor }) => ok(await listPaymentChoices(services, actor, input)),
  },
  subscribers: supportSubscribers,
};

export { answerTicket } from './conversation.js';
export { assignTicket, closeTicket, releaseAssignments } from './closing.js';
export type { TicketAssignee } from './closing.js';
export type { StaffAuthor, TicketAuthor } from './deps.js';
