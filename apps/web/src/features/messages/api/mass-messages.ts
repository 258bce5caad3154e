import type { MethodOutput } from '@bnw/contract';
import { LIMITS } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';

export type MassMessagePage = MethodOutput<'crm.list_mass_messages'>;

/** The player's messages are theirs: the key carries the uid, so the next player on the phone never sees them. */
export const messageKeys = {
  list: (uid: string) => ['messages', uid] as const,
};

/** A new message can come any time; the bell asks again after a minute or when the page comes back. */
const MESSAGES_STALE_MS = 60_000;

/** crm.list_mass_messages (`limit 10`, section 9): newest first, each read or not, and the unread count. */
export function useMassMessages() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: messageKeys.list(uid ?? ''),
    queryFn: ({ signal }): Promise<MassMessagePage> =>
      api.request(
        'crm.list_mass_messages',
        { limit: LIMITS.massMessages, offset: 0 },
        { silent: true, hideLoadingBar: true, signal },
      ),
    meta: { hideLoadingBar: true, refreshOn: 'notifications' },
    enabled: uid !== null,
    staleTime: MESSAGES_STALE_MS,
  });
}

/** The unread count for a badge: null while unknown or logged out (no badge then). */
export function useUnreadMessageCount(): number | null {
  return useMassMessages().data?.unreadCount ?? null;
}
