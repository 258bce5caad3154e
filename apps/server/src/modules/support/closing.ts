import type { Ticket } from '@bnw/contract';
import type { Actor } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import { recordTicketAct } from './audit.js';
import { releaseOpen } from './counters.js';
import type { StaffAuthor, SupportDeps, TicketAuthor } from './deps.js';
import { playerAuthor, reachableTicket, toTicket } from './ticket-view.js';

/**
 * Closes a ticket for good, by its player or by staff: a closed ticket takes no message, and the
 * player's count of tickets not closed goes down by one in the same transaction (the conditional
 * update on the status makes two closings count once).
 */
export async function closeTicket(deps: SupportDeps, author: TicketAuthor, ticketId: number): Promise<Ticket> {
  const at = deps.clock().toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('support_tickets')
      .set({ status: 'closed', closed_at: at, closed_by: author.kind, updated_at: at })
      .where('id', '=', ticketId)
      .where('status', '<>', 'closed');
    if (author.kind === 'player') update = update.where('user_id', '=', author.userId);
    const closed = await update.returningAll().executeTakeFirst();
    if (!closed) {
      await reachableTicket(trx, author, ticketId);
      throw new RpcError('ticketClosed');
    }
    await releaseOpen(trx, closed.user_id);
    await recordTicketAct(trx, author, { ticketId, userId: closed.user_id, action: 'closed', at });
    return closed;
  });
  return toTicket(row);
}

/** `tickets.close`: the signed-in player closes their ticket. */
export function closeOwnTicket(deps: SupportDeps, actor: Actor, input: { ticketID: number }): Promise<Ticket> {
  return closeTicket(deps, playerAuthor(actor), input.ticketID);
}

/**
 * Gives a ticket to a staff member (or takes it back with null): the back office's queue
 * (issue #14 section 2). A closed ticket keeps its last assignee.
 */
export async function assignTicket(
  deps: SupportDeps,
  staff: StaffAuthor,
  input: { ticketId: number; assigneeStaffId: number | null },
): Promise<Ticket> {
  const at = deps.clock().toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    const assigned = await trx
      .updateTable('support_tickets')
      .set({ assigned_staff_id: input.assigneeStaffId, updated_at: at })
      .where('id', '=', input.ticketId)
      .where('status', '<>', 'closed')
      .returningAll()
      .executeTakeFirst();
    if (!assigned) {
      await reachableTicket(trx, staff, input.ticketId);
      throw new RpcError('ticketClosed');
    }
    await recordTicketAct(trx, staff, { ticketId: input.ticketId, userId: assigned.user_id, action: 'assigned', at });
    return assigned;
  });
  return toTicket(row);
}
