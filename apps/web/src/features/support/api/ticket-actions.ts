import type { MethodInput, MethodOutput, Ticket } from '@bnw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { ticketKeys } from './ticket-keys';
import type { TicketThread } from './tickets';

/**
 * tickets.open. A refusal (a limit, a payment no longer pending) shows the server's Turkish message
 * (the client does so for a player action, and the form keeps it under itself) and changes nothing;
 * a new ticket refreshes the list.
 */
export function useOpenTicket() {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Omit<MethodInput<'tickets.open'>, 'Lang'>): Promise<Ticket> =>
      api.request('tickets.open', data, { notifySuccess: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ticketKeys.list(uid) }),
  });
}

/** tickets.reply: the message joins the thread shown, and the lists refresh (the status may change). */
export function useReplyToTicket(ticketID: number) {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string): Promise<MethodOutput<'tickets.reply'>> =>
      api.request('tickets.reply', { ticketID, message }),
    onSuccess: (written) => {
      queryClient.setQueryData<TicketThread>(ticketKeys.thread(uid, ticketID), (thread) =>
        thread ? { ...thread, ticket: written.ticket, messages: [...thread.messages, written.message] } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: ticketKeys.list(uid) });
    },
  });
}

/** tickets.close: for good; the thread shows it closed and the lists refresh. */
export function useCloseTicket(ticketID: number) {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Ticket> => api.request('tickets.close', { ticketID }, { notifySuccess: true }),
    onSuccess: (ticket) => {
      queryClient.setQueryData<TicketThread>(ticketKeys.thread(uid, ticketID), (thread) =>
        thread ? { ...thread, ticket } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: ticketKeys.list(uid) });
    },
  });
}
