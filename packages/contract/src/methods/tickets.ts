import { z } from 'zod';
import { FIELD_MAX_LENGTH } from '../limits.js';
import type { MessageKey } from '../messages.js';
import { paginationSchema } from './casino.js';
import { langField, textField } from './shared.js';

/**
 * Support tickets (the specification's `tickets` area, docs/specification.md
 * section 10): a signed-in player opens a ticket (category, subject, message, and for a payment
 * category one of their pending payments of at least ₺250, the specification's fixed query),
 * reads its thread, replies and closes it. Staff answer through the same server use cases (the
 * back office adds its calls). A closed ticket is final: it takes no reply; the player opens a
 * new one. Instants are ISO strings, amounts kuruş.
 */
export const TICKET_CATEGORIES = ['account', 'deposit', 'withdrawal', 'bonus', 'game', 'technical', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** The categories about a payment, with the transaction type (1 deposit, 2 withdrawal) each may link. */
export const TICKET_PAYMENT_TYPES: Partial<Record<TicketCategory, 1 | 2>> = { deposit: 1, withdrawal: 2 };

/** open: waiting for staff; answered: staff answered last; closed: final. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_AUTHORS = ['player', 'staff'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

export const TICKET_LIMITS = {
  subjectMin: 3,
  subjectMax: 120,
  messageMax: 2000,
  /** A page of the player's tickets, and how deep the list can be paged. */
  page: 20,
  maxOffset: 200,
  /** The newest messages a thread answers (older ones are counted, not sent). */
  threadMessages: 100,
  /** Messages a ticket can hold in all: a longer conversation is a new ticket. */
  messagesPerTicket: 200,
  /** Tickets a player may open per Turkish calendar day. */
  perDay: 5,
  /** Tickets a player may have not closed at once. */
  open: 10,
  /** A player's messages in a row without a staff answer (the first included): a reply waits for staff after it. */
  unansweredReplies: 5,
  /** Pending payments the picker lists, newest first. */
  paymentChoices: 50,
} as const;

// eslint-disable-next-line no-control-regex -- every control character but the line feed
const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/**
 * A message body: several lines allowed (a line feed, a carriage return written as one), any other
 * control character refused as everywhere; trimmed, 1 to 2000 characters.
 */
function messageField(message: MessageKey) {
  return z
    .string({ error: message })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, { error: message })
        .max(TICKET_LIMITS.messageMax, { error: message })
        .refine((value) => !CONTROL_BUT_LINE_FEED.test(value), { error: 'invalidCharacter' satisfies MessageKey }),
    );
}

const ticketIdField = z.coerce
  .number({ error: 'ticketNotFound' })
  .int({ error: 'ticketNotFound' })
  .positive({ error: 'ticketNotFound' })
  .max(2_147_483_647, { error: 'ticketNotFound' });

const categoryField = z.enum(TICKET_CATEGORIES, { error: 'ticketCategoryInvalid' });

const pageField = (max: number, fallback: number, min: number) =>
  z.coerce
    .number({ error: 'ticketPageInvalid' })
    .int({ error: 'ticketPageInvalid' })
    .min(min, { error: 'ticketPageInvalid' })
    .max(max, { error: 'ticketPageInvalid' })
    .default(fallback);

/** The payment a ticket is about, as it was when the ticket was opened (recorded by value). */
export const ticketPaymentSchema = z.object({
  TransactionID: z.string().max(FIELD_MAX_LENGTH.transactionId),
  /** 1 deposit, 2 withdrawal. */
  Type: z.number().int(),
  AmountKurus: z.number().int().nonnegative(),
  CreatedAt: z.string().max(32),
});
export type TicketPayment = z.infer<typeof ticketPaymentSchema>;

