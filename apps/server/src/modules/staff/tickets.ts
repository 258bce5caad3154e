import { TICKET_LIMITS, type Ticket, type TicketCategory, type TicketMessage } from '@bnw/contract';
import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  type StaffTicket,
  TICKET_ASSIGNEE_ROLES,
} from '@bnw/contract/backoffice';
import type { Origin } from '../../platform/actor.js';
import { type StaffActor, StaffRefusal, staffOf } from '../../rpc/backoffice-handlers.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import type { StaffDeps } from './deps.js';

/** Staff writing on a ticket, as the support module's use cases take it. */
export interface StaffTicketAuthor {
  kind: 'staff';
  staffId: number;
  origin: Origin;
}

/**
 * The support module's staff use cases (decisions 31), handed in by the composition root: the
 * staff module never imports another module. Answering makes the ticket answered and unread for
 * its player and records `support_ticket_answered` (the player's notification).
 */
export interface SupportDeskPort {
  answer(
    deps: Pick<Services, 'db' | 'clock' | 'events'>,
    staff: StaffTicketAuthor,
    input: { ticketId: number; message: string },
  ): Promise<{ ticket: Ticket; message: TicketMessage }>;
  /** 'assigneeRefused' when the assignee is not active in one of `roles` (checked by the assigning statement). */
  assign(
    deps: Pick<Services, 'db' | 'clock' | 'events' | 'dialect'>,
    staff: StaffTicketAuthor,
    input: { ticketId: number; assignee: { staffId: number; roles: readonly string[] } | null },
  ): Promise<Ticket | 'assigneeRefused'>;
  close(deps: Pick<Services, 'db' | 'clock' | 'events'>, staff: StaffTicketAuthor, ticketId: number): Promise<Ticket>;
}

type TicketDeps = Pick<StaffDeps, 'db'>;

function author(actor: StaffActor): StaffTicketAuthor {
  return { kind: 'staff', staffId: staffOf(actor).id, origin: actor.origin };
}

/**
 * The queue reads `support_tickets` as facts (decisions 31: by status and last activity, index
 * `support_tickets_queue`), with the player's and the assignee's names; oldest activity first,
 * so the longest-waiting ticket is on top.
 */
function queueQuery(deps: TicketDeps) {
  return deps.db
    .selectFrom('support_tickets')
    .innerJoin('users', 'users.id', 'support_tickets.user_id')
    .leftJoin('staff_users', 'staff_users.id', 'support_tickets.assigned_staff_id');
}

const QUEUE_COLUMNS = [
  'support_tickets.id',
  'support_tickets.category',
  'support_tickets.subject',
  'support_tickets.status',
  'support_tickets.payment_public_id',
  'support_tickets.payment_type',
  'support_tickets.payment_amount_kurus',
  'support_tickets.payment_created_at',
  'support_tickets.message_count',
  'support_tickets.unread_answers',
  'support_tickets.created_at',
  'support_tickets.updated_at',
  'support_tickets.closed_at',
  'support_tickets.user_id',
  'support_tickets.assigned_staff_id',
  'users.username as player_username',
  'staff_users.username as assignee_username',
] as const;

function toStaffTicket(row: {
  id: number;
  category: string;
  subject: string;
  status: 'open' | 'answered' | 'closed';
  payment_public_id: string | null;
  payment_type: number | null;
  payment_amount_kurus: number | string | bigint | null;
  payment_created_at: string | null;
  message_count: number;
  unread_answers: number;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  user_id: number;
  assigned_staff_id: number | null;
  player_username: string;
  assignee_username: string | null;
}): StaffTicket {
  return {
    ID: row.id,
    Category: row.category as TicketCategory,
    Subject: row.subject,
    Status: row.status,
    Payment:
      row.payment_public_id === null
        ? null
        : {
            TransactionID: row.payment_public_id,
            Type: Number(row.payment_type),
            AmountKurus: Number(row.payment_amount_kurus),
            CreatedAt: row.payment_created_at ?? row.created_at,
          },
    MessageCount: row.message_count,
    UnreadAnswers: row.unread_answers,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
    ClosedAt: row.closed_at,
    PlayerID: row.user_id,
    PlayerUsername: row.player_username,
    AssignedStaffID: row.assigned_staff_id,
    AssignedStaffUsername: row.assignee_username,
  };
}

async function staffTicket(deps: TicketDeps, ticketId: number): Promise<StaffTicket> {
  const row = await queueQuery(deps)
    .select(QUEUE_COLUMNS)
    .where('support_tickets.id', '=', ticketId)
    .executeTakeFirst();
  if (!row) throw new RpcError('ticketNotFound');
  return toStaffTicket(row);
}

type QueueFilter = Pick<BackofficeParsedInput<'bo_tickets.list'>, 'status' | 'category' | 'assigned'>;

