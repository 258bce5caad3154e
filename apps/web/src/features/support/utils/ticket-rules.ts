import type { TicketCategory } from '@bnw/contract';

/**
 * The contract's ticket rules the form checks before sending (packages/contract methods/tickets.ts,
 * repeated here because that module brings zod; a test holds them equal). The server checks
 * them again and its Turkish message is what the player reads when it refuses.
 */
export const TICKET_CATEGORY_LIST: readonly TicketCategory[] = [
  'account',
  'deposit',
  'withdrawal',
  'bonus',
  'game',
  'technical',
  'other',
];
export const PAYMENT_CATEGORIES: ReadonlySet<TicketCategory> = new Set(['deposit', 'withdrawal']);
export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 2000;
export const TICKETS_PAGE = 20;
export const TICKETS_MAX_OFFSET = 200;

export interface TicketDraft {
  category: TicketCategory | '';
  subject: string;
  message: string;
  transactionID: string;
}

export type DraftError = 'category' | 'subject' | 'message';

/** What the form refuses before sending, field by field (the server's rules: trimmed lengths). */
export function draftErrors(draft: TicketDraft): Partial<Record<DraftError, true>> {
  const errors: Partial<Record<DraftError, true>> = {};
  if (draft.category === '') errors.category = true;
  const subject = draft.subject.trim().length;
  if (subject < SUBJECT_MIN || subject > SUBJECT_MAX) errors.subject = true;
  if (!messageFits(draft.message)) errors.message = true;
  return errors;
}

/** A message the server takes by length: 1 to 2000 characters once trimmed, a line break counted as one. */
export function messageFits(message: string): boolean {
  const length = messageLength(message);
  return length > 0 && length <= MESSAGE_MAX;
}

export function messageLength(message: string): number {
  return message.replace(/\r\n?/g, '\n').trim().length;
}
