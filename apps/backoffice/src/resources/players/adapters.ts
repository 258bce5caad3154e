import { PLAYER_LIMITS } from '@bnw/contract/backoffice';
import { type ResourceAdapter, asRecord, pageOf } from '../../data/resource-adapter';
import { callBackoffice } from '../../data/rpc';

/** Whether the text is a search the server takes: two characters, or a one-digit player number. */
export function isSearchable(query: string): boolean {
  return query.length >= PLAYER_LIMITS.searchMin || /^[1-9]$/.test(query);
}

/**
 * Players are found by searching (there is no list of everyone): without a searchable text the
 * list is empty and the page says what to type.
 */
export const playersAdapter: ResourceAdapter = {
  async getList(query) {
    const text = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (!isSearchable(text)) return { data: [], total: 0 };
    const page = pageOf(query, PLAYER_LIMITS.searchPage, PLAYER_LIMITS.searchMaxOffset);
    const answer = await callBackoffice('bo_players.search', { query: text, ...page });
    return { data: answer.players.map(asRecord), total: answer.pagination.total };
  },
  async getOne(id) {
    return asRecord(await callBackoffice('bo_players.get', { playerID: Number(id) }));
  },
};
