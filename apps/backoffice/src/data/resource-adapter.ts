/**
 * How one react-admin resource reaches the server: each area's adapter calls its bo_* methods
 * through callBackoffice, and the app's data provider hands react-admin's calls to it.
 */
export type RecordWithId = { id: number | string } & Record<string, unknown>;

export interface ListQuery {
  page: number; // 1-based
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

/** `getOne` calls the area's get-by-id method: a record is never looked for in pages of its list. */
export interface ResourceAdapter {
  getList?(query: ListQuery): Promise<{ data: RecordWithId[]; total: number }>;
  getOne?(id: RecordWithId['id']): Promise<RecordWithId>;
  create?(data: Record<string, unknown>): Promise<RecordWithId>;
  update?(id: RecordWithId['id'], data: Record<string, unknown>, previous: RecordWithId): Promise<RecordWithId>;
  delete?(id: RecordWithId['id'], previous: RecordWithId): Promise<RecordWithId>;
}

/** A contract's record (a number id) as react-admin's untyped record. */
export const asRecord = <T extends { id: number | string }>(value: T): RecordWithId =>
  value as unknown as RecordWithId;

/** A page of the list as limit and offset, within the call's page size and deepest offset. */
export function pageOf(query: ListQuery, pageMax: number, offsetMax: number): { limit: number; offset: number } {
  const limit = Math.min(Math.max(1, query.perPage), pageMax);
  return { limit, offset: Math.min((Math.max(1, query.page) - 1) * limit, offsetMax) };
}

/** A filter's value when it is one the call takes, else undefined (the filter is left out). */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/**
 * The fields of the form that differ from the record as loaded: only they are sent, so a save
 * changes what the staff member changed and the audit says so (nothing changed: no call at all).
 */
export function changedFields(
  data: Record<string, unknown>,
  previous: RecordWithId,
  keys: readonly string[],
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of keys) {
    if (key in data && data[key] !== previous[key]) changes[key] = data[key];
  }
  return changes;
}
