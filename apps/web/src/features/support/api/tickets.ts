import type { MethodOutput, TicketCategory } from '@bnw/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { TICKETS_MAX_OFFSET, TICKETS_PAGE } from '../utils/ticket-rules';
import { ticketKeys } from './ticket-keys';

export type TicketPage = MethodOutput<'tickets.list'>;
export type TicketThread = MethodOutput<'tickets.get'>;

/** The offset of the next page, or undefined when the server has no more or paging is at its deepest. */
export function nextTicketOffset(pages: readonly TicketPage[]): number | undefined {
  const last = pages.at(-1);
  const loaded = pages.reduce((sum, page) => sum + page.tickets.length, 0);
  if (!last || last.tickets.length === 0 || loaded >= last.pagination.total) return undefined;
  return loaded <= TICKETS_MAX_OFFSET ? loaded : undefined;
}

/** tickets.list: the player's tickets, newest first, 20 a page ("Daha fazla"). */
export function useTickets() {
  const uid = usePlayerUid();
  return useInfiniteQuery({
    queryKey: ticketKeys.list(uid ?? ''),
    queryFn: ({ pageParam, signal }): Promise<TicketPage> =>
      api.request('tickets.list', { limit: TICKETS_PAGE, offset: pageParam }, { silent: true, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextTicketOffset(pages),
    // A staff answer pushed over the WebSocket (lib/realtime-player.ts) asks again at once.
    meta: { refreshOn: 'notifications' },
    enabled: uid !== null,
    staleTime: 15_000,
  });
}

/** tickets.list with unread answers only: the notifications page's "Destek Yanıtları". */
export function useUnreadAnswers() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: ticketKeys.unread(uid ?? ''),
    queryFn: ({ signal }): Promise<TicketPage> =>
      api.request(
        'tickets.list',
        { limit: TICKETS_PAGE, offset: 0, unreadOnly: true },
        { silent: true, hideLoadingBar: true, signal },
      ),
    meta: { hideLoadingBar: true, refreshOn: 'notifications' },
    enabled: uid !== null,
    staleTime: 60_000,
  });
}

/** tickets.get: one ticket and its newest messages; reading it reads its staff answers. */
export function useTicketThread(ticketID: number) {
  const uid = usePlayerUid();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ticketKeys.thread(uid ?? '', ticketID),
    queryFn: async ({ signal }): Promise<TicketThread> => {
      const thread = await api.request('tickets.get', { ticketID }, { silent: true, signal });
      // Its staff answers are read now: the notices and the list's marks are stale.
      void queryClient.invalidateQueries({ queryKey: ticketKeys.unread(uid ?? '') });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.list(uid ?? '') });
      return thread;
    },
    meta: { refreshOn: 'notifications' },
    enabled: uid !== null,
    staleTime: 15_000,
  });
}

/** tickets.list_payments: the pending payments of at least ₺250 a payment ticket can be about. */
export function useTicketPayments(category: TicketCategory | null) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: ticketKeys.payments(uid ?? '', category ?? ''),
    queryFn: ({ signal }) => api.request('tickets.list_payments', { category: category! }, { silent: true, signal }),
    enabled: uid !== null && category !== null,
    staleTime: 15_000,
  });
}
