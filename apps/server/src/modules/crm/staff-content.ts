import { ALL_PLAYERS_TOPIC, type MassMessageKind } from '@bnw/contract';
import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  CONTENT_STAFF_LIMITS,
  type CONTENT_CONTRACT,
  type StaffMassMessage,
} from '@bnw/contract/backoffice';
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, MassMessagesTable } from '../../db/schema.js';
import { containsText } from '../../db/staff-lists.js';
import { type StaffActor, type StaffHandlers, StaffRefusal, staffOk } from '../../rpc/backoffice-handlers.js';
import type { CrmDeps } from './deps.js';

type MessageRow = Selectable<MassMessagesTable> & { reads: number | string | null };

/**
 * Mass messages as staff write them: `mass_messages`, which every player's notifications
 * (`crm.list_mass_messages`) show while the status is active and the publishing time has come;
 * the crm's announcement job tells the signed-in browsers at that time, and a message sent now is
 * announced at once. A message players can see, or have read, is sent: it can be withdrawn
 * (inactive) but no longer edited or deleted, so what a player read stays what was sent.
 */
const target = (id: number) => `mass_message:${id}`;

function refuse(message: ConstructorParameters<typeof StaffRefusal>[0], id: number): never {
  throw new StaffRefusal(message, {}, target(id));
}

/** Seen by players: active with its time come, or read by someone (it was active once). */
function isSent(row: { status: string; published_at: string; reads: number }, now: string): boolean {
  return (row.status === 'active' && row.published_at <= now) || row.reads > 0;
}

function toStaffMessage(row: MessageRow, now: string): StaffMassMessage {
  const reads = Number(row.reads ?? 0);
  const kind = row.kind as MassMessageKind;
  return {
    id: row.id,
    kind,
    title: row.title,
    text: row.text,
    linkUrl: row.link_url,
    linkText: row.link_text,
    status: row.status,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    sent: isSent({ ...row, reads }, now),
    reads,
    preview: {
      Kind: kind,
      Title: row.title,
      Text: row.text,
      Link: row.link_url,
      LinkText: row.link_text,
      PublishedAt: row.published_at,
    },
  };
}

function messagesWithReads(deps: CrmDeps) {
  return deps.db
    .selectFrom('mass_messages')
    .selectAll('mass_messages')
    .select((eb) =>
      eb
        .selectFrom('mass_message_reads')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('mass_message_reads.message_id', '=', 'mass_messages.id')
        .as('reads'),
    );
}

