import type { MassMessage, MassMessageKind } from '@bnw/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import { announceReading } from './announcements.js';
import type { CrmDeps } from './deps.js';
import { restrictionOf } from '../../protection/guard.js';

const SITE_PATH = /^\/(?![/\\])/;

/** The messages a player sees at `now`: published (Status active) and not written ahead of their time. */
function visibleMessages(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('mass_messages')
    .where('mass_messages.status', '=', 'active')
    .where('mass_messages.published_at', '<=', now);
}

/**
 * The visible messages joined with this player's reading of them and with the player's account.
 * A message published before the account existed was never sent to this player: it is listed as
 * the site's earlier news but never counted unread (a new account saw "9+" for last week's news).
 */
function withReading(db: Kysely<Database>, now: string, userId: number) {
  return visibleMessages(db, now)
    .leftJoin('mass_message_reads as reading', (join) =>
      join.onRef('reading.message_id', '=', 'mass_messages.id').on('reading.user_id', '=', userId),
    )
    .innerJoin('users as recipient', (join) => join.on('recipient.id', '=', userId));
}

async function countUnread(
  db: Kysely<Database>,
  now: string,
  userId: number,
): Promise<{ total: number; unread: number }> {
  const row = await withReading(db, now, userId)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .count<number | string>('mass_messages.id')
        .filterWhere((w) =>
          w.and([
            w('reading.read_at', 'is', null),
            w('mass_messages.published_at', '>=', w.ref('recipient.created_at')),
          ]),
        )
        .as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

export interface MassMessagePage {
  messages: MassMessage[];
  pagination: { total: number; limit: number; offset: number };
  unreadCount: number;
}

/** `crm.list_mass_messages`: the signed-in player's messages, newest first, each read or unread for them. */
export async function listMassMessages(
  deps: CrmDeps,
  actor: Actor,
  input: { limit: number; offset: number },
): Promise<MassMessagePage> {
  const userId = playerOf(actor).user.id;
  // No marketing during a time-out or an exclusion, nor after a closure.
  if (await restrictionOf(deps.db, userId, deps.clock())) {
    return { messages: [], pagination: { total: 0, limit: input.limit, offset: input.offset }, unreadCount: 0 };
  }
  const now = deps.clock().toISOString();
  const [rows, counts] = await Promise.all([
    withReading(deps.db, now, userId)
      .select([
        'mass_messages.id',
        'mass_messages.kind',
        'mass_messages.title',
        'mass_messages.text',
        'mass_messages.link_url',
        'mass_messages.link_text',
        'mass_messages.published_at',
        'reading.read_at',
        'recipient.created_at as recipient_since',
      ])
      .orderBy('mass_messages.published_at', 'desc')
      .orderBy('mass_messages.id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    countUnread(deps.db, now, userId),
  ]);
  const messages = rows.map((row) => ({
    ID: row.id,
    Kind: row.kind as MassMessageKind,
    Title: row.title,
    Text: row.text,
    // The client routes to it: an outside address stored by mistake is dropped, not answered.
    Link: row.link_url !== null && SITE_PATH.test(row.link_url) ? row.link_url : null,
    LinkText: row.link_text,
    PublishedAt: row.published_at,
    Read: row.read_at !== null || row.published_at < row.recipient_since,
    ReadAt: row.read_at,
  }));
  return {
    messages,
    pagination: { total: counts.total, limit: input.limit, offset: input.offset },
    unreadCount: counts.unread,
  };
}

/**
 * `crm.mark_mass_message_read`: one visible message, or every visible one, read by the signed-in
 * player. A reading is a row keyed by (player, message) and inserted with "do nothing" on conflict,
 * so a second tap, another tab or a burst of calls keeps the first reading and adds nothing.
 */
export async function markMassMessagesRead(
  deps: CrmDeps,
  actor: Actor,
  input: { messageID?: number | undefined; all?: boolean | undefined },
): Promise<{ unreadCount: number }> {
  const userId = playerOf(actor).user.id;
  const now = deps.clock().toISOString();
  if (input.all === true) await markAll(deps.db, now, userId);
  else if (input.messageID !== undefined) await markOne(deps.db, now, userId, input.messageID);
  else throw new RpcError('massMessageMarkInvalid');
  await announceReading(deps, userId);
  return { unreadCount: (await countUnread(deps.db, now, userId)).unread };
}

async function markOne(db: Kysely<Database>, now: string, userId: number, messageId: number): Promise<void> {
  const message = await visibleMessages(db, now).select('id').where('id', '=', messageId).executeTakeFirst();
  if (!message) throw new RpcError('massMessageNotFound');
  await db
    .insertInto('mass_message_reads')
    .values({ message_id: messageId, user_id: userId, read_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'message_id']).doNothing())
    .execute();
}

/** One statement: every visible message the player has not read yet gets its reading. */
async function markAll(db: Kysely<Database>, now: string, userId: number): Promise<void> {
  await db
    .insertInto('mass_message_reads')
    .columns(['message_id', 'user_id', 'read_at'])
    .expression(
      visibleMessages(db, now).select([
        'mass_messages.id',
        // Typed casts: PostgreSQL reads a bare parameter in a select list as text.
        sql<number>`cast(${userId} as integer)`.as('user_id'),
        sql<string>`cast(${now} as varchar(32))`.as('read_at'),
      ]),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'message_id']).doNothing())
    .execute();
}
