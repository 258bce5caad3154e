/**
 * Query keys of the support tickets. Each starts with 'tickets' and the player's uid, so that one
 * player's tickets are never shown to the next one on the same phone.
 */
export const ticketKeys = {
  all: (uid: string) => ['tickets', uid] as const,
  list: (uid: string) => ['tickets', uid, 'list'] as const,
  unread: (uid: string) => ['tickets', uid, 'unread'] as const,
  thread: (uid: string, id: number) => ['tickets', uid, 'thread', id] as const,
  payments: (uid: string, category: string) => ['tickets', uid, 'payments', category] as const,
};
