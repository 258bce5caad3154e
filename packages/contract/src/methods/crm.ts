import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { paginationSchema } from './casino.js';
import { contentLangField } from './cms.js';

/**
 * Mass messages: what the operator sends to every player, listed on the
 * notifications page beside the payment notifications, each read or unread for the player who
 * asks. The read state is the player's own: another player's reading changes nothing for them.
 */

/** What a message is about, for its icon. */
export const MASS_MESSAGE_KINDS = ['news', 'bonus', 'tournament', 'payment', 'security'] as const;
export type MassMessageKind = (typeof MASS_MESSAGE_KINDS)[number];

export const MASS_MESSAGE_MAX_LENGTH = { code: 60, title: 120, text: 1000, link: 200, linkText: 40 } as const;

export const MASS_MESSAGE_LIMITS = {
  /** `limit 10` (section 9): the most a page answers, and its default. */
  page: LIMITS.massMessages,
  /** How deep the list can be paged: older messages are not worth a player's scrolling. */
  maxOffset: 90,
} as const;

export const massMessageSchema = z.object({
  ID: z.number().int(),
  Kind: z.enum(MASS_MESSAGE_KINDS),
  Title: z.string().max(MASS_MESSAGE_MAX_LENGTH.title),
  /** Markup-free paragraphs separated by blank lines. */
  Text: z.string().max(MASS_MESSAGE_MAX_LENGTH.text),
  /** A path inside our site (`/promotions`), or null. */
  Link: z
    .string()
    .max(MASS_MESSAGE_MAX_LENGTH.link)
    .regex(/^\/(?![/\\])/)
    .nullable(),
  LinkText: z.string().max(MASS_MESSAGE_MAX_LENGTH.linkText).nullable(),
  /** When it was sent (ISO 8601, UTC). */
  PublishedAt: z.string().max(32),
  Read: z.boolean(),
  ReadAt: z.string().max(32).nullable(),
});
export type MassMessage = z.infer<typeof massMessageSchema>;

const messageIdField = z.coerce
  .number({ error: 'massMessageNotFound' })
  .int({ error: 'massMessageNotFound' })
  .positive({ error: 'massMessageNotFound' })
  .max(2_147_483_647, { error: 'massMessageNotFound' });

export const crmMethods = {
  /** The signed-in player's messages, newest first, with how many of them they have not read. */
  'crm.list_mass_messages': {
    access: 'player',
    input: z.object({
      Lang: contentLangField,
      limit: z.coerce
        .number({ error: 'massMessagePageInvalid' })
        .int({ error: 'massMessagePageInvalid' })
        .min(1, { error: 'massMessagePageInvalid' })
        .max(MASS_MESSAGE_LIMITS.page, { error: 'massMessagePageInvalid' })
        .default(MASS_MESSAGE_LIMITS.page),
      offset: z.coerce
        .number({ error: 'massMessagePageInvalid' })
        .int({ error: 'massMessagePageInvalid' })
        .min(0, { error: 'massMessagePageInvalid' })
        .max(MASS_MESSAGE_LIMITS.maxOffset, { error: 'massMessagePageInvalid' })
        .default(0),
    }),
    output: z.object({
      messages: z.array(massMessageSchema).max(MASS_MESSAGE_LIMITS.page),
      pagination: paginationSchema,
      /** Every message the player has not read, not only the page's: the bell's badge. */
      unreadCount: z.number().int().nonnegative(),
    }),
  },
  /**
   * Marks one message (`messageID`) or every message (`all: true`) read for the signed-in player.
   * Marking again changes nothing (the first reading's time is kept); answers the new unread count.
   */
  'crm.mark_mass_message_read': {
    access: 'player',
    input: z
      .object({
        Lang: contentLangField,
        messageID: messageIdField.optional(),
        all: z.boolean({ error: 'massMessageMarkInvalid' }).optional(),
      })
      .refine((input) => (input.messageID !== undefined) !== (input.all === true), {
        error: 'massMessageMarkInvalid',
        path: ['messageID'],
      }),
    output: z.object({ unreadCount: z.number().int().nonnegative() }),
  },
} as const;
