import { TICKET_CATEGORIES, TICKET_STATUSES } from '@bnw/contract';
import { STAFF_LIMITS } from '@bnw/contract/backoffice';
import { callBackoffice, type CallInput } from '../../data/rpc';
import type { ListQuery, RecordWithId, ResourceAdapter } from '../../data/resource-adapter';

const ASSIGNED = ['any', 'me', 'unassigned'] as const;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

/** The list's page and filters as `bo_tickets.list` takes them (a page is at most 50 tickets). */
export function ticketListInput(query: ListQuery): CallInput<'bo_tickets.list'> {
  const limit = Math.min(Math.max(1, query.perPage), STAFF_LIMITS.ticketPage);
  const input: CallInput<'bo_tickets.list'> = {
    limit,
    offset: Math.min((Math.max(1, query.page) - 1) * limit, STAFF_LIMITS.ticketMaxOffset),
    assigned: oneOf(ASSIGNED, query.filter.assigned) ?? 'any',
  };
  const status = oneOf(TICKET_STATUSES, query.filter.status);
  const category = oneOf(TICKET_CATEGORIES, query.filter.category);
  if (status) input.status = status;
  if (category) input.category = category;
  return input;
}

/** The queue (oldest activity first, as the server orders it) and one ticket with its thread. */
export const ticketsAdapter: ResourceAdapter = {
  async getList(query) {
    const answer = await callBackoffice('bo_tickets.list', ticketListInput(query));
    return {
      data: answer.tickets.map((ticket) => ({ ...ticket, id: ticket.ID })),
      total: answer.pagination.total,
    };
  },
  async getOne(id) {
    const answer = await callBackoffice('bo_tickets.get', { ticketID: Number(id) });
    return {
      ...answer.ticket,
      id: answer.ticket.ID,
      messages: answer.messages,
      olderCount: answer.olderCount,
    } satisfies RecordWithId;
  },
};
