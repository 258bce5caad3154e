import { CATALOGUE_LIMITS, GAME_FLAG_FILTERS, type StaffLiveTable } from '@bnw/contract/backoffice';
import { GAME_LOBBIES } from '@bnw/contract/constants';
import {
  type ListQuery,
  type RecordWithId,
  type ResourceAdapter,
  asRecord,
  changedFields,
  oneOf,
  pageOf,
} from '../../data/resource-adapter';
import { BackofficeError, type CallInput, callBackoffice } from '../../data/rpc';
import { currentLanguage } from '../../i18n/language';
import { kurusToLiraText, liraToKurus } from '../../i18n/format';
import { CATALOGUE_TEXTS } from './texts';

// ---- providers -----------------------------------------------------------------------------

export const providersAdapter: ResourceAdapter = {
  async getList(query) {
    const page = pageOf(query, CATALOGUE_LIMITS.providerPage, CATALOGUE_LIMITS.providerMaxOffset);
    const answer = await callBackoffice('bo_catalogue.providers_list', page);
    return { data: answer.providers.map(asRecord), total: answer.pagination.total };
  },
  async getOne(id) {
    return asRecord(await callBackoffice('bo_catalogue.provider_get', { providerID: Number(id) }));
  },
  async update(id, data, previous) {
    const changes = changedFields(data, previous, ['active', 'sortOrder']);
    if (Object.keys(changes).length === 0) return previous;
    return asRecord(await callBackoffice('bo_catalogue.provider_update', { providerID: Number(id), ...changes }));
  },
};

// ---- categories ----------------------------------------------------------------------------

export const categoriesAdapter: ResourceAdapter = {
  async getList(query) {
    const page = pageOf(query, CATALOGUE_LIMITS.categoryPage, CATALOGUE_LIMITS.categoryMaxOffset);
    const answer = await callBackoffice('bo_catalogue.categories_list', page);
    return { data: answer.categories.map(asRecord), total: answer.pagination.total };
  },
  async getOne(id) {
    return asRecord(await callBackoffice('bo_catalogue.category_get', { categoryID: Number(id) }));
  },
  async update(id, data, previous) {
    const changes = changedFields(data, previous, ['nameTr', 'nameEn', 'active', 'sortOrder']);
    if (Object.keys(changes).length === 0) return previous;
    return asRecord(await callBackoffice('bo_catalogue.category_update', { categoryID: Number(id), ...changes }));
  },
};

// ---- games ---------------------------------------------------------------------------------

const SORTS = { sortOrder: 'order', name: 'name', id: 'id' } as const;

const positiveId = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The list's page, filters and sort as `bo_catalogue.games_list` takes them. */
export function gameListInput(query: ListQuery): CallInput<'bo_catalogue.games_list'> {
  const input: CallInput<'bo_catalogue.games_list'> = {
    ...pageOf(query, CATALOGUE_LIMITS.gamePage, CATALOGUE_LIMITS.gameMaxOffset),
    sort: SORTS[query.sort?.field as keyof typeof SORTS] ?? 'order',
    descending: query.sort?.order === 'DESC',
  };
  const search = typeof query.filter.search === 'string' ? query.filter.search.trim() : '';
  if (search) input.search = search.slice(0, CATALOGUE_LIMITS.searchMax);
  const providerID = positiveId(query.filter.providerID);
  const categoryID = positiveId(query.filter.categoryID);
  const lobby = oneOf(GAME_LOBBIES, query.filter.lobby);
  const flag = oneOf(GAME_FLAG_FILTERS, query.filter.flag);
  if (providerID) input.providerID = providerID;
  if (categoryID) input.categoryID = categoryID;
  if (lobby) input.lobby = lobby;
  if (flag) input.flag = flag;
  if (query.filter.active === 'on' || query.filter.active === 'off') input.active = query.filter.active === 'on';
  return input;
}

export const gamesAdapter: ResourceAdapter = {
  async getList(query) {
    const answer = await callBackoffice('bo_catalogue.games_list', gameListInput(query));
    return { data: answer.games.map(asRecord), total: answer.pagination.total };
  },
  async getOne(id) {
    return asRecord(await callBackoffice('bo_catalogue.game_get', { gameID: Number(id) }));
  },
  async update(id, data, previous) {
    const keys = ['active', 'sortOrder', 'isNew', 'isPopular', 'quickAccess', 'mobile'];
    const changes = changedFields(data, previous, keys);
    if (Object.keys(changes).length === 0) return previous;
    return asRecord(await callBackoffice('bo_catalogue.game_update', { gameID: Number(id), ...changes }));
  },
};

// ---- live tables ---------------------------------------------------------------------------

const LIRA_FIELDS = [
  ['minBetLira', 'minBetKurus'],
  ['maxBetLira', 'maxBetKurus'],
  ['maxRoundLira', 'maxRoundKurus'],
] as const;

/** A table with its limits also as lira text, the form's fields. */
function tableRecord(table: StaffLiveTable): RecordWithId {
  return {
    ...table,
    minBetLira: kurusToLiraText(table.minBetKurus),
    maxBetLira: kurusToLiraText(table.maxBetKurus),
    maxRoundLira: kurusToLiraText(table.maxRoundKurus),
  };
}

/** The lira typed into the form as kuruş; a field that is not an amount stops the save with its message. */
function limitsInKurus(data: Record<string, unknown>): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [liraField, kurusField] of LIRA_FIELDS) {
    if (typeof data[liraField] !== 'string') continue;
    const kurus = liraToKurus(data[liraField]);
    if (kurus === null) throw new BackofficeError(CATALOGUE_TEXTS.amountInvalid[currentLanguage()], 6210);
    limits[kurusField] = kurus;
  }
  return limits;
}

export const liveTablesAdapter: ResourceAdapter = {
  async getList(query) {
    const page = pageOf(query, CATALOGUE_LIMITS.livePage, CATALOGUE_LIMITS.liveMaxOffset);
    const answer = await callBackoffice('bo_catalogue.live_tables_list', page);
    return { data: answer.tables.map(tableRecord), total: answer.pagination.total };
  },
  async getOne(id) {
    return tableRecord(await callBackoffice('bo_catalogue.live_table_get', { tableID: Number(id) }));
  },
  async update(id, data, previous) {
    const keys = ['active', 'sortOrder', 'minBetKurus', 'maxBetKurus', 'maxRoundKurus'];
    const changes = changedFields({ ...data, ...limitsInKurus(data) }, previous, keys);
    if (Object.keys(changes).length === 0) return previous;
    return tableRecord(await callBackoffice('bo_catalogue.live_table_update', { tableID: Number(id), ...changes }));
  },
};
