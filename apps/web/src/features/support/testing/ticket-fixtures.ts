import type { Ticket, TicketMessage, TicketPaymentChoice } from '@bnw/contract';

/** Test data shaped like the server's answers (apps/server/src/modules/support). */
export function ticket(id: number, overrides: Partial<Ticket> = {}): Ticket {
  return {
    ID: id,
    Category: 'technical',
    Subject: `Talep ${id}`,
    Status: 'open',
    Payment: null,
    MessageCount: 1,
    UnreadAnswers: 0,
    CreatedAt: '2026-11-22T07:05:00.000Z',
    UpdatedAt: '2026-11-22T07:05:00.000Z',
    ClosedAt: null,
    ...overrides,
  };
}

export function message(id: number, author: TicketMessage['Author'], text: string): TicketMessage {
  return { ID: id, Author: author, Text: text, CreatedAt: '2026-11-22T07:10:00.000Z' };
}

export function paymentChoice(overrides: Partial<TicketPaymentChoice> = {}): TicketPaymentChoice {
  return {
    TransactionID: 'D8K2M4',
    Type: 1,
    AmountKurus: 123_456,
    CreatedAt: '2026-11-21T09:30:00.000Z',
    MethodName: 'Havale / EFT',
    ...overrides,
  };
}

export { answerRequests, callsOf, captureNotices, signIn, signOut } from '@/testing/player';
