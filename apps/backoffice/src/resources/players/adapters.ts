import { PLAYER_LIMITS, PLAYER_LIST_SORTS, PLAYER_STATUSES } from '@bnw/contract/backoffice';
import { type ListQuery, type ResourceAdapter, asRecord, oneOf, pageOf } from '../../data/resource-adapter';
import { type CallInput, callBackoffice } from '../../data/rpc';

/** Whether the text is a search the server takes: two characters, or a one-digit player number. */
export function isSearchable(query: string): boolean {
  return query.length >= PLAYER_LIMITS.searchMin || /^[1-9]$/.test(query);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date input's value ('YYYY-MM-DD') when it is one, else undefined (the filter is left out). */
function dayOf(value: unknown): string | undefined {
  return typeof value === 'string' && DAY.test(value) ? value : undefined;
}

/**
 * The list's filters as the players calls take them: a search text only once it is searchable
 * (a single letter lists everyone and the page says what to type), the status and the days.
 */
export function playerFilterInput(filter: Record<string, unknown>): CallInput<'bo_players.export'> {
  const text = typeof filter.q === 'string' ? filter.q.trim() : '';
  return {
    query: isSearchable(text) ? text : undefined,
    status: oneOf(PLAYER_STATUSES, filter.status),
    registeredFrom: dayOf(filter.registeredFrom),
    registeredTo: dayOf(filter.registeredTo),
  };
}

/** The list's page, filters and order as `bo_players.search` takes them. */
export function playerListInput(query: ListQuery): CallInput<'bo_players.search'> {
  return {
    ...playerFilterInput(query.filter),
    ...pageOf(query, PLAYER_LIMITS.searchPage, PLAYER_LIMITS.searchMaxOffset),
    sort: oneOf(PLAYER_LIST_SORTS, query.sort?.field) ?? 'id',
    descending: query.sort?.order !== 'ASC',
  };
}

/** Every player page by page, newest first unless another order is chosen. */
export const playersAdapter: ResourceAdapter = {
  async getList(query) {
    const answer = await callBackoffice('bo_players.search', playerListInput(query));
    return { data: answer.players.map(asRecord), total: answer.pagination.total };
  },
  async getOne(id) {
    return asRecord(await callBackoffice('bo_players.get', { playerID: Number(id) }));
  },
};
