import type { BackofficePage, BackofficeResource } from '../types';

export const playersResources: BackofficeResource[] = [];
export const playersPages: BackofficePage[] = [];
