import type { ComponentType } from 'react';
import type { BackofficeMethodName } from '@bnw/contract/backoffice';

export type RecordWithId = { id: number | string } & Record<string, unknown>;
export interface ListQuery {
  page: number; // 1-based
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}
/** How one react-admin resource reaches the server: each function calls bo_* methods through callBackoffice. */
export interface ResourceAdapter {
  getList?(query: ListQuery): Promise<{ data: RecordWithId[]; total: number }>;
  getOne?(id: RecordWithId['id']): Promise<RecordWithId>;
  create?(data: Record<string, unknown>): Promise<RecordWithId>;
  update?(id: RecordWithId['id'], data: Record<string, unknown>, previous: RecordWithId): Promise<RecordWithId>;
  delete?(id: RecordWithId['id'], previous: RecordWithId): Promise<RecordWithId>;
}
export interface BackofficeResource {
  name: string; // react-admin resource name, e.g. 'sliders'
  label: { tr: string; en: string }; // menu label
  group: 'content' | 'catalogue' | 'players' | 'payments' | 'support' | 'reports' | 'operations';
  requires: BackofficeMethodName; // shown only when bo_auth.me's methods include it
  adapter: ResourceAdapter;
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
}
/** Custom pages (a report, a dashboard) that are not a list of records. */
export interface BackofficePage {
  path: string; // under /backoffice/, e.g. 'reports'
  label: { tr: string; en: string };
  group: BackofficeResource['group'];
  requires: BackofficeMethodName;
  element: ComponentType;
  icon?: ComponentType;
}