/** The queue's rows that the list's filter keeps (the export uses the very same filter). */
function filteredQueue(deps: TicketDeps, actor: StaffActor, input: QueueFilter) {
  let query = queueQuery(deps);
  if (input.status) query = query.where('support_tickets.status', '=', input.status);
  if (input.category) query = query.where('support_tickets.category', '=', input.category);
  if (input.assigned === 'me') query = query.where('support_tickets.assigned_staff_id', '=', staffOf(actor).id);
  if (input.assigned === 'unassigned') query = query.where('support_tickets.assigned_staff_id', 'is', null);
  return query;
}

/** One page of the queue, oldest activity first. */
export async function queuePage(
  deps: TicketDeps,
  actor: StaffActor,
  input: QueueFilter & { limit: number; offset: number },
): Promise<StaffTicket[]> {
  const rows = await filteredQueue(deps, actor, input)
    .select(QUEUE_COLUMNS)
    .orderBy('support_tickets.updated_at', 'asc')
    .orderBy('support_tickets.id', 'asc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return rows.map(toStaffTicket);
}

/** `bo_tickets.list`: the queue by status, category and assignment, a bounded page. */
export async function ticketQueue(
  deps: TicketDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_tickets.list'>,
): Promise<BackofficeMethodOutput<'bo_tickets.list'>> {
  const [tickets, counted] = await Promise.all([queuePage(deps, actor, input), countQueue(deps, actor, input)]);
  return { tickets, pagination: { total: counted, limit: input.limit, offset: input.offset } };
}

export async function countQueue(deps: TicketDeps, actor: StaffActor, input: QueueFilter): Promise<number> {
  const counted = await filteredQueue(deps, actor, input)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}

/** `bo_tickets.get`: the ticket and the newest messages of its thread, oldest first, with staff names. */
export async function ticketThread(
  deps: TicketDeps,
  input: BackofficeParsedInput<'bo_tickets.get'>,
): Promise<BackofficeMethodOutput<'bo_tickets.get'>> {
  const ticket = await staffTicket(deps, input.ticketID);
  const newest = await deps.db
    .selectFrom('support_messages')
    .leftJoin('staff_users', 'staff_users.id', 'support_messages.staff_id')
    .select([
      'support_messages.id',
      'support_messages.author_kind',
      'support_messages.body',
      'support_messages.created_at',
      'staff_users.username as staff_username',
    ])
    .where('support_messages.ticket_id', '=', input.ticketID)
    .orderBy('support_messages.id', 'desc')
    .limit(TICKET_LIMITS.threadMessages)
    .execute();
  return {
    ticket,
    messages: newest.reverse().map((row) => ({
      ID: row.id,
      Author: row.author_kind,
      Text: row.body,
      CreatedAt: row.created_at,
      StaffUsername: row.staff_username,
    })),
    olderCount: Math.max(0, ticket.MessageCount - newest.length),
  };
}

type DeskDeps = Pick<Services, 'db' | 'clock' | 'events' | 'dialect'>;

/** `bo_tickets.answer`: through the support module's `answerTicket`. */
export async function answerAsStaff(
  deps: DeskDeps,
  desk: SupportDeskPort,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_tickets.answer'>,
): Promise<BackofficeMethodOutput<'bo_tickets.answer'>> {
  const written = await desk.answer(deps, author(actor), { ticketId: input.ticketID, message: input.message });
  return {
    ticket: await staffTicket(deps, input.ticketID),
    message: { ...written.message, StaffUsername: staffOf(actor).username },
  };
}

/**
 * `bo_tickets.assign`: to an active staff member whose role answers tickets, or to nobody, through
 * `assignTicket`, whose one conditional statement checks the role and status as it assigns.
 */
export async function assignAsStaff(
  deps: DeskDeps,
  desk: SupportDeskPort,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_tickets.assign'>,
): Promise<StaffTicket> {
  const assignee = input.staffID === null ? null : { staffId: input.staffID, roles: TICKET_ASSIGNEE_ROLES };
  const assigned = await desk.assign(deps, author(actor), { ticketId: input.ticketID, assignee });
  if (assigned === 'assigneeRefused') {
    const known = await deps.db
      .selectFrom('staff_users')
      .select('id')
      .where('id', '=', input.staffID!)
      .executeTakeFirst();
    throw new StaffRefusal(known ? 'staffAssigneeCannotAnswer' : 'staffAssigneeNotFound');
  }
  return staffTicket(deps, input.ticketID);
}

/** `bo_tickets.close`: for good, through `closeTicket`. */
export async function closeAsStaff(
  deps: DeskDeps,
  desk: SupportDeskPort,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_tickets.close'>,
): Promise<StaffTicket> {
  await desk.close(deps, author(actor), input.ticketID);
  return staffTicket(deps, input.ticketID);
}
