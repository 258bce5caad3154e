import type { MethodParsedInput, Ticket } from '@bnw/contract';
import type { Actor } from '../../platform/actor.js';
import { recordTicketAct } from './audit.js';
import { reserveOpening, turkishDay } from './counters.js';
import type { SupportDeps } from './deps.js';
import { paymentToLink } from './payments.js';
import { playerAuthor, toTicket } from './ticket-view.js';

/**
 * `tickets.open`: a new ticket with its first message. The payment a payment ticket is about is
 * recorded by value (id, type, amount, time as they are now): staff later read what the player
 * saw, whatever became of the payment since. The daily and open-ticket limits are reserved in the
 * same transaction, so a refusal changes nothing.
 */
export async function openTicket(
  deps: SupportDeps,
  actor: Actor,
  input: MethodParsedInput<'tickets.open'>,
): Promise<Ticket> {
  const author = playerAuthor(actor);
  if (author.kind !== 'player') throw new Error('a player opens a ticket');
  const payment = await paymentToLink(deps, author.userId, input.category, input.transactionID);
  const now = deps.clock();
  const at = now.toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    await reserveOpening(trx, author.userId, turkishDay(now));
    const ticket = await trx
      .insertInto('support_tickets')
      .values({
        user_id: author.userId,
        category: input.category,
        subject: input.subject,
        status: 'open',
        payment_public_id: payment?.publicId ?? null,
        payment_type: payment?.type ?? null,
        payment_amount_kurus: payment?.amountKurus ?? null,
        payment_created_at: payment?.createdAt ?? null,
        assigned_staff_id: null,
        message_count: 1,
        unanswered_count: 1,
        unread_answers: 0,
        created_at: at,
        updated_at: at,
        closed_at: null,
        closed_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('support_messages')
      .values({ ticket_id: ticket.id, author_kind: 'player', staff_id: null, body: input.message, created_at: at })
      .execute();
    await recordTicketAct(trx, author, { ticketId: ticket.id, userId: author.userId, action: 'opened', at });
    return ticket;
  });
  return toTicket(row);
}
