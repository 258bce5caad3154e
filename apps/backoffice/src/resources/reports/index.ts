import type { BackofficePage, BackofficeResource } from '../types';

export const reportsResources: BackofficeResource[] = [];
export const reportsPages: BackofficePage[] = [];
