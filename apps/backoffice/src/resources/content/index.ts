import type { BackofficePage, BackofficeResource } from '../types';

export const contentResources: BackofficeResource[] = [];
export const contentPages: BackofficePage[] = [];
