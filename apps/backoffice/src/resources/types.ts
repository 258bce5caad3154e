import type { ComponentType } from 'react';
import type { BackofficeMethodName } from '@bnw/contract/backoffice';
import type { ResourceAdapter } from '../data/resource-adapter';
import type { Text } from '../i18n/language';

/**
 * One area's entry in the menu and the router. The entry itself (names, icon, the method it
 * requires) is on the first screen; its pages and its adapter are loaded when first opened, so a
 * staff member downloads an area's code only when they go there.
 */
export interface BackofficeResource {
  name: string; // react-admin resource name, e.g. 'catalogue-games'
  label: Text; // the menu's and the list's title: plural
  one: Text; // one record, in a form's title ("Oyun #12")
  group: 'content' | 'catalogue' | 'players' | 'payments' | 'support' | 'reports' | 'operations';
  requires: BackofficeMethodName; // shown only when bo_auth.me's methods include it
  /** react-admin's `resources.<name>.fields.<source>`: a field or input with that source is labelled by it. */
  fields?: Record<string, Text>;
  /** The field that names a record in titles and references (react-admin's recordRepresentation). */
  recordRepresentation?: string;
  adapter: () => Promise<ResourceAdapter>;
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
}

/** Custom pages (a report, a dashboard) that are not a list of records. */
export interface BackofficePage {
  path: string; // under /backoffice/, e.g. 'reports'
  label: Text;
  group: BackofficeResource['group'];
  requires: BackofficeMethodName;
  element: ComponentType;
  icon?: ComponentType;
}
