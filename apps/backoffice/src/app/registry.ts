import { catalogueResources, cataloguePages } from '../resources/catalogue';
import { contentResources, contentPages } from '../resources/content';
import { coreResources, corePages } from '../resources/core';
import { paymentsResources, paymentsPages } from '../resources/payments';
import { playersResources, playersPages } from '../resources/players';
import { reportsResources, reportsPages } from '../resources/reports';
import type { BackofficePage, BackofficeResource } from '../resources/types';

/**
 * Every area's resources and pages, in menu order; App.tsx routes the ones the staff member's role
 * allows. Only the areas' entries are here: their pages and adapters load when first opened.
 */
export const ALL_RESOURCES: readonly BackofficeResource[] = [
  ...contentResources,
  ...catalogueResources,
  ...playersResources,
  ...paymentsResources,
  ...coreResources,
  ...reportsResources,
];

export const ALL_PAGES: readonly BackofficePage[] = [
  ...contentPages,
  ...cataloguePages,
  ...playersPages,
  ...paymentsPages,
  ...corePages,
  ...reportsPages,
];

/** Menu groups in the order they appear, with their titles. */
export const GROUPS: readonly { id: BackofficeResource['group']; label: { tr: string; en: string } }[] = [
  { id: 'content', label: { tr: 'İçerik', en: 'Content' } },
  { id: 'catalogue', label: { tr: 'Katalog', en: 'Catalogue' } },
  { id: 'players', label: { tr: 'Oyuncular', en: 'Players' } },
  { id: 'payments', label: { tr: 'Ödemeler', en: 'Payments' } },
  { id: 'support', label: { tr: 'Destek', en: 'Support' } },
  { id: 'reports', label: { tr: 'Raporlar', en: 'Reports' } },
  { id: 'operations', label: { tr: 'Operasyon', en: 'Operations' } },
];

/** The resources whose `requires` method the staff member may call. */
export function allowedResources(methods: ReadonlySet<string>): BackofficeResource[] {
  return ALL_RESOURCES.filter((resource) => methods.has(resource.requires));
}

export function allowedPages(methods: ReadonlySet<string>): BackofficePage[] {
  return ALL_PAGES.filter((page) => methods.has(page.requires));
}

/**
 * Whether an address names an area the staff member's role may not open (its first segment is a
 * resource's name or a page's path they lack the method for): the catch-all then says "no
 * permission" instead of "not found", since the area exists and only the role keeps it closed.
 */
export function isForbiddenAddress(pathname: string, methods: ReadonlySet<string>): boolean {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  const area =
    ALL_RESOURCES.find((resource) => resource.name === first) ?? ALL_PAGES.find((page) => page.path === first);
  return area !== undefined && !methods.has(area.requires);
}
