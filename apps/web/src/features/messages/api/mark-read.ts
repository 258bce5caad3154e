import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { markedRead } from '../utils/read-state';
import { type MassMessagePage, messageKeys } from './mass-messages';

type MarkRead = { messageID: number } | { all: true };

/**
 * crm.mark_mass_message_read: one message or all of them. The list shows them read at once; the
 * answer's unread count then replaces the guess, and a refusal puts the list back as it was.
 */
export function useMarkMessagesRead() {
  const uid = usePlayerUid();
  const queryClient = useQueryClient();
  const key = messageKeys.list(uid ?? '');
  return useMutation({
    mutationFn: (target: MarkRead) =>
      api.request('crm.mark_mass_message_read', target, { silent: true, hideLoadingBar: true }),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MassMessagePage>(key);
      if (before) queryClient.setQueryData(key, markedRead(before, target, new Date().toISOString()));
      return { before };
    },
    onError: (_error, _target, context) => restore(queryClient, key, context?.before),
    onSuccess: (answer) => {
      queryClient.setQueryData<MassMessagePage>(key, (page) =>
        page ? { ...page, unreadCount: answer.unreadCount } : page,
      );
    },
    meta: { hideLoadingBar: true },
  });
}

function restore(queryClient: QueryClient, key: readonly unknown[], before: MassMessagePage | undefined): void {
  if (before) queryClient.setQueryData(key, before);
}
