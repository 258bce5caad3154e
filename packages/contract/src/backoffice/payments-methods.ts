import type { BackofficeMethodSpec } from './fields.js';

/** The back office's payments calls (issue #14 section 2), merged into BACKOFFICE_CONTRACT in methods.ts. */
export const PAYMENTS_CONTRACT = {} as const satisfies Record<string, BackofficeMethodSpec>;
