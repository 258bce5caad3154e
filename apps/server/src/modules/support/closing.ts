import type { Ticket } from '@bnw/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Services } from '../../services.js';
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

/** Whom a ticket goes to: a staff member, who must be active in one of the roles that answer tickets. */
export interface TicketAssignee {
  staffId: number;
  roles: readonly string[];
}

/**
 * Gives a ticket to a staff member (or takes it back with null): the back office's queue.
 * A closed ticket keeps its last assignee. The assignee's role and status
 * are checked by the assigning statement itself, with the staff member's row shared-locked first
 * on PostgreSQL: a role change or lock committed meanwhile is either seen here (refused), or waits
 * for this assignment and then takes the ticket back (releaseAssignments in its transaction).
 * Answers 'assigneeRefused' when the staff member may not take tickets; nothing is written then.
 */
export async function assignTicket(
  deps: SupportDeps & Pick<Services, 'dialect'>,
  staff: StaffAuthor,
  input: { ticketId: number; assignee: TicketAssignee | null },
): Promise<Ticket | 'assigneeRefused'> {
  const at = deps.clock().toISOString();
  const { assignee } = input;
  const row = await deps.db.transaction().execute(async (trx) => {
    if (assignee && deps.dialect === 'postgres') {
      await trx.selectFrom('staff_users').select('id').where('id', '=', assignee.staffId).forShare().execute();
    }
    const assigned = await trx
      .updateTable('support_tickets')
      .set({ assigned_staff_id: assignee?.staffId ?? null, updated_at: at })
      .where('id', '=', input.ticketId)
      .where('status', '<>', 'closed')
      .$if(assignee !== null, (update) =>
        update.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('staff_users')
              .select('staff_users.id')
              .where('staff_users.id', '=', assignee!.staffId)
              .where('staff_users.status', '=', 'active')
              .where('staff_users.role', 'in', [...assignee!.roles] as never[]),
          ),
        ),
      )
      .returningAll()
      .executeTakeFirst();
    if (!assigned) {
      const ticket = await reachableTicket(trx, staff, input.ticketId);
      if (ticket.status === 'closed') throw new RpcError('ticketClosed');
      return 'assigneeRefused' as const;
    }
    await recordTicketAct(trx, staff, { ticketId: input.ticketId, userId: assigned.user_id, action: 'assigned', at });
    return assigned;
  });
  return row === 'assigneeRefused' ? row : toTicket(row);
}

/**
 * Takes every open ticket back from a staff member who can no longer answer them (locked, or moved
 * to a role that does not see tickets), in the caller's transaction: they wait in the queue
 * unassigned instead of unseen. Answers how many.
 */
export async function releaseAssignments(trx: Transaction<Database>, staffId: number): Promise<number> {
  const released = await trx
    .updateTable('support_tickets')
    .set({ assigned_staff_id: null })
    .where('assigned_staff_id', '=', staffId)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  return Number(released.numUpdatedRows);
}
