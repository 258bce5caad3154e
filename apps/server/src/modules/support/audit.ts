import type { Kysely } from 'kysely';
import type { Database, SupportAuditTable } from '../../db/schema.js';
import type { TicketAuthor } from './deps.js';

/**
 * Every act on a ticket, the player's and staff's, with where it came from: the back office's
 * history of a ticket, and the answer to "who closed this". Written in the act's transaction.
 */
export async function recordTicketAct(
  trx: Kysely<Database>,
  author: TicketAuthor,
  act: { ticketId: number; userId: number; action: SupportAuditTable['action']; at: string },
): Promise<void> {
  await trx
    .insertInto('support_audit')
    .values({
      ticket_id: act.ticketId,
      user_id: act.userId,
      actor_kind: author.kind,
      staff_id: author.kind === 'staff' ? author.staffId : null,
      action: act.action,
      ip: author.origin.ip.slice(0, 64),
      user_agent: author.origin.userAgent.slice(0, 512),
      created_at: act.at,
    })
    .execute();
}
