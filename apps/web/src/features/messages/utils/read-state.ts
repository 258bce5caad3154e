import type { MethodOutput } from '@bnw/contract';

type Page = MethodOutput<'crm.list_mass_messages'>;

/**
 * The page as it looks once `target` is read: those messages marked read at `readAt` (a message
 * already read keeps its first reading, as the server does), the unread count lowered by as many
 * as changed, never below zero.
 */
export function markedRead(page: Page, target: { messageID: number } | { all: true }, readAt: string): Page {
  let changed = 0;
  const messages = page.messages.map((message) => {
    const wanted = 'all' in target || message.ID === target.messageID;
    if (!wanted || message.Read) return message;
    changed += 1;
    return { ...message, Read: true, ReadAt: readAt };
  });
  const unreadCount = 'all' in target ? 0 : Math.max(0, page.unreadCount - changed);
  return { ...page, messages, unreadCount };
}