export const ticketSchema = z.object({
  ID: z.number().int().positive(),
  Category: z.enum(TICKET_CATEGORIES),
  Subject: z.string().max(TICKET_LIMITS.subjectMax),
  Status: z.enum(TICKET_STATUSES),
  Payment: ticketPaymentSchema.nullable(),
  MessageCount: z.number().int().nonnegative(),
  /** Staff answers the player has not read yet (reading the thread reads them). */
  UnreadAnswers: z.number().int().nonnegative(),
  CreatedAt: z.string().max(32),
  /** The last message or change. */
  UpdatedAt: z.string().max(32),
  ClosedAt: z.string().max(32).nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketMessageSchema = z.object({
  ID: z.number().int().positive(),
  Author: z.enum(TICKET_AUTHORS),
  Text: z.string().max(TICKET_LIMITS.messageMax),
  CreatedAt: z.string().max(32),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A pending payment of the player that a ticket can be about. */
export const ticketPaymentChoiceSchema = ticketPaymentSchema.extend({
  MethodName: z.string().max(120),
});
export type TicketPaymentChoice = z.infer<typeof ticketPaymentChoiceSchema>;

export const ticketMethods = {
  /** The signed-in player's tickets, newest first, with how many have staff answers they have not read. */
  'tickets.list': {
    access: 'player',
    input: z.object({
      Lang: langField,
      limit: pageField(TICKET_LIMITS.page, TICKET_LIMITS.page, 1),
      offset: pageField(TICKET_LIMITS.maxOffset, 0, 0),
      /** Only the tickets with unread staff answers (the notifications page). */
      unreadOnly: z.boolean({ error: 'ticketPageInvalid' }).default(false),
    }),
    output: z.object({
      tickets: z.array(ticketSchema).max(TICKET_LIMITS.page),
      pagination: paginationSchema,
      /** Tickets with unread staff answers, all of them, not only the page's: the menu's badge. */
      unreadTickets: z.number().int().nonnegative(),
    }),
  },
  /** One ticket and the newest messages of its thread, oldest first; reading it reads its staff answers. */
  'tickets.get': {
    access: 'player',
    input: z.object({ Lang: langField, ticketID: ticketIdField }),
    output: z.object({
      ticket: ticketSchema,
      messages: z.array(ticketMessageSchema).max(TICKET_LIMITS.threadMessages),
      /** Older messages not sent. */
      olderCount: z.number().int().nonnegative(),
    }),
  },
  /**
   * Opens a ticket. `transactionID` only for a payment category: one of the player's pending
   * payments of at least ₺250 of that category's type (`tickets.list_payments`).
   */
  'tickets.open': {
    access: 'player',
    input: z.object({
      Lang: langField,
      category: categoryField,
      subject: textField('ticketSubjectInvalid', TICKET_LIMITS.subjectMax).min(TICKET_LIMITS.subjectMin, {
        error: 'ticketSubjectInvalid',
      }),
      message: messageField('ticketMessageInvalid'),
      transactionID: textField('ticketPaymentNotFound', FIELD_MAX_LENGTH.transactionId).optional(),
    }),
    output: ticketSchema,
  },
  /** A player's message on their ticket; an answered ticket is open again. A closed one takes none. */
  'tickets.reply': {
    access: 'player',
    input: z.object({ Lang: langField, ticketID: ticketIdField, message: messageField('ticketMessageInvalid') }),
    output: z.object({ ticket: ticketSchema, message: ticketMessageSchema }),
  },
  /** Closes the player's ticket, for good. */
  'tickets.close': {
    access: 'player',
    input: z.object({ Lang: langField, ticketID: ticketIdField }),
    output: ticketSchema,
  },
  /**
   * The payments a ticket of this category can be about: the player's pending ones (status 1002)
   * of at least ₺250 (the specification's tickets query), of the category's type, newest first.
   */
  'tickets.list_payments': {
    access: 'player',
    input: z.object({ Lang: langField, category: categoryField }),
    output: z.object({ payments: z.array(ticketPaymentChoiceSchema).max(TICKET_LIMITS.paymentChoices) }),
  },
} as const;
