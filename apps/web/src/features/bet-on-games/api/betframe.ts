import type { CouponStatus, DrawGameCode, DrawGameView, DrawView, MethodOutput } from '@bnw/contract';
import { drawsTopic } from '@bnw/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRoundChannel } from '@/hooks/use-round-channel';
import { api } from '@/lib/api-client';
import { balanceQueryKey } from '@/lib/balance';
import type { DateRange } from '@/lib/date-presets';
import { usePlayerUid } from '@/lib/session/player-uid';
import { useAppStore } from '@/stores/app-store';
import { applyDrawEvent, mergeDraw, readDrawEvent } from '../utils/draw-view';
import type { SlipEntry } from '../utils/slip';

export type CouponsPage = MethodOutput<'betframe.getCoupons'>;
export type PlacedCoupon = MethodOutput<'betframe.placeCoupon'>;

/** A page of /bet-history (the contract allows 50). */
export const COUPONS_PAGE_SIZE = 20;
/** The deepest the server pages (BETFRAME_LIMITS.couponsRowsMax); older coupons need narrower dates. */
export const COUPONS_MAX_ROWS = 1_000;

/**
 * Query keys: the games by language (names come translated); a player's coupons by uid, so one
 * player's coupons are never shown to the next one on the same phone.
 */
export const betframeKeys = {
  games: (language: string) => ['betframe', 'games', language] as const,
  coupons: (uid: string) => ['betframe', 'coupons', uid] as const,
  couponList: (uid: string, filters: CouponFilters) => ['betframe', 'coupons', uid, 'list', filters] as const,
  latest: (uid: string) => ['betframe', 'coupons', uid, 'latest'] as const,
  maxStake: (uid: string) => ['betframe', uid, 'max-stake'] as const,
};

/**
 * The player's highest stake per round (protection.get_settings' MaxStake, the operator's rule by
 * age): the wallet refuses a coupon above it, so the slip says this limit rather than the game's
 * larger one. Quiet; undefined until known (the slip shows the game's bound meanwhile).
 */
export function usePlayerMaxStake(): number | undefined {
  const uid = usePlayerUid();
  const query = useQuery({
    queryKey: betframeKeys.maxStake(uid ?? ''),
    queryFn: async ({ signal }) =>
      (await api.request('protection.get_settings', {}, { silent: true, hideLoadingBar: true, signal })).MaxStake.Kurus,
    enabled: uid !== null,
    staleTime: 60_000,
    meta: { hideLoadingBar: true },
  });
  return query.data;
}

/**
 * The server's clock minus the phone's, from the last games' answer (its `secondsLeft` against
 * `closesAt`): countdowns and "kapandı" follow the server's closing even on a phone set wrong.
 */
let clockSkewMs = 0;
export function serverNowMs(): number {
  return Date.now() + clockSkewMs;
}
function learnSkew(games: readonly DrawGameView[]): void {
  const draw = games.flatMap((game) => game.upcoming).find((each) => each.phase === 'open' && each.secondsLeft > 0);
  if (!draw) return;
  // secondsLeft is whole seconds rounded up: the server's "now" lies within the second before.
  const serverNow = Date.parse(draw.closesAt) - draw.secondsLeft * 1000 + 500;
  clockSkewMs = serverNow - Date.now();
}

/** betframe.getGames: both games with their upcoming draws and latest results (anyone may watch). */
export function useDrawGames() {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: betframeKeys.games(language),
    queryFn: async ({ signal }) => {
      const games = await api.request('betframe.getGames', {}, { silent: true, signal });
      learnSkew(games);
      return games;
    },
  });
}

/**
 * Keeps one game live in the cached games: each `table:draws-<game>` event moves its draws; a gap
 * in the sequence fetches the event's draw (betframe.getDraw) and then the games again; a settled
 * or void draw asks for the player's coupons and balance again. A channel come back, or the tab
 * shown again, asks for the games.
 */
