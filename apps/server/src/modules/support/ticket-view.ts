import { TICKET_LIMITS, type Ticket, type TicketCategory, type TicketMessage } from '@bnw/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SupportMessagesTable, SupportTicketsTable } from '../../db/schema.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { SupportDeps, TicketAuthor } from './deps.js';

export type TicketRow = Selectable<SupportTicketsTable>;

export function toTicket(row: TicketRow): Ticket {
  const payment =
    row.payment_public_id === null
      ? null
      : {
          TransactionID: row.payment_public_id,
          Type: Number(row.payment_type),
          AmountKurus: Number(row.payment_amount_kurus),
          CreatedAt: row.payment_created_at ?? row.created_at,
        };
  return {
    ID: row.id,
    Category: row.category as TicketCategory,
    Subject: row.subject,
    Status: row.status,
    Payment: payment,
    MessageCount: row.message_count,
    UnreadAnswers: row.unread_answers,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
    ClosedAt: row.closed_at,
  };
}

export function toMessage(row: Pick<Selectable<SupportMessagesTable>, 'id' | 'author_kind' | 'body' | 'created_at'>) {
  return { ID: row.id, Author: row.author_kind, Text: row.body, CreatedAt: row.created_at } satisfies TicketMessage;
}

/**
 * The ticket the author may reach: a player only their own (another player's ticket answers
 * "not found", as a ticket that does not exist does), staff any.
 */
export async function reachableTicket(
  db: Kysely<Database>,
  author: TicketAuthor,
  ticketId: number,
): Promise<TicketRow> {
  let query = db.selectFrom('support_tickets').selectAll().where('id', '=', ticketId);
  if (author.kind === 'player') query = query.where('user_id', '=', author.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new RpcError('ticketNotFound');
  return row;
}

export function playerAuthor(actor: Actor): TicketAuthor {
  return { kind: 'player', userId: playerOf(actor).user.id, origin: actor.origin };
}

/** `tickets.list`: the player's tickets, newest first, a bounded page, and how many have unread answers. */
export async function listTickets(
  deps: SupportDeps,
  actor: Actor,
  input: { limit: number; offset: number; unreadOnly: boolean },
) {
  const userId = playerOf(actor).user.id;
  let mine = deps.db.selectFrom('support_tickets').where('user_id', '=', userId);
  if (input.unreadOnly) mine = mine.where('unread_answers', '>', 0);
  const [rows, counted, unread] = await Promise.all([
    mine
      .selectAll()
      .orderBy('id', 'desc')
      .limit(Math.min(input.limit, TICKET_LIMITS.page))
      .offset(input.offset)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('support_tickets')
      .select((eb) => eb.fn.countAll<number | string>().as('unread'))
      .where('user_id', '=', userId)
      .where('unread_answers', '>', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    tickets: rows.map(toTicket),
    pagination: { total: Number(counted.total), limit: input.limit, offset: input.offset },
    unreadTickets: Number(unread.unread),
  };
}

/**
 * `tickets.get`: one ticket with the newest messages of its thread (at most 100, oldest first).
 * The player reading it has read its staff answers.
 */
export async function getTicket(deps: SupportDeps, actor: Actor, input: { ticketID: number }) {
  const author = playerAuthor(actor);
  let row = await reachableTicket(deps.db, author, input.ticketID);
  const newest = await deps.db
    .selectFrom('support_messages')
    .select(['id', 'author_kind', 'body', 'created_at'])
    .where('ticket_id', '=', row.id)
    .orderBy('id', 'desc')
    .limit(TICKET_LIMITS.threadMessages)
    .execute();
  if (row.unread_answers > 0) {
    row =
      (await deps.db
        .updateTable('support_tickets')
        .set({ unread_answers: 0 })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirst()) ?? row;
  }
  return {
    ticket: toTicket(row),
    messages: newest.reverse().map(toMessage),
    olderCount: Math.max(0, row.message_count - newest.length),
  };
}
