import type { BackofficePage, BackofficeResource } from '../types';

export const paymentsResources: BackofficeResource[] = [];
export const paymentsPages: BackofficePage[] = [];