export async function listStaffMessages(
  deps: CrmDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.messages_list'>,
): Promise<BackofficeMethodOutput<'bo_content.messages_list'>> {
  let filtered = deps.db.selectFrom('mass_messages').select('id');
  if (input.status) filtered = filtered.where('status', '=', input.status);
  if (input.kind) filtered = filtered.where('kind', '=', input.kind);
  if (input.search) filtered = filtered.where((eb) => containsText(eb.ref('title'), input.search!));
  const [rows, count] = await Promise.all([
    messagesWithReads(deps)
      .where('mass_messages.id', 'in', filtered)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    deps.db
      .selectFrom(filtered.as('matching'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const now = deps.clock().toISOString();
  return {
    items: rows.map((row) => toStaffMessage(row, now)),
    pagination: { total: Number(count.n), limit: input.limit, offset: input.offset },
  };
}

export async function getStaffMessage(deps: CrmDeps, _actor: StaffActor, input: { id: number }) {
  const row = await messagesWithReads(deps).where('mass_messages.id', '=', input.id).executeTakeFirst();
  return row ? toStaffMessage(row, deps.clock().toISOString()) : refuse('contentMessageNotFound', input.id);
}

/** Now, or ahead by at most a year; a few minutes behind counts as now (the form's clock is not ours). */
function publishingTime(deps: CrmDeps, requested: string | null): string {
  const now = deps.clock();
  if (requested === null) return now.toISOString();
  const at = Date.parse(requested);
  if (at < now.getTime() - CONTENT_STAFF_LIMITS.messagePastToleranceMs) return '';
  if (at > now.getTime() + CONTENT_STAFF_LIMITS.messageAheadMs) return '';
  return at < now.getTime() ? now.toISOString() : requested;
}

/** Tells every signed-in browser at once when a message becomes visible now (the job covers later ones). */
async function announceIfVisible(deps: CrmDeps, row: { status: string; published_at: string }): Promise<void> {
  if (row.status === 'active' && row.published_at <= deps.clock().toISOString()) {
    await deps.presence.publish(ALL_PLAYERS_TOPIC, { kind: 'notifications' }).catch(() => undefined);
  }
}

export async function saveStaffMessage(
  deps: CrmDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.message_save'>,
): Promise<StaffMassMessage> {
  const publishedAt = publishingTime(deps, input.publishedAt);
  if (publishedAt === '') throw new StaffRefusal('contentMessageTimeInvalid', {}, input.id ? target(input.id) : null);
  const columns = {
    kind: input.kind,
    title: input.title,
    text: input.text,
    link_url: input.linkUrl,
    link_text: input.linkText,
    status: input.status,
    published_at: publishedAt,
  };
  let id = input.id;
  if (id === undefined) {
    const created = await deps.db
      .insertInto('mass_messages')
      .values({ ...columns, code: `bo-message-${randomUUID()}`, created_at: deps.clock().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = created.id;
  } else {
    await updateUnsent(deps, id, columns);
  }
  await announceIfVisible(deps, columns);
  return getStaffMessage(deps, actor, { id });
}

/**
 * Nobody can have seen the message: not yet visible (inactive, or its time still ahead) and never
 * read. An edit and a delete each carry it in their own statement, so a player's reading and a
 * staff write cannot cross.
 */
function unseen(id: number, now: string) {
  return (eb: ExpressionBuilder<Database, 'mass_messages'>) =>
    eb.and([
      eb.or([eb('status', '=', 'inactive'), eb('published_at', '>', now)]),
      eb.not(eb.exists(eb.selectFrom('mass_message_reads').select('user_id').where('message_id', '=', id))),
    ]);
}

/** After a write kept by `unseen`: the message is sent, or there is none with this id. */
async function refuseSeenOrUnknown(deps: CrmDeps, id: number): Promise<never> {
  const exists = await deps.db.selectFrom('mass_messages').select('id').where('id', '=', id).executeTakeFirst();
  return refuse(exists ? 'contentMessageSent' : 'contentMessageNotFound', id);
}

async function updateUnsent(deps: CrmDeps, id: number, columns: Partial<Selectable<MassMessagesTable>>) {
  const updated = await deps.db
    .updateTable('mass_messages')
    .set(columns)
    .where('id', '=', id)
    .where(unseen(id, deps.clock().toISOString()))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await refuseSeenOrUnknown(deps, id);
}

/** Withdraws a message from the notifications (inactive) or puts it back; allowed at any time. */
export async function setStaffMessageStatus(
  deps: CrmDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.message_status'>,
): Promise<StaffMassMessage> {
  const updated = await deps.db
    .updateTable('mass_messages')
    .set({ status: input.status })
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) refuse('contentMessageNotFound', input.id);
  const message = await getStaffMessage(deps, actor, input);
  await deps.presence.publish(ALL_PLAYERS_TOPIC, { kind: 'notifications' }).catch(() => undefined);
  return message;
}

/** Only a message nobody can have seen (`unseen`, the edit's condition, in the delete itself). */
export async function deleteStaffMessage(
  deps: CrmDeps,
  _actor: StaffActor,
  input: { id: number },
): Promise<{ id: number }> {
  const deleted = await deps.db
    .deleteFrom('mass_messages')
    .where('id', '=', input.id)
    .where(unseen(input.id, deps.clock().toISOString()))
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return { id: input.id };
  return refuseSeenOrUnknown(deps, input.id);
}

type CrmStaffMethod =
  `bo_content.${'messages_list' | 'message_get' | 'message_save' | 'message_status' | 'message_delete'}`;

export const crmStaffHandlers = {
  'bo_content.messages_list': async (input, { services, actor }) =>
    staffOk(await listStaffMessages(services, actor, input)),
  'bo_content.message_get': async (input, { services, actor }) =>
    staffOk(await getStaffMessage(services, actor, input)),
  'bo_content.message_save': async (input, { services, actor }) => {
    const message = await saveStaffMessage(services, actor, input);
    return staffOk(message, 'contentMessageSaved', target(message.id));
  },
  'bo_content.message_status': async (input, { services, actor }) =>
    staffOk(await setStaffMessageStatus(services, actor, input), 'contentStatusChanged', target(input.id)),
  'bo_content.message_delete': async (input, { services, actor }) =>
    staffOk(await deleteStaffMessage(services, actor, input), 'contentMessageDeleted', target(input.id)),
} satisfies StaffHandlers<Pick<typeof CONTENT_CONTRACT, CrmStaffMethod>>;
