import type { DataProvider } from 'react-admin';
import type { ListQuery, RecordWithId, ResourceAdapter } from '../data/resource-adapter';
import { BackofficeError } from '../data/rpc';
import { staticText } from '../i18n/language';
import { ALL_RESOURCES } from './registry';

/** The resource's adapter, loaded with its area's code on the first call (then from the browser's module cache). */
async function adapterOf(resource: string): Promise<ResourceAdapter> {
  const found = ALL_RESOURCES.find((candidate) => candidate.name === resource);
  if (!found) throw new BackofficeError(staticText('unsupported'), 0, resource);
  return found.adapter();
}

/** The adapter's function, or a clear refusal when the resource does not offer that action. */
async function need<K extends keyof ResourceAdapter>(
  resource: string,
  action: K,
): Promise<NonNullable<ResourceAdapter[K]>> {
  const fn = (await adapterOf(resource))[action];
  if (!fn) throw new BackofficeError(staticText('unsupported'), 0, `${resource}.${action}`);
  return fn;
}

function listQuery(params: {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}): ListQuery {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const query: ListQuery = { page, perPage, filter: params.filter ?? {} };
  if (params.sort?.field)
    query.sort = { field: params.sort.field, order: params.sort.order === 'ASC' ? 'ASC' : 'DESC' };
  return query;
}

/**
 * react-admin types each call by the record type its caller names; the adapters answer plain
 * records, so they are handed over untyped (`never` fits every caller's type).
 */
const asRecord = (record: RecordWithId) => record as never;

/**
 * react-admin's data provider over the registry: each resource's adapter calls its bo_* methods.
 * Many-at-once actions are the single ones in turn (the server has no bulk calls: each is one
 * audited action).
 */
export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const result = await (await need(resource, 'getList'))(listQuery(params));
    return { data: result.data.map(asRecord), total: result.total };
  },
  async getOne(resource, params) {
    return { data: asRecord(await (await need(resource, 'getOne'))(params.id as RecordWithId['id'])) };
  },
  async getMany(resource, params) {
    const getOne = await need(resource, 'getOne');
    const data = await Promise.all(params.ids.map((id) => getOne(id as RecordWithId['id'])));
    return { data: data.map(asRecord) };
  },
  async getManyReference(resource, params) {
    const query = listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } });
    const result = await (await need(resource, 'getList'))(query);
    return { data: result.data.map(asRecord), total: result.total };
  },
  async create(resource, params) {
    return { data: asRecord(await (await need(resource, 'create'))(params.data as Record<string, unknown>)) };
  },
  async update(resource, params) {
    const update = await need(resource, 'update');
    const record = await update(params.id as RecordWithId['id'], params.data, params.previousData as RecordWithId);
    return { data: asRecord(record) };
  },
  async updateMany(resource, params) {
    const getOne = await need(resource, 'getOne');
    const update = await need(resource, 'update');
    const done: RecordWithId['id'][] = [];
    for (const id of params.ids as RecordWithId['id'][]) {
      await update(id, params.data, await getOne(id));
      done.push(id);
    }
    return { data: done };
  },
  async delete(resource, params) {
    const remove = await need(resource, 'delete');
    return { data: asRecord(await remove(params.id as RecordWithId['id'], params.previousData as RecordWithId)) };
  },
  async deleteMany(resource, params) {
    const getOne = await need(resource, 'getOne');
    const remove = await need(resource, 'delete');
    const done: RecordWithId['id'][] = [];
    for (const id of params.ids as RecordWithId['id'][]) {
      await remove(id, await getOne(id));
      done.push(id);
    }
    return { data: done };
  },
};
