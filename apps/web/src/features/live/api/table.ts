import { type LiveBetInput, type MethodOutput, liveTableEventSchema } from '@bnw/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { balanceQueryKey } from '@/lib/balance';
import { usePlayerUid } from '@/lib/session/player-uid';
import { useRoundChannel } from '@/hooks/use-round-channel';
import { type RoundView, applyTableEvent } from '../utils/round-view';
import { liveKeys } from './live-keys';

export type OpenedTable = MethodOutput<'livecasino.init_game'>;
/** One of our tables as init_game opened it: the table, its round now, the balance and the topic. */
export type OpenedOwnTable = Extract<OpenedTable, { kind: 'ours' }>;
/** An outside provider's table as init_game started it: its launch address, played in the play page's frame. */
export type OpenedOutsideTable = Extract<OpenedTable, { kind: 'outside' }>;
export type PlacedBets = MethodOutput<'livecasino.place_bets'>;

/**
 * livecasino.init_game: our table, its round now, the balance and the topic; or an outside
 * provider's table with the launch address of a new game session. Asked once per visit (each start
 * of an outside table opens a session); a refusal is the page's to handle.
 */
export function useOpenTable(tableID: number) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: liveKeys.table(uid ?? '', tableID),
    queryFn: ({ signal }) => api.request('livecasino.init_game', { tableID }, { silent: true, signal }),
    enabled: uid !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * The round as the page draws it: from init_game, then each `table:<code>` message, and
 * `livecasino.table_round` whenever a message was missed, the round is settled (the player's bets
 * have their returns), the channel comes back, or the tab is shown again.
 */
export function useTableRound(opened: OpenedOwnTable) {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  const tableID = opened.tableID;
  const [view, setView] = useState<RoundView>(() => ({
    round: opened.round,
    lastResults: opened.table.live.lastResults,
    players: opened.table.live.players,
    sequence: opened.round?.sequence ?? 0,
  }));
  // The latest view, read by the topic's listener: React runs a state updater later, not at the call.
  const latest = useRef(view);
  const show = useCallback((next: RoundView) => {
    latest.current = next;
    setView(next);
  }, []);

  const refetch = useCallback(async () => {
    const answer = await api
      .request('livecasino.table_round', { tableID }, { silent: true, hideLoadingBar: true })
      .catch(() => null);
    if (!answer) return;
    const sequence = answer.round?.sequence ?? 0;
    // A message that arrived while the call was out may be newer than its answer.
    if (sequence < latest.current.sequence) return;
    show({ round: answer.round, lastResults: answer.state.lastResults, players: answer.state.players, sequence });
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey(uid), exact: true });
  }, [tableID, queryClient, uid, show]);

  useRoundChannel(opened.topic, {
    read: (data) => {
      const event = liveTableEventSchema.safeParse(data);
      return event.success ? event.data : null;
    },
    apply: (event) => {
      const outcome = applyTableEvent(latest.current, event, Date.now());
      show(outcome.view);
      return outcome.refetch;
    },
    catchUp: () => void refetch(),
  });

  /** A place_bets answer: the player's bets of the round as the server holds them. */
  const placed = useCallback(
    (answer: PlacedBets) => {
      const shown = latest.current;
      if (!shown.round || shown.round.roundID !== answer.roundID) return;
      show({ ...shown, round: { ...shown.round, myBets: answer.myBets } });
    },
    [show],
  );
  return { view, placed, refetch };
}

/**
 * livecasino.place_bets: every pending chip in one call, all or none. The balance is asked again at
 * once (the real-time push follows): the answer's figure is cash and bonus together, which cannot be
 * split into the header's cash and bonus. A refusal is the caller's to show.
 */
export function usePlaceBets(tableID: number) {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roundID, requestId, bets }: { roundID: number; requestId: string; bets: LiveBetInput[] }) =>
      api.request('livecasino.place_bets', { tableID, roundID, requestId, bets }, { silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey(uid), exact: true });
    },
  });
}

/** A request id for one press of "Bahis yap": the same id sent again places nothing twice. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
