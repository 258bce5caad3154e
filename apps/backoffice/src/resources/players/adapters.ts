import { PLAYER_LIMITS } from '@bnw/contract/backoffice';
import { callBackoffice } from '../../data/rpc';
import type { RecordWithId, ResourceAdapter } from '../types';

const asRecord = <T extends { id: number }>(value: T): RecordWithId => value as unknown as RecordWithId;

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
    const limit = Math.min(Math.max(1, query.perPage), PLAYER_LIMITS.searchPage);
    const offset = Math.min((Math.max(1, query.page) - 1) * limit, PLAYER_LIMITS.searchMaxOffset);
    const answer = await callBackoffice('bo_players.search', { query: text, limit, offset });
    return { data: answer.players.map(asRecord), total: answer.pagination.total };
  },
  async getOne(id) {
    return asRecord(await callBackoffice('bo_players.get', { playerID: Number(id) }));
  },
};