export function useDrawGameUpdates(game: DrawGameCode): void {
  const queryClient = useQueryClient();
  const language = useAppStore((state) => state.language);
  const uid = usePlayerUid();
  const key = betframeKeys.games(language);
  const refetchGames = useCallback(() => void queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const update = (change: (view: DrawGameView) => DrawGameView) =>
    queryClient.setQueryData<DrawGameView[]>(key, (games) =>
      games?.map((each) => (each.game === game ? change(each) : each)),
    );

  const catchUpDraw = async (drawID: number) => {
    try {
      const draw: DrawView = await api.request('betframe.getDraw', { drawID }, { silent: true, hideLoadingBar: true });
      update((view) => mergeDraw(view, draw));
    } finally {
      refetchGames();
    }
  };

  useRoundChannel(drawsTopic(game), {
    read: (data) => {
      const event = readDrawEvent(data);
      return event && event.game === game ? event : null;
    },
    apply: (event) => {
      const view = queryClient.getQueryData<DrawGameView[]>(key)?.find((each) => each.game === game);
      if (!view) return false;
      const outcome = applyDrawEvent(view, event, serverNowMs());
      update(() => outcome.game);
      // A skipped number is caught up from the event's own draw first, then the games.
      if (outcome.catchUp !== null) void catchUpDraw(outcome.catchUp);
      if (outcome.settled && uid) {
        void queryClient.invalidateQueries({ queryKey: betframeKeys.coupons(uid) });
        void queryClient.invalidateQueries({ queryKey: balanceQueryKey(uid), exact: true });
      }
      return false;
    },
    catchUp: refetchGames,
  });
}

/**
 * betframe.placeCoupon: one call for the whole slip, with the odds it showed (changed odds are
 * refused, never placed at others). The answer's balance goes into the header's cache at once;
 * a refusal is the caller's to show (the slip stays as it was).
 */
export function usePlaceCoupon() {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entries, stakeKurus, requestId }: { entries: SlipEntry[]; stakeKurus: number; requestId: string }) =>
      api.request(
        'betframe.placeCoupon',
        {
          requestId,
          stakeKurus,
          selections: entries.map((entry) => ({
            drawID: entry.drawID,
            marketID: entry.marketID,
            selectionID: entry.selectionID,
            oddsHundredths: entry.oddsHundredths,
          })),
        },
        { silent: true },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(balanceQueryKey(uid), (balance: { balance: number } | undefined) =>
        balance ? { ...balance, balance: answer.balanceKurus } : balance,
      );
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey(uid), exact: true });
      void queryClient.invalidateQueries({ queryKey: betframeKeys.coupons(uid) });
    },
  });
}

/** The player's latest coupons for the games page (the default range: the last 30 days and today). */
export function useLatestCoupons(count: number) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: betframeKeys.latest(uid ?? ''),
    queryFn: ({ signal }) => api.request('betframe.getCoupons', { limit: count }, { silent: true, signal }),
    enabled: uid !== null,
  });
}

export interface CouponFilters {
  range: DateRange;
  /** Every status when undefined. */
  status?: CouponStatus | undefined;
}

/** The offset of the next page, or undefined when the server has no more or paging is at its deepest. */
export function nextCouponsOffset(pages: readonly CouponsPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last?.more) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.coupons.length, 0);
  return loaded + COUPONS_PAGE_SIZE <= COUPONS_MAX_ROWS ? loaded : undefined;
}

/** betframe.getCoupons for /bet-history, newest first, a page at a time. */
export function useCouponHistory(filters: CouponFilters) {
  const uid = usePlayerUid();
  return useInfiniteQuery({
    queryKey: betframeKeys.couponList(uid ?? '', filters),
    queryFn: ({ pageParam, signal }) =>
      api.request(
        'betframe.getCoupons',
        {
          limit: COUPONS_PAGE_SIZE,
          offset: pageParam,
          ...(filters.range.startDate ? { startDate: filters.range.startDate } : {}),
          ...(filters.range.endDate ? { endDate: filters.range.endDate } : {}),
          ...(filters.status ? { status: filters.status } : {}),
        },
        { silent: true, signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextCouponsOffset(pages),
    placeholderData: keepPreviousData,
    enabled: uid !== null,
  });
}

/** A request id for one press of "Kuponu onayla": the same id sent again places nothing twice. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
