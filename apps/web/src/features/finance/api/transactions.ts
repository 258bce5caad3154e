import type { MethodInput, Transaction } from '@bnw/contract';
import {
  CATEGORY_LABELS,
  LIMITS,
  STATUS_LABELS,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  TYPE_LABELS,
  type Language,
} from '@bnw/contract/constants';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import type { DateRange } from '@/lib/date-presets';
import { turkishDaysAgo } from '@/lib/date-presets';
import { financeKeys } from './finance-keys';

/** Rows per page of a history list ("Daha fazla" asks for the next page). */
export const HISTORY_PAGE_SIZE = 20;
/** How often and how many times a provider deposit is asked after until it is confirmed (bounded: about 30 s). */
export const PENDING_POLL_MS = 1_000;
export const PENDING_POLL_MAX = 30;

export interface TransactionPage {
  items: Transaction[];
  total: number;
}

type ListInput = Omit<MethodInput<'finance.list_transactions'>, 'Lang'>;

/** finance.list_transactions with only the filters that are set. */
export function listTransactions(input: ListInput, signal?: AbortSignal): Promise<TransactionPage> {
  const data = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined && value !== ''),
  ) as ListInput;
  return api.request('finance.list_transactions', data, { silent: true, ...(signal ? { signal } : {}) });
}

export interface HistoryFilters {
  /** Only this category (finance-history: 2, payments); all when undefined. */
  category?: number;
  type?: number;
  status?: number;
  /** A transaction's id, as the player typed it. */
  searchID?: string;
  range: DateRange;
}

/**
 * The offset of the page after `pages`, or undefined when there is none: the server has no
 * more, or the history reached LIMITS.maxListRows, the deepest the server pages (code 4222
 * beyond; the player narrows the dates instead).
 */
export function nextHistoryOffset(pages: readonly TransactionPage[]): number | undefined {
  const last = pages.at(-1);
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (!last || last.items.length === 0 || loaded >= last.total) return undefined;
  return loaded < LIMITS.maxListRows ? loaded : undefined;
}

/**
 * The history's size as the list tells it: the server counts no further than a player can page
 * (one past LIMITS.maxListRows), so a larger history is "1.000+".
 */
export function historyTotalText(total: number, locale: string): string {
  return total > LIMITS.maxListRows ? `${LIMITS.maxListRows.toLocaleString(locale)}+` : total.toLocaleString(locale);
}

/** True when older rows exist that paging may not reach (see nextHistoryOffset). */
export function historyTooDeep(pages: readonly TransactionPage[]): boolean {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded >= LIMITS.maxListRows && loaded < (pages.at(-1)?.total ?? 0);
}

/** The history with its filters, newest first, one page of HISTORY_PAGE_SIZE at a time. */
export function useTransactionHistory(filters: HistoryFilters) {
  const uid = usePlayerUid();
  return useInfiniteQuery({
    queryKey: [...financeKeys.transactions(uid ?? ''), 'history', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      listTransactions(
        {
          limit: HISTORY_PAGE_SIZE,
          offset: pageParam,
          searchType: filters.type,
          searchID: filters.searchID?.trim() || undefined,
          searchCategory: filters.category,
          startDate: filters.range.startDate,
          endDate: filters.range.endDate,
          status: filters.status,
          OrderDir: 'desc',
          OrderPar: 'createdAt',
        },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextHistoryOffset(pages),
    enabled: uid !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

function settledOnly(page: TransactionPage): Transaction[] {
  return page.items.filter((item) => item.transaction_status !== TRANSACTION_STATUS.pending);
}

/**
 * Section 9's notifications: settled payments (category 2; completed, rejected or cancelled) of
 * the last 90 days, 250 at most, newest first. A player must hear of a refusal as much as of an
 * approval; a payment still pending is news for no one yet and is left out.
 */
export function useNotificationTransactions() {
  const uid = usePlayerUid();
  const startDate = turkishDaysAgo(LIMITS.notificationsDays);
  return useQuery({
    queryKey: [...financeKeys.transactions(uid ?? ''), 'notifications', startDate] as const,
    queryFn: ({ signal }) =>
      listTransactions(
        {
          searchCategory: TRANSACTION_CATEGORY.payment,
          startDate,
          limit: LIMITS.notificationsTransactions,
          offset: 0,
          OrderDir: 'desc',
          OrderPar: 'createdAt',
        },
        signal,
      ),
    select: settledOnly,
    enabled: uid !== null,
    staleTime: 15_000,
  });
}

/**
 * One transaction, asked again every second while it is pending and `poll` is on (the demo
 * provider confirms a deposit by itself), at most PENDING_POLL_MAX times. Quiet: no loading bar.
 */
export function useWatchedTransaction(transactionID: string | null, poll: boolean) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: financeKeys.transaction(uid ?? '', transactionID ?? ''),
    queryFn: async ({ signal }) => {
      const page = await listTransactions(
        { searchID: transactionID ?? '', limit: 1, offset: 0, OrderDir: 'desc', OrderPar: 'createdAt' },
        signal,
      );
      return page.items[0] ?? null;
    },
    enabled: uid !== null && transactionID !== null && poll,
    meta: { hideLoadingBar: true },
    staleTime: 0,
    refetchInterval: (query) => {
      const pending =
        query.state.data?.transaction_status === TRANSACTION_STATUS.pending || query.state.data === undefined;
      return pending && query.state.dataUpdateCount < PENDING_POLL_MAX ? PENDING_POLL_MS : false;
    },
  });
}

export interface Labelled {
  id: number;
  name: string;
}

function fromCatalogue(catalogue: Record<number, { tr: string; en: string }>, lang: Language): Labelled[] {
  return Object.entries(catalogue).map(([id, label]) => ({ id: Number(id), name: label[lang] }));
}

/** finance.list_types_frontend (the filter's choices); the shared catalogue until it answers. */
export function useTransactionTypes(lang: Language) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: financeKeys.catalogue('types', lang),
    queryFn: ({ signal }): Promise<Labelled[]> =>
      api.request('finance.list_types_frontend', {}, { silent: true, signal }),
    enabled: uid !== null,
    placeholderData: fromCatalogue(TYPE_LABELS, lang),
    staleTime: 60 * 60_000,
  });
}

/** finance.list_categories (account history's category filter). */
export function useTransactionCategories(lang: Language) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: financeKeys.catalogue('categories', lang),
    queryFn: ({ signal }): Promise<Labelled[]> => api.request('finance.list_categories', {}, { silent: true, signal }),
    enabled: uid !== null,
    placeholderData: fromCatalogue(CATEGORY_LABELS, lang),
    staleTime: 60 * 60_000,
  });
}

export const STATUS_CHOICES: readonly number[] = Object.keys(STATUS_LABELS).map(Number);
