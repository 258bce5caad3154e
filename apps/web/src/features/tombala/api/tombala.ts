import type { MethodOutput, TombalaOwnCard, TombalaRoom, TombalaRound } from '@bnw/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeResumed } from '@/hooks/use-realtime-resumed';
import { useRoundChannel } from '@/hooks/use-round-channel';
import { api } from '@/lib/api-client';
import { balanceQueryKey } from '@/lib/balance';
import { useLiveTopic } from '@/lib/realtime-hooks';
import { usePlayerUid } from '@/lib/session/player-uid';
import { useAppStore } from '@/stores/app-store';
import { type RoundView, acceptRoundAnswer, applyTombalaEvent, readTombalaEvent } from '../utils/round-view';

export type BoughtCards = MethodOutput<'tombala.buy_cards'>;
export type HistoryItem = MethodOutput<'tombala.my_history'>[number];

/** A page of the player's history (the contract allows 50). */
export const HISTORY_PAGE_SIZE = 20;

/** Query keys of tombala: rooms by language (names come translated), a player's cards and history by uid. */
export const tombalaKeys = {
  rooms: (language: string) => ['tombala', 'rooms', language] as const,
  cards: (uid: string, roundID: number) => ['tombala', 'cards', uid, roundID] as const,
  history: (uid: string) => ['tombala', 'history', uid] as const,
};

/** tombala.rooms: every room with its round now (anyone may watch). */
export function useTombalaRooms() {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: tombalaKeys.rooms(language),
    queryFn: ({ signal }) => api.request('tombala.rooms', {}, { silent: true, signal }),
  });
}

/**
 * Keeps one room's tile live: a sale moves its cards sold and pot in the cached list, any other
 * step of the round (opened, started, ended) asks for the rooms again, as does a channel come back.
 */
export function useRoomTileUpdates(room: TombalaRoom): void {
  const queryClient = useQueryClient();
  const language = useAppStore((state) => state.language);
  useLiveTopic(room.topic, (data) => {
    const event = readTombalaEvent(data);
    if (!event || event.roomID !== room.id) return;
    const key = tombalaKeys.rooms(language);
    if (event.type === 'card_sold') {
      queryClient.setQueryData<TombalaRoom[]>(key, (rooms) =>
        rooms?.map((each) =>
          each.id === room.id && each.round?.roundID === event.roundID && each.round.cardsSold < event.cardsSold
            ? { ...each, round: { ...each.round, cardsSold: event.cardsSold, potKurus: event.potKurus } }
            : each,
        ),
      );
      return;
    }
    if (event.type !== 'ball' && event.type !== 'prize') void queryClient.invalidateQueries({ queryKey: key });
  });
}

/** Asks for the rooms again after the channel comes back (sales and phases were missed). */
export function useRoomsResumed(): void {
  const queryClient = useQueryClient();
  useRealtimeResumed(() => void queryClient.invalidateQueries({ queryKey: ['tombala', 'rooms'] }));
}

export type RoundStatus = 'loading' | 'ready' | 'error';

/**
 * A room's round as its page draws it: tombala.round on arrival, then each `table:tombala-<room>`
 * message, and tombala.round again whenever a message was missed (a gap in the balls, another
 * round), the round ended, the channel came back or the tab is shown again. `onEnded` hears the
 * end of a round (money moved: the page asks for the player's cards and balance again).
 */
export function useTombalaRound(roomID: number, topic: string | null, onEnded: () => void) {
  const [view, setView] = useState<RoundView>({ round: null, sequence: 0 });
  const [status, setStatus] = useState<RoundStatus>('loading');
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(view);
  const show = useCallback((next: RoundView) => {
    latest.current = next;
    setView(next);
  }, []);
  const refetch = useCallback(async () => {
    try {
      const answer = await api.request('tombala.round', { roomID }, { silent: true, hideLoadingBar: true });
      show(acceptRoundAnswer(latest.current, answer.round));
      setStatus('ready');
    } catch (caught) {
      // A failed catch-up keeps what is shown; only a first load that fails is the page's error.
      if (latest.current.round === null) {
        setError(caught);
        setStatus('error');
      }
    }
  }, [roomID, show]);

  useEffect(() => {
    void refetch();
  }, [refetch]);

  useRoundChannel(topic, {
    read: (data) => {
      const event = readTombalaEvent(data);
      return event && event.roomID === roomID ? event : null;
    },
    apply: (event) => {
      const outcome = applyTombalaEvent(latest.current, event);
      show(outcome.view);
      if (outcome.ended) onEnded();
      return outcome.refetch;
    },
    catchUp: () => void refetch(),
  });

  /** A purchase's answer: the player's card count in the round as the server holds it. */
  const bought = useCallback(
    (answer: BoughtCards) => {
      const shown = latest.current;
      if (!shown.round || shown.round.roundID !== answer.roundID) return;
      show({ ...shown, round: { ...shown.round, myCardCount: answer.myCardCount } });
    },
    [show],
  );
  return { view, status, error, refetch, bought };
}

/** tombala.my_cards: the player's cards of a round (none asked for a visitor or a player without cards). */
export function useMyCards(round: Pick<TombalaRound, 'roundID' | 'myCardCount'> | null) {
  const uid = usePlayerUid();
  const roundID = round?.roundID ?? 0;
  return useQuery({
    queryKey: tombalaKeys.cards(uid ?? '', roundID),
    queryFn: ({ signal }) => api.request('tombala.my_cards', { roundID }, { silent: true, signal }),
    enabled: uid !== null && roundID > 0 && (round?.myCardCount ?? 0) > 0,
    staleTime: Infinity,
  });
}

/**
 * tombala.buy_cards: `count` cards, all or none. The answer's balance goes into the header's cache
 * at once and its cards into the round's list; a refusal is the caller's to show.
 */
export function useBuyCards(roomID: number) {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roundID, count, requestId }: { roundID: number; count: number; requestId: string }) =>
      api.request('tombala.buy_cards', { roomID, roundID, count, requestId }, { silent: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(balanceQueryKey(uid), (balance: { balance: number } | undefined) =>
        balance ? { ...balance, balance: answer.balanceKurus } : balance,
      );
      queryClient.setQueryData<{ roundID: number; cards: TombalaOwnCard[] }>(
        tombalaKeys.cards(uid, answer.roundID),
        (held) => ({
          roundID: answer.roundID,
          cards: [
            ...(held?.cards ?? []),
            ...answer.bought.filter((card) => !held?.cards.some((each) => each.cardID === card.cardID)),
          ],
        }),
      );
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey(uid), exact: true });
      void queryClient.invalidateQueries({ queryKey: tombalaKeys.history(uid) });
    },
  });
}

/** tombala.my_history: the player's rounds, newest first, a page at a time. */
export function useTombalaHistory() {
  const uid = usePlayerUid();
  return useInfiniteQuery({
    queryKey: tombalaKeys.history(uid ?? ''),
    queryFn: ({ pageParam, signal }) =>
      api.request('tombala.my_history', { limit: HISTORY_PAGE_SIZE, offset: pageParam }, { silent: true, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < HISTORY_PAGE_SIZE ? undefined : pages.reduce((sum, page) => sum + page.length, 0),
    enabled: uid !== null,
  });
}

/** A request id for one press of "Kart al": the same id sent again buys nothing twice. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
