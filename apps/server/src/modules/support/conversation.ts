import { TICKET_LIMITS, type Ticket, type TicketMessage } from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import { recordTicketAct } from './audit.js';
import type { StaffAuthor, SupportDeps, TicketAuthor } from './deps.js';
import { type TicketRow, playerAuthor, reachableTicket, toMessage, toTicket } from './ticket-view.js';

export interface WrittenMessage {
  ticket: Ticket;
  message: TicketMessage;
}

/**
 * Counts the message on its ticket in one conditional update, which is each rule at once: the
 * ticket is the author's to write on and not closed, the thread has room, and a player has fewer
 * than `unansweredReplies` messages waiting for staff. A player's message makes the ticket open
 * (an answered one opens again); a staff answer makes it answered, unread for the player, and
 * lets the player write again.
 */
async function countMessage(trx: Kysely<Database>, author: TicketAuthor, ticketId: number, at: string) {
  let update = trx
    .updateTable('support_tickets')
    .where('id', '=', ticketId)
    .where('status', '<>', 'closed')
    .where('message_count', '<', TICKET_LIMITS.messagesPerTicket);
  if (author.kind === 'player') {
    update = update
      .where('user_id', '=', author.userId)
      .where('unanswered_count', '<', TICKET_LIMITS.unansweredReplies)
      .set((eb) => ({
        status: 'open',
        message_count: eb('message_count', '+', 1),
        unanswered_count: eb('unanswered_count', '+', 1),
        updated_at: at,
      }));
  } else {
    update = update.set((eb) => ({
      status: 'answered',
      message_count: eb('message_count', '+', 1),
      unanswered_count: 0,
      unread_answers: eb('unread_answers', '+', 1),
      updated_at: at,
    }));
  }
  return update.returningAll().executeTakeFirst();
}

/** Why a message was not counted, in the order a player can act on it. */
function refusalFor(author: TicketAuthor, ticket: TicketRow): RpcError {
  if (ticket.status === 'closed') return new RpcError('ticketClosed');
  if (ticket.message_count >= TICKET_LIMITS.messagesPerTicket) return new RpcError('ticketThreadFull');
  if (author.kind === 'player') return new RpcError('ticketReplyLimit', { limit: TICKET_LIMITS.unansweredReplies });
  return new RpcError('ticketNotFound');
}

/**
 * A message on a ticket by its player or by staff, through one path. A staff answer records
 * `support_ticket_answered` in its transaction: the player's unread answers (the notifications
 * page, the menu's badge) are already counted on the ticket, and the WebSocket hub will push it.
 */
export async function writeMessage(
  deps: SupportDeps,
  author: TicketAuthor,
  input: { ticketId: number; message: string },
): Promise<WrittenMessage> {
  const at = deps.clock().toISOString();
  const written = await deps.db.transaction().execute(async (trx) => {
    const ticket = await countMessage(trx, author, input.ticketId, at);
    if (!ticket) throw refusalFor(author, await reachableTicket(trx, author, input.ticketId));
    const message = await trx
      .insertInto('support_messages')
      .values({
        ticket_id: ticket.id,
        author_kind: author.kind,
        staff_id: author.kind === 'staff' ? author.staffId : null,
        body: input.message,
        created_at: at,
      })
      .returning(['id', 'author_kind', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
    const action = author.kind === 'staff' ? 'answered' : 'replied';
    await recordTicketAct(trx, author, { ticketId: ticket.id, userId: ticket.user_id, action, at });
    if (author.kind === 'staff') {
      await deps.events.record(trx, 'support_ticket_answered', {
        ticketId: ticket.id,
        userId: ticket.user_id,
        messageId: message.id,
      });
    }
    return { ticket: toTicket(ticket), message: toMessage(message) };
  });
  if (author.kind === 'staff') await deps.events.deliverNow();
  return written;
}

/** `tickets.reply`: the signed-in player's message on their ticket. */
export function replyToTicket(
  deps: SupportDeps,
  actor: Actor,
  input: { ticketID: number; message: string },
): Promise<WrittenMessage> {
  return writeMessage(deps, playerAuthor(actor), { ticketId: input.ticketID, message: input.message });
}

/** A staff member's answer (the back office's call). */
export function answerTicket(
  deps: SupportDeps,
  staff: StaffAuthor,
  input: { ticketId: number; message: string },
): Promise<WrittenMessage> {
  return writeMessage(deps, staff, input);
}
