import type { BackofficePage, BackofficeResource } from '../types';

export const coreResources: BackofficeResource[] = [];
export const corePages: BackofficePage[] = [];
