import type { BackofficePage, BackofficeResource } from '../types';

export const catalogueResources: BackofficeResource[] = [];
export const cataloguePages: BackofficePage[] = [];
